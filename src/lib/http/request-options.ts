/**
 * Per-request options that are not part of fetch: `silent` (no toast; the caller shows its own
 * feedback, e.g. a background poll or a form that maps errors to fields) and `timeout`.
 *
 * They travel in three ways because the two consumers differ: as init fields for the orval
 * mutator, as extra init fields that openapi-fetch copies onto its Request, and as a header for
 * anything that can only set headers. The header never leaves the client: prepareRequest removes
 * it (a custom header would also trigger a CORS preflight the gateway does not allow) and
 * remembers the request as silent.
 */

export const SILENT_HEADER = 'x-transport-silent';

export interface TransportRequestOptions {
  /** Do not show the error toast; the call still rejects with ApiError. */
  silent?: boolean;
  /** Abort after this many milliseconds; the failure is reported as an unstable network. */
  timeout?: number;
  /**
   * Told how much of a file answer (a download) has arrived; `total` is the Content-Length, or
   * undefined when the server does not send one.
   */
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

export interface DownloadProgress {
  loaded: number;
  total: number | undefined;
}

export type TransportInit = RequestInit & TransportRequestOptions;

const silentRequests = new WeakSet<Request>();

export function markSilent(request: Request): void {
  silentRequests.add(request);
}

export function isSilentRequest(request: Request): boolean {
  return (
    silentRequests.has(request) || request.headers.has(SILENT_HEADER) || (request as Request & TransportRequestOptions).silent === true
  );
}
