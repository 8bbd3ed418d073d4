/**
 * The one error type every failed call rejects with, so callers branch on `kind` instead of
 * sniffing fetch errors, HTTP statuses and envelope codes themselves.
 */

export type ApiErrorKind =
  /** HTTP 2xx with `success` not true; `code` is the envelope code. */
  | 'business'
  /** A non-2xx HTTP status; `status` holds it. */
  | 'http'
  /** No response: the network is down or the host unreachable. */
  | 'network'
  /** No response within the time limit. */
  | 'unstable'
  /** Anything else (unreadable body, unexpected exception). */
  | 'unknown'
  /** Aborted by the caller; never shown to the user. */
  | 'cancelled'
  /** HTTP 401 or an envelope code containing 1001/1002: the session is gone. */
  | 'session'
  /** The server refused our clock ('invalid or error timestamp'). */
  | 'timestamp';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** Envelope code, HTTP status as text, or a transport code such as 'NETWORK' or 'TIMEOUT'. */
  code: string;
  /** HTTP status; 0 when there was no response. */
  status: number;
  /** The text shown to the user (or that would have been, for silent calls). */
  message: string;
  /** The parsed envelope, when the server sent one. */
  envelope?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number;
  readonly envelope: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.envelope = init.envelope;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** For `retry` options: cancelled calls and dead sessions must not be retried. */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'unstable' || (error.kind === 'http' && error.status >= 500));
}
