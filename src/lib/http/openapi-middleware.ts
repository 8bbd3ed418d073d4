/**
 * openapi-fetch clients for code outside React (session bootstrap, realtime sync, desktop),
 * going through the same core as the orval mutator: onRequest prepares and signs, onResponse
 * interprets the envelope and throws ApiError, onError maps fetch exceptions.
 *
 * On success the middleware leaves the response untouched (it reads a clone), so openapi-fetch
 * returns `{ data: envelope, response }`; for downloads pass `parseAs: 'blob'`. Per-request
 * options go in the init: `client.GET('/path', { silent: true, timeout: 5000 })`.
 */
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { type Gateway, gatewayBaseUrl } from './gateway-url.ts';
import { interpretFailure, interpretResponse } from './interpret-response.ts';
import { prepareRequest } from './prepare-request.ts';

export function transportMiddleware(gateway: Gateway): Middleware {
  return {
    async onRequest({ request }) {
      try {
        return await prepareRequest(gateway, request);
      } catch (error) {
        // openapi-fetch passes onRequest exceptions through raw; callers expect ApiError only.
        throw interpretFailure(error, request, { beforeSend: true });
      }
    },
    async onResponse({ request, response }) {
      await interpretResponse(response.clone(), request);
      return undefined;
    },
    onError({ error, request }) {
      return interpretFailure(error, request);
    },
  };
}

// `{}` is openapi-fetch's own constraint on Paths (Client<Paths extends {}>); `object` would not fit it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function createGatewayClient<Paths extends {}>(gateway: Gateway): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: gatewayBaseUrl(gateway),
    // Resolved per call: openapi-fetch would otherwise keep the fetch that existed at creation,
    // bypassing interceptors installed later (MSW in tests, the sandbox in Storybook).
    fetch: (request: Request) => globalThis.fetch(request),
  });
  client.use(transportMiddleware(gateway));
  return client;
}
