/**
 * File upload (specification, sections 5 and 9): object storage first, the platform's own upload
 * endpoint as the fallback.
 *
 * Direct-to-storage uploads keep large files off the gateway, but they fail in ways the gateway
 * path does not (corporate proxies blocking the storage host, an expired upload ticket, a slow
 * link hitting the 60 s limit), so any failure there retries through the server upload with the
 * same path and bucket. Both pieces that talk to the platform are injected (the feature passes its
 * generated GetFileUploadToken and upload calls), so this module holds only the policy.
 */
export const OBJECT_STORAGE_TIMEOUT_MS = 60_000;

/** Object-storage bucket: 0 public, 1 private (contracts/shared/common.yaml, UploadBucket). */
export const UPLOAD_BUCKET = { public: 0, private: 1 } as const;
export type UploadBucket = (typeof UPLOAD_BUCKET)[keyof typeof UPLOAD_BUCKET];

/** What the upload-token call returns, as this module needs it (a form/POST-policy upload). */
export interface StorageUploadTicket {
  /** The storage endpoint the form is POSTed to. */
  host: string;
  /** The object key the file is stored under; it becomes the stored path. */
  key: string;
  /** Form fields the storage requires before the file (policy, signature, access id, …). */
  fields?: Record<string, string>;
}

export interface UploadTarget {
  file: Blob;
  /** Defaults to the File's name, else 'file'. */
  fileName?: string;
  /** Folder on the platform the file belongs in (e.g. 'hospital/doctor'). */
  path: string;
  /** Defaults to public (0). */
  bucket?: UploadBucket;
}

export interface UploadDeps {
  getStorageTicket: (input: { path: string; bucket: UploadBucket; fileName: string }) => Promise<StorageUploadTicket>;
  /** The server upload; resolves with the stored path. */
  serverUpload: (input: { file: Blob; fileName: string; path: string; bucket: UploadBucket }) => Promise<string>;
  /** Told why object storage failed before the fallback runs (for logs). */
  onStorageFailure?: (error: unknown) => void;
  /** Told the share of the file sent to object storage (0–100); browsers only (XMLHttpRequest). */
  onProgress?: (percent: number) => void;
  /** Only tests change this. */
  timeoutMs?: number;
  /** Cancels the upload (the person gave up): rejects with an AbortError, no server fallback. */
  signal?: AbortSignal;
}

export interface UploadResult {
  /** The stored path (no base URL). */
  path: string;
  bucket: UploadBucket;
  via: 'storage' | 'server';
}

function nameOf(target: UploadTarget): string {
  if (target.fileName) return target.fileName;
  const named = (target.file as Partial<File>).name;
  return typeof named === 'string' && named !== '' ? named : 'file';
}

/** fetch has no upload progress; XMLHttpRequest does, so a browser asked for progress uses it. */
function postWithProgress(
  url: string,
  form: FormData,
  timeoutMs: number,
  onProgress: (percent: number) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => {
      xhr.abort();
      reject(abortError());
    });
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`object storage answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('object storage unreachable'));
    xhr.ontimeout = () => reject(new Error(`object storage took longer than ${timeoutMs} ms`));
    xhr.send(form);
  });
}

/**
 * Thrown by `getStorageTicket` when the platform refuses this file (its type, its size): a verdict,
 * not a failure of object storage, so the server upload must not work around it.
 */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
}

/** What a cancelled upload rejects with (as fetch does). */
export function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

async function uploadToStorage(
  ticket: StorageUploadTicket,
  file: Blob,
  fileName: string,
  timeoutMs: number,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields ?? {})) form.append(name, value);
  form.append('key', ticket.key);
  // POST-policy uploads ignore every field after the file, so it goes last.
  form.append('file', file, fileName);
  if (onProgress && typeof XMLHttpRequest !== 'undefined') return postWithProgress(ticket.host, form, timeoutMs, onProgress, signal);
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await globalThis.fetch(ticket.host, {
    method: 'POST',
    body: form,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`object storage answered ${response.status}`);
}

export async function uploadFile(target: UploadTarget, deps: UploadDeps): Promise<UploadResult> {
  const bucket = target.bucket ?? UPLOAD_BUCKET.public;
  const fileName = nameOf(target);
  const { signal } = deps;
  try {
    signal?.throwIfAborted();
    const ticket = await deps.getStorageTicket({ path: target.path, bucket, fileName });
    signal?.throwIfAborted();
    await uploadToStorage(ticket, target.file, fileName, deps.timeoutMs ?? OBJECT_STORAGE_TIMEOUT_MS, deps.onProgress, signal);
    return { path: ticket.key, bucket, via: 'storage' };
  } catch (error) {
    // Cancelled: given up, not failed; refused: a verdict. Neither goes the other way.
    if (signal?.aborted) throw abortError();
    if (error instanceof UploadRefused) throw error;
    deps.onStorageFailure?.(error);
  }
  const path = await deps.serverUpload({ file: target.file, fileName, path: target.path, bucket });
  if (signal?.aborted) throw abortError();
  return { path, bucket, via: 'server' };
}
