/**
 * What may be sent as a picture or a file in a chat (designed; contracts/chat-gateway/parts/
 * chat-tools.yaml, getMediaToken). One home for both sides: the composer refuses a file before
 * anything is uploaded, and the sandbox's media token refuses the same file, so the client and
 * the platform it imitates cannot drift apart.
 *
 * - Pictures: the image host's formats, the ones its size suffixes (-o, -m, -d, -s; specification,
 *   section 9) can resize: jpg, jpeg, png, gif, webp; at most 10 MB.
 * - Files: office documents, PDF, text, archives, pictures and videos; at most 50 MB. Anything that
 *   runs (exe, bat, sh, js, html, svg, …) is refused: a file from a chat is opened by a customer or
 *   a colleague.
 */
export type ChatAttachmentKind = 'image' | 'file';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'zip',
  'rar',
  '7z',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp4',
  'mov',
] as const;

const MB = 1024 * 1024;
export const MAX_BYTES: Record<ChatAttachmentKind, number> = { image: 10 * MB, file: 50 * MB };
export const MAX_MB: Record<ChatAttachmentKind, number> = { image: 10, file: 50 };

/** The lower-case extension of a file name, '' without one. */
export function extensionOf(fileName: string): string {
  return /\.([a-z0-9]{1,8})$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
}

const ALLOWED: Record<ChatAttachmentKind, readonly string[]> = { image: IMAGE_EXTENSIONS, file: FILE_EXTENSIONS };

/** How a picked, pasted or dropped file is sent: a picture the image host serves inline, else a file. */
export function attachmentKindOf(fileName: string): ChatAttachmentKind {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName)) ? 'image' : 'file';
}

export type AttachmentCheck =
  | { ok: true; kind: ChatAttachmentKind }
  | { ok: false; kind: ChatAttachmentKind; reason: 'empty' | 'wrongType' | 'tooLarge'; maxMb: number };

/** Whether a file may be sent as `kind` (by default the kind its name gives). */
export function checkAttachment(
  file: { name: string; size: number },
  kind: ChatAttachmentKind = attachmentKindOf(file.name),
): AttachmentCheck {
  const maxMb = MAX_MB[kind];
  if (!ALLOWED[kind].includes(extensionOf(file.name))) return { ok: false, kind, reason: 'wrongType', maxMb };
  if (file.size <= 0) return { ok: false, kind, reason: 'empty', maxMb };
  if (file.size > MAX_BYTES[kind]) return { ok: false, kind, reason: 'tooLarge', maxMb };
  return { ok: true, kind };
}

/** The `accept` of the composer's file picker. */
export const ATTACHMENT_ACCEPT = [...new Set(FILE_EXTENSIONS)].map((extension) => `.${extension}`).join(',');
