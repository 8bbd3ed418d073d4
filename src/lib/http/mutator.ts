/**
 * The orval mutators: generated hooks call `mainFetch` (main gateway, `/api/pc/…` paths) or
 * `chatFetch` (chat gateway, `/api/v1/…` paths) with a path and fetch init, and get the parsed
 * envelope (or a Blob for downloads). Errors reject with ApiError after the toast was shown.
 *
 * Callers may add `silent: true` or `timeout: ms` to the init (orval passes the hook's `request`
 * option through), e.g. `useGetCustomerList(params, { request: { silent: true } })`, and
 * `onDownloadProgress` for a file answer (the kit's ExportButton).
 */
import type { ApiError } from './api-error.ts';
import type { Gateway } from './gateway-url.ts';
import { interpretFailure, interpretResponse } from './interpret-response.ts';
import { prepareRequest } from './prepare-request.ts';
import type { TransportInit } from './request-options.ts';

export async function gatewayFetch<T>(gateway: Gateway, url: string, init?: TransportInit): Promise<T> {
  let request: Request;
  try {
    request = await prepareRequest(gateway, url, init);
  } catch (error) {
    // Not sent at all (no Web Crypto, an invalid header value): report it as unknown, not network.
    throw interpretFailure(error, undefined, { silent: init?.silent, beforeSend: true });
  }
  let response: Response;
  try {
    // Looked up per call, not captured at import, so test interceptors and polyfills apply.
    response = await globalThis.fetch(request);
  } catch (error) {
    throw interpretFailure(error, request);
  }
  return (await interpretResponse(response, request, init?.onDownloadProgress)) as T;
}

export function mainFetch<T>(url: string, init?: TransportInit): Promise<T> {
  return gatewayFetch<T>('main', url, init);
}

export function chatFetch<T>(url: string, init?: TransportInit): Promise<T> {
  return gatewayFetch<T>('chat', url, init);
}

export type { TransportInit };

/**
 * What a failed call rejects with, whatever the contract's error responses describe: orval reads
 * this export and types every hook's `error` as ApiError, which is what the transport throws.
 */
export type ErrorType<_ContractError> = ApiError;
