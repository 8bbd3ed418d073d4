/**
 * Sending a picture or a file: the message shows in the conversation at once (pending, with its
 * fingerprint) while the file uploads, its progress and a cancel beside it; once stored, the
 * message gets the file's URL and goes the way text goes (send-message.ts: the chat list's
 * preview, the outbox, the server's ACK). A failed upload leaves the message marked failed; its
 * retry uploads again under the same fingerprint, and a message whose upload succeeded but whose
 * send failed is only sent again (the file is not uploaded twice). A cancelled upload takes the
 * message away: it never existed anywhere but on this screen.
 *
 * The state of uploads on their way is held here, by fingerprint, outside React Query: the file
 * and its cancel are not data, and the bubble of the message subscribes to its own entry.
 */
import { type ChatFileContent, type ChatImageContent, type ChatListItem, type ChatMessage, MsgType } from '@generated/chat/model';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type ChatAttachmentKind, attachmentKindOf, extensionOf } from '@/lib/chat/chat-media-limits.ts';
import { type ConversationMessage, applySendStatus, updateConversation, withMessage } from '@/lib/chat/conversation-cache.ts';
import { withImageSuffix } from '@/lib/media/image-suffix.ts';
import type { UploadedFile } from '@/shared/ui/upload/use-upload.ts';
import { type Me, draftMessage, retrySend, sendDrafted } from './send-message.ts';

/** Uploads a file with progress (0–100), cancelled by the signal; resolves with its URL. */
export type Uploader = (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<UploadedFile>;

export interface AttachmentUpload {
  name: string;
  kind: ChatAttachmentKind;
  /** 0–100. */
  percent: number;
  status: 'uploading' | 'failed';
  /** A picture's local copy (an object URL) shown while it uploads. */
  preview?: string;
}

interface Entry extends AttachmentUpload {
  file: File;
  controller: AbortController;
  /** Takes the message away (a cancel). */
  discard: () => void;
}

const uploads = new Map<string, Entry>();
const listeners = new Set<() => void>();

function put(fingerPrint: string, entry: Entry | undefined): void {
  if (entry) uploads.set(fingerPrint, entry);
  else uploads.delete(fingerPrint);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The upload of my message's file while it is on its way or failed; undefined once uploaded. */
export function useAttachmentUpload(fingerPrint: string): AttachmentUpload | undefined {
  return useSyncExternalStore(subscribe, () => uploads.get(fingerPrint));
}

/** The picture's size in pixels (the bubble keeps its box before the picture loads); 0 when it cannot be read. */
async function imageSize(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 };
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

/** The picture from the disk, shown at once (browsers; not where object URLs do not exist). */
function localPreview(kind: ChatAttachmentKind, file: File): string | undefined {
  if (kind !== 'image' || typeof URL.createObjectURL !== 'function') return undefined;
  try {
    return URL.createObjectURL(file);
  } catch {
    // A File the runtime's URL does not take (tests in jsdom over Node): no preview, the upload goes on.
    return undefined;
  }
}

/** What the message holds before its file is stored: the name and size, no URL yet. */
function pendingContent(kind: ChatAttachmentKind, file: File): string {
  if (kind === 'image') return JSON.stringify({ url: '', width: 0, height: 0, size: file.size } satisfies ChatImageContent);
  return JSON.stringify({ url: '', fileName: file.name, size: file.size, ext: extensionOf(file.name) } satisfies ChatFileContent);
}

async function storedContent(kind: ChatAttachmentKind, file: File, url: string, size: Promise<{ width: number; height: number }>) {
  if (kind === 'file')
    return JSON.stringify({ url, fileName: file.name, size: file.size, ext: extensionOf(file.name) } satisfies ChatFileContent);
  const { width, height } = await size;
  return JSON.stringify({ url, thumbUrl: withImageSuffix(url, 's'), width, height, size: file.size } satisfies ChatImageContent);
}

function withoutMessage(queryClient: QueryClient, chatId: string, fingerPrint: string): void {
  updateConversation(queryClient, chatId, (c) => ({ ...c, messages: c.messages.filter((m) => m.fingerPrint !== fingerPrint) }));
}

export interface AttachmentContext {
  queryClient: QueryClient;
  me: Me;
  upload: Uploader;
  /** Told when an upload fails (the screen says so). */
  onFailed?: (name: string) => void;
}

/**
 * Each chat's last attachment in line: files upload side by side, but each is sent only after the
 * one attached before it was sent (or failed, or was cancelled), so the server keeps them in the
 * order the conversation shows them (a small picture finishing first would go first otherwise).
 */
const sendLine = new Map<string, Promise<void>>();

function takeTurn(chatId: string): { before: Promise<void>; done: () => void } {
  const before = sendLine.get(chatId) ?? Promise.resolve();
  let done!: () => void;
  const turn = new Promise<void>((resolve) => (done = resolve));
  const tail = before.then(() => turn);
  sendLine.set(chatId, tail);
  // The line is forgotten once its last turn is over.
  void tail.then(() => {
    if (sendLine.get(chatId) === tail) sendLine.delete(chatId);
  });
  return { before, done };
}

function runUpload(context: AttachmentContext, message: ConversationMessage, file: File, kind: ChatAttachmentKind): void {
  const { queryClient, me, upload, onFailed } = context;
  const { fingerPrint, chatId } = message;
  const controller = new AbortController();
  const preview = uploads.get(fingerPrint)?.preview ?? localPreview(kind, file);
  const entry: Entry = {
    name: file.name,
    kind,
    percent: 0,
    status: 'uploading',
    preview,
    file,
    controller,
    discard: () => withoutMessage(queryClient, chatId, fingerPrint),
  };
  put(fingerPrint, entry);
  applySendStatus(queryClient, fingerPrint, 'pending');
  const size = kind === 'image' ? imageSize(file) : Promise.resolve({ width: 0, height: 0 });
  const progress = (percent: number) => {
    const current = uploads.get(fingerPrint);
    if (current?.controller === controller && current.status === 'uploading') put(fingerPrint, { ...current, percent });
  };
  const turn = takeTurn(chatId);
  void (async () => {
    try {
      const stored = await upload(file, progress, controller.signal);
      const content = await storedContent(kind, file, stored.url, size);
      await turn.before;
      if (controller.signal.aborted) return;
      put(fingerPrint, undefined);
      if (preview) URL.revokeObjectURL(preview);
      const { sendStatus: _failedBefore, ...written } = message;
      sendDrafted(queryClient, { ...written, content }, me);
    } catch {
      if (controller.signal.aborted) return;
      put(fingerPrint, { ...entry, status: 'failed' });
      applySendStatus(queryClient, fingerPrint, 'failed');
      onFailed?.(file.name);
    } finally {
      turn.done();
    }
  })();
}

/**
 * Sends a picture or file (the limits already checked, chat-media-limits.ts) to the chat, quoting
 * `quote` when given; returns the message as shown, pending while the file uploads.
 */
export function sendAttachment(
  context: AttachmentContext,
  chat: Pick<ChatListItem, 'chatId' | 'chatType' | 'peerUserId'>,
  file: File,
  quote?: ChatMessage,
): ConversationMessage {
  const kind = attachmentKindOf(file.name);
  const message = draftMessage(
    chat,
    context.me,
    { msgType: kind === 'image' ? MsgType.Image : MsgType.File, content: pendingContent(kind, file) },
    quote,
  );
  updateConversation(context.queryClient, chat.chatId, (c) => withMessage(c, { ...message, sendStatus: 'pending' }));
  runUpload(context, message, file, kind);
  return message;
}

/** Stops an upload on its way, or drops one that failed; the message leaves the conversation. */
export function cancelAttachment(fingerPrint: string): void {
  const entry = uploads.get(fingerPrint);
  if (!entry) return;
  entry.controller.abort();
  put(fingerPrint, undefined);
  if (entry.preview) URL.revokeObjectURL(entry.preview);
  entry.discard();
}

/** Retry of a failed message of mine: its file uploaded again when that is what failed, else sent again. */
export function retryMessage(context: AttachmentContext, message: ConversationMessage): void {
  const entry = uploads.get(message.fingerPrint);
  if (entry?.status === 'failed') runUpload(context, message, entry.file, entry.kind);
  else retrySend(context.queryClient, message);
}
