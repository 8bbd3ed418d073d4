/**
 * Turns what came back (a Response, or the exception fetch threw) into the call's result or an
 * ApiError, applying the error catalogue of section 8:
 *
 * - success only when the body is an envelope with `success === true` (resolve with the envelope);
 * - a non-JSON body (an excel download) resolves with the Blob, unless its content is a JSON
 *   envelope, which is then handled like any other envelope (gateways send errors for download
 *   endpoints with the download's content type);
 * - msg 'invalid or error timestamp': store the server time offset from the Date header, reload;
 * - HTTP 401, or a code containing 1001/1002: the injected onSessionInvalid, once;
 * - HTTP 404/500/502 and 504 have fixed texts; a body msg overrides them;
 * - no response: network failure, timeout or unknown texts; cancellation is silent.
 *
 * Toasts go through the notifier (one visible at a time) unless the request is silent.
 */
import { ApiError, type ApiErrorInit } from './api-error.ts';
import { type EnvelopeLike, envelopeCode, envelopeMessage, isEnvelopeLike, isSessionInvalidCode, isTimestampError } from './envelope.ts';
import {
  NO_RESPONSE_CODES,
  loginInvalidMessage,
  networkFailedMessage,
  networkUnstableMessage,
  statusMessage,
  unknownMessage,
} from './error-catalogue.ts';
import { showErrorToast } from './notifier.ts';
import { isSilentRequest } from './request-options.ts';
import { recordServerDate } from './server-clock.ts';
import { handleSessionInvalid, requestReload } from './session-invalidation.ts';

/** Bodies larger than this are downloads, never error envelopes; not worth decoding. */
const MAX_SNIFFED_BLOB = 1024 * 1024;

type Body = { type: 'json'; value: unknown } | { type: 'text'; value: string } | { type: 'blob'; value: Blob } | { type: 'empty' };

function isJsonContentType(contentType: string): boolean {
  return /[/+]json\b/i.test(contentType);
}

const BRACE = 0x7b;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

function startsWithBrace(bytes: Uint8Array): boolean {
  // Skip a UTF-8 byte order mark and leading whitespace.
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && WHITESPACE.has(bytes[i]!)) i += 1;
  return bytes[i] === BRACE;
}

async function readBody(response: Response): Promise<Body> {
  const contentType = response.headers.get('content-type') ?? '';
  if (isJsonContentType(contentType) || contentType.toLowerCase().startsWith('text/')) {
    const text = await response.text();
    if (text.trim() === '') return { type: 'empty' };
    try {
      return { type: 'json', value: JSON.parse(text) as unknown };
    } catch {
      return { type: 'text', value: text };
    }
  }
  // Bytes first, Blob after: Blob.text() is missing in some runtimes (jsdom), arrayBuffer() on a
  // Response is not.
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) return { type: 'empty' };
  if (bytes.byteLength <= MAX_SNIFFED_BLOB && startsWithBrace(bytes)) {
    try {
      const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      if (isEnvelopeLike(value)) return { type: 'json', value };
    } catch {
      // not JSON after all: a binary file that happens to start with '{'
    }
  }
  const blob = new Blob([bytes], { type: contentType });
  return { type: 'blob', value: blob };
}

function fail(request: Request, init: ApiErrorInit, toast: boolean): ApiError {
  if (toast && !isSilentRequest(request)) showErrorToast(init.message);
  return new ApiError(init);
}

function sessionError(request: Request, status: number, code: string, envelope?: unknown): ApiError {
  handleSessionInvalid();
  // The session reaction owns the user-facing text (and the navigation); no second toast here.
  return fail(request, { kind: 'session', code, status, message: loginInvalidMessage(), envelope }, false);
}

function timestampError(request: Request, response: Response, envelope: EnvelopeLike, msg: string): ApiError {
  const offset = recordServerDate(response.headers.get('date'));
  const init: ApiErrorInit = { kind: 'timestamp', code: envelopeCode(envelope), status: response.status, message: msg, envelope };
  if (offset === undefined) {
    // Without a readable Date header a reload would fail the same way forever; show the msg.
    return fail(request, init, true);
  }
  requestReload();
  return fail(request, init, false);
}

/**
 * Resolves with the envelope (or Blob, or undefined for HEAD/204) or rejects with ApiError.
 * `request` is the prepared request (it carries the silent mark).
 */
export async function interpretResponse(response: Response, request: Request): Promise<unknown> {
  if (response.status === 401) return Promise.reject(sessionError(request, 401, '401'));

  let body: Body;
  try {
    body = await readBody(response);
  } catch (error) {
    return Promise.reject(interpretFailure(error, request));
  }

  if (body.type === 'json' && isEnvelopeLike(body.value)) {
    const envelope = body.value;
    const msg = envelopeMessage(envelope);
    const code = envelopeCode(envelope);
    if (envelope.success === true && response.ok) return envelope;
    if (isTimestampError(msg)) return Promise.reject(timestampError(request, response, envelope, msg as string));
    if (isSessionInvalidCode(code)) return Promise.reject(sessionError(request, response.status, code, envelope));
    const message = msg ?? (response.ok ? unknownMessage(code || NO_RESPONSE_CODES.badBody) : statusMessage(response.status));
    const kind = response.ok ? 'business' : 'http';
    return Promise.reject(fail(request, { kind, code: code || String(response.status), status: response.status, message, envelope }, true));
  }

  if (!response.ok) {
    const code = String(response.status);
    return Promise.reject(fail(request, { kind: 'http', code, status: response.status, message: statusMessage(response.status) }, true));
  }
  if (body.type === 'blob') return body.value;
  // HEAD (the chat gateway's "does this url exist") and 204 carry no envelope by definition.
  if (body.type === 'empty' && (request.method === 'HEAD' || response.status === 204)) return undefined;
  // A 2xx without an envelope: the call cannot be trusted to have succeeded.
  const code = NO_RESPONSE_CODES.badBody;
  return Promise.reject(fail(request, { kind: 'unknown', code, status: response.status, message: unknownMessage(code) }, true));
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : undefined;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * The ApiError for an exception thrown instead of a response (fetch rejected, the body could not
 * be read, preparing the request failed). Shows the toast unless cancelled or silent.
 */
export interface FailureContext {
  silent?: boolean;
  /** The request was never sent (preparing it failed): a TypeError then is a bug, not the network. */
  beforeSend?: boolean;
}

export function interpretFailure(error: unknown, request?: Request, options: FailureContext = {}): ApiError {
  if (error instanceof ApiError) return error;
  const silent = options.silent === true || (request !== undefined && isSilentRequest(request));
  const name = errorName(error);
  const reason: unknown = request?.signal.aborted ? request.signal.reason : undefined;
  const timedOut = name === 'TimeoutError' || errorName(reason) === 'TimeoutError';
  const toast = (init: ApiErrorInit): ApiError => {
    if (!silent) showErrorToast(init.message);
    return new ApiError(init);
  };

  if (timedOut) {
    const code = NO_RESPONSE_CODES.timeout;
    return toast({ kind: 'unstable', code, status: 0, message: networkUnstableMessage(code), cause: error });
  }
  if (name === 'AbortError' || request?.signal.aborted) {
    // The caller (React Query on unmount, a newer search) gave up on it: nothing to tell the user.
    return new ApiError({ kind: 'cancelled', code: 'CANCELLED', status: 0, message: 'cancelled', cause: error });
  }
  const offline = globalThis.navigator?.onLine === false;
  // fetch reports every failure to reach the server (DNS, refused, CORS, offline) as a TypeError.
  if (offline || (error instanceof TypeError && !options.beforeSend)) {
    return toast({ kind: 'network', code: NO_RESPONSE_CODES.network, status: 0, message: networkFailedMessage(), cause: error });
  }
  const code = errorCode(error) ?? name ?? 'UNKNOWN';
  return toast({ kind: 'unknown', code, status: 0, message: unknownMessage(code), cause: error });
}
