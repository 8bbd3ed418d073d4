/**
 * The sandbox's object storage, so uploads and stored images work in a real browser:
 *
 * - `GetFileUploadToken` issues a POST policy for `{origin}/sandbox-oss/{bucket}`: keys under
 *   `hospital/{hospitalId}/{yyyy}/{MM}/`, at most 20 MB, valid 60 s, signed (a sandbox hash, not
 *   HMAC: what matters is that a forged, expired or foreign-key upload is refused as OSS does).
 * - The storage endpoint checks the policy and keeps the bytes (`files` collection).
 * - `common/upload`, the fallback, stores through the gateway with the same rules.
 * - `getMediaToken` (chat gateway) issues a token for one object key under `…/chat/`, the chat's
 *   limits checked first (src/lib/chat/chat-media-limits.ts); the token carries the same policy,
 *   `accessId:signature:policy`, sent as the form's `token` field.
 * - `{origin}/sandbox-files/{path}` serves a stored file (a private one only with the signature
 *   `convertPrivateUrl` adds). A path never uploaded, which is what every seeded image is, answers
 *   an image path with a generated placeholder picture, a seeded video with a stand-in video
 *   (stand-in-video.ts), a seeded PDF or Word path with a stand-in document (seed-documents.ts),
 *   and anything else (a missing upload) with 404.
 *
 * Runs in Node and in the browser (Storybook's worker), so no Node-only APIs.
 */
import type { ChatMediaKind, ChatMediaToken } from '@generated/chat/model';
import type { UploadResult, UploadSignedUrl, UploadToken } from '@generated/main/model';
import { MAX_BYTES, checkAttachment } from '../../src/lib/chat/chat-media-limits.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxAccount, StoredFile } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';
import { SEED_FILES, seededDocument } from './seed-documents.ts';
import { standInVideo } from './stand-in-video.ts';

const extensionOf = (path: string) => /\.([a-z0-9]{1,8})$/i.exec(path)?.[1]?.toLowerCase() ?? '';

export const FILES_PATH = '/sandbox-files/';
export const STORAGE_PATH = '/sandbox-oss/';
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
const TICKET_SECONDS = 60;
const SIGNED_URL_SECONDS = 30 * 60;
const ACCESS_ID = 'SANDBOXOSSKEY';
const SECRET = 'sandbox-oss-secret';

type Bucket = 0 | 1;

/** FNV-1a, 64 bits as two 32-bit halves, hex: stable, synchronous, the same in Node and browsers. */
export function sandboxSignature(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code ^ (a & 0xff), 0x01000193) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

const sign = (text: string) => sandboxSignature(`${text}|${SECRET}`);

interface Policy {
  expiration: number;
  keyPrefix: string;
  bucket: Bucket;
  maxBytes: number;
}

const toBase64 = (text: string) => btoa(text);

function fromBase64Json(text: string): unknown {
  try {
    return JSON.parse(atob(text)) as unknown;
  } catch {
    return null;
  }
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function keyPrefixOf(platform: SandboxPlatform, account: SandboxAccount): string {
  const month = formatDateTime(platform.now()).slice(0, 7).replace('-', '/');
  return `hospital/${account.userInfo.hospitalId}/${month}/`;
}

export function uploadTicket(platform: SandboxPlatform, account: SandboxAccount, origin: string, bucket: Bucket): UploadToken {
  const policy: Policy = {
    expiration: Math.floor(platform.now() / 1000) + TICKET_SECONDS,
    keyPrefix: keyPrefixOf(platform, account),
    bucket,
    maxBytes: MAX_FILE_BYTES,
  };
  const encoded = toBase64(JSON.stringify(policy));
  return {
    host: `${origin}${STORAGE_PATH}${bucket}`,
    accessId: ACCESS_ID,
    keyPrefix: policy.keyPrefix,
    policy: encoded,
    signature: sign(encoded),
    expire: policy.expiration,
    baseUrl: `${origin}${FILES_PATH}`,
    bucket,
  };
}

let mediaCounter = 0;

/**
 * `getMediaToken`: a token for exactly one key (`hospital/{hospitalId}/{yyyy}/{MM}/chat/…`, the
 * file's extension kept), as large as the chat allows that kind. Only pictures and files are sent
 * from the staff client; a type the chat does not take is refused before anything is uploaded.
 */
export function mediaTicket(
  platform: SandboxPlatform,
  account: SandboxAccount,
  origin: string,
  input: { kind: ChatMediaKind; fileName: string },
): ChatMediaToken {
  if (input.kind !== 'image' && input.kind !== 'file') refuse('仅支持发送图片和文件');
  const fileName = input.fileName.trim();
  if (!fileName) refuse('缺少文件名');
  const check = checkAttachment({ name: fileName, size: 1 }, input.kind);
  if (!check.ok) refuse(input.kind === 'image' ? '图片仅支持 jpg、jpeg、png、gif、webp 格式' : '不支持发送该类型的文件');
  mediaCounter += 1;
  const extension = extensionOf(fileName);
  const key = `${keyPrefixOf(platform, account)}chat/${platform.now().toString(36)}${mediaCounter.toString(36)}${extension ? `.${extension}` : ''}`;
  const policy: Policy = {
    expiration: Math.floor(platform.now() / 1000) + TICKET_SECONDS,
    keyPrefix: key,
    bucket: 0,
    maxBytes: MAX_BYTES[input.kind],
  };
  const encoded = toBase64(JSON.stringify(policy));
  return {
    token: `${ACCESS_ID}:${sign(encoded)}:${encoded}`,
    uploadUrl: `${origin}${STORAGE_PATH}0`,
    key,
    bucket: 0,
    domain: `${origin}${FILES_PATH.replace(/\/$/, '')}`,
    expireTime: formatDateTime(policy.expiration * 1000),
    maxSize: policy.maxBytes,
  };
}

/** The policy fields a media token stands for (`accessId:signature:policy`). */
export function fieldsOfToken(token: string | undefined): { accessId?: string; signature?: string; policy?: string } {
  const [accessId, signature, policy] = (token ?? '').split(':');
  return { accessId, signature, policy };
}

/** A clean stored path: no leading slash, no `..` or empty segments, no backslashes. */
function cleanPath(path: string): string | null {
  const trimmed = path.trim().replace(/^\/+/, '');
  if (!trimmed || trimmed.length > 300 || /\\|\0/.test(trimmed)) return null;
  const segments = trimmed.split('/');
  return segments.some((segment) => segment === '' || segment === '.' || segment === '..') ? null : trimmed;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};

const typeOf = (path: string, declared?: string) => TYPES[extensionOf(path)] ?? (declared || 'application/octet-stream');

function keep(platform: SandboxPlatform, path: string, bucket: Bucket, bytes: Uint8Array, declaredType?: string): void {
  const row: StoredFile = {
    path,
    bucket,
    contentType: typeOf(path, declaredType),
    size: bytes.length,
    data: bytesToBase64(bytes),
    createTime: formatDateTime(platform.now()),
  };
  if (platform.db.files.get(path)) platform.db.files.update(path, (f) => Object.assign(f, row));
  else platform.db.files.insert(row);
}

export type StorageRefusal = {
  ok: false;
  code: 'AccessDenied' | 'InvalidPolicyDocument' | 'EntityTooLarge' | 'InvalidArgument';
  message: string;
};

/** The storage endpoint's check of a POST-policy upload, then the write; OSS's error codes when refused. */
export function storeByPolicy(
  platform: SandboxPlatform,
  bucket: Bucket,
  fields: { key?: string; policy?: string; accessId?: string; signature?: string },
  file: { bytes: Uint8Array; type?: string } | undefined,
): { ok: true; path: string } | StorageRefusal {
  if (fields.accessId !== ACCESS_ID)
    return { ok: false, code: 'AccessDenied', message: 'The OSS Access Key Id you provided does not exist.' };
  if (!fields.policy || fields.signature !== sign(fields.policy)) {
    return { ok: false, code: 'AccessDenied', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  const policy = fromBase64Json(fields.policy) as Partial<Policy> | null;
  if (!policy || typeof policy.expiration !== 'number' || typeof policy.keyPrefix !== 'string' || policy.bucket !== bucket) {
    return { ok: false, code: 'InvalidPolicyDocument', message: 'Invalid Policy.' };
  }
  if (policy.expiration * 1000 < platform.now())
    return { ok: false, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' };
  const path = cleanPath(fields.key ?? '');
  if (!path || !path.startsWith(policy.keyPrefix)) {
    return { ok: false, code: 'AccessDenied', message: 'Invalid according to Policy: Policy Condition failed: ["starts-with", "$key"]' };
  }
  if (!file) return { ok: false, code: 'InvalidArgument', message: 'The file field is missing.' };
  if (file.bytes.length > (policy.maxBytes ?? MAX_FILE_BYTES))
    return { ok: false, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size.' };
  keep(platform, path, bucket, file.bytes, file.type);
  return { ok: true, path };
}

let uploadCounter = 0;

/** `common/upload`: the gateway stores the file itself, under the account's prefix and the folder asked for. */
export function storeThroughGateway(
  platform: SandboxPlatform,
  account: SandboxAccount,
  origin: string,
  input: { folder: string; bucket: Bucket; fileName: string; bytes: Uint8Array | undefined; type?: string },
): UploadResult {
  if (!input.bytes || input.bytes.length === 0) refuse('请选择要上传的文件');
  if (input.bytes.length > MAX_FILE_BYTES) refuse('文件不能超过20MB');
  const folder = cleanPath(input.folder);
  if (!folder) refuse('上传目录不正确');
  const extension = extensionOf(input.fileName);
  uploadCounter += 1;
  const name = `${platform.now().toString(36)}${uploadCounter.toString(36)}${extension ? `.${extension}` : ''}`;
  const path = `${keyPrefixOf(platform, account)}${folder}/${name}`;
  keep(platform, path, input.bucket, input.bytes, input.type);
  const url = `${origin}${FILES_PATH}${path}`;
  return { url: path, fullUrl: input.bucket === 1 ? privateUrl(platform, origin, path).signedUrl : url };
}

/** A signed, expiring URL for a private file (`convertPrivateUrl`); a full URL of ours is taken back to its path. */
export function privateUrl(platform: SandboxPlatform, origin: string, pathOrUrl: string): UploadSignedUrl {
  const ours = `${origin}${FILES_PATH}`;
  const bare = pathOrUrl.startsWith(ours) ? pathOrUrl.slice(ours.length).split('?')[0]! : pathOrUrl;
  const path = cleanPath(bare);
  if (!path) refuse('文件地址不正确');
  const expires = Math.floor(platform.now() / 1000) + SIGNED_URL_SECONDS;
  return {
    url: pathOrUrl,
    signedUrl: `${ours}${path}?Expires=${expires}&Signature=${sign(`${path}|${expires}`)}`,
    expireTime: formatDateTime(expires * 1000),
  };
}

const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;
const VIDEO = /\.(mp4|mov)$/i;
/** A seeded chat video's stand-in length: the file store does not know the message's own duration. */
export const SEEDED_VIDEO_SECONDS = 15;
const SIZE_SUFFIX = /(\.(?:jpe?g|png|gif|webp|bmp))-[omds]$/i;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A picture standing in for a seeded image the sandbox never received: a colour of its own and its name. */
export function placeholderSvg(path: string): string {
  const hue = parseInt(sandboxSignature(path).slice(0, 4), 16) % 360;
  const name = escapeXml(path.split('/').pop() ?? path);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="hsl(${hue},45%,82%)"/><circle cx="150" cy="130" r="40" fill="hsl(${hue},45%,65%)"/><path d="M40 320 L190 170 L290 270 L350 210 L440 320 Z" fill="hsl(${hue},40%,60%)"/><text x="240" y="345" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#333">${name}</text></svg>`;
}

export type FileAnswer = { status: 200; type: string; body: Uint8Array | string } | { status: 403 | 404; type: 'text/plain'; body: string };

/** What `GET /sandbox-files/{path}` answers (`search` holds a private file's Expires and Signature). */
export function readStoredFile(platform: SandboxPlatform, rawPath: string, search: URLSearchParams): FileAnswer {
  const asked = cleanPath(decodeURIComponent(rawPath));
  if (!asked) return { status: 404, type: 'text/plain', body: 'Not Found' };
  // A size variant of a picture (`a.jpg-m`, specification section 9) is served as the original.
  const path = asked.replace(SIZE_SUFFIX, '$1');
  const file = platform.db.files.get(path);
  if (file?.bucket === 1) {
    const expires = Number(search.get('Expires'));
    const valid = search.get('Signature') === sign(`${path}|${expires}`) && expires * 1000 >= platform.now();
    if (!valid) return { status: 403, type: 'text/plain', body: 'AccessDenied' };
  }
  if (file) return { status: 200, type: file.contentType, body: base64ToBytes(file.data) };
  // Seeded paths: an image, or a video's snapshot (`?x-oss-process=video/snapshot…`), gets a placeholder.
  // (OSS's `x-oss-process=video/snapshot…`, or the chat's `?vframe/jpg/offset/1/w/500`.)
  const snapshot =
    VIDEO.test(path) &&
    ((search.get('x-oss-process') ?? '').startsWith('video/snapshot') || [...search.keys()].some((k) => k.startsWith('vframe/')));
  if (IMAGE.test(path) || snapshot) return { status: 200, type: 'image/svg+xml', body: placeholderSvg(path) };
  // A seeded video itself (only seeded ones: a missing upload stays missing).
  if (VIDEO.test(path) && path.startsWith(SEED_FILES)) return { status: 200, type: 'video/webm', body: standInVideo(SEEDED_VIDEO_SECONDS) };
  // A seeded document: a PDF or Word document of its own standing in (seed-documents.ts).
  const document = seededDocument(path);
  if (document) return { status: 200, ...document };
  return { status: 404, type: 'text/plain', body: 'Not Found' };
}
