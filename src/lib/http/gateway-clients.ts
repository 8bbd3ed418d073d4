/**
 * The typed gateway clients for code outside React (realtime sync, the chat event handler, the
 * socket event log, the desktop): openapi-fetch over the paths openapi-typescript generated from
 * the contracts, going through the same transport core as the hooks' mutator (see
 * openapi-middleware.ts). Pages use the generated hooks instead.
 *
 *   const records = await envelopeData(chatClient.GET('/api/v1/aggregation_messages/offline', {
 *     params: { query: { fingerPrint, forward: true } },
 *     silent: true,
 *   }));
 */
import type { paths as ChatGatewayPaths } from '@generated/openapi/chat-gateway.ts';
import type { paths as MainGatewayPaths } from '@generated/openapi/main-gateway.ts';
import { ApiError } from './api-error.ts';
import { NO_RESPONSE_CODES, unknownMessage } from './error-catalogue.ts';
import { createGatewayClient } from './openapi-middleware.ts';

/** The main gateway (`/api/pc/…`). */
export const mainClient = createGatewayClient<MainGatewayPaths>('main');

/** The hospital chat gateway (`/api/v1/…`). */
export const chatClient = createGatewayClient<ChatGatewayPaths>('chat');

/**
 * The `data` of the envelope a call answered with. The transport middleware already turned every
 * failure into an ApiError; an answer without a body (possible only for HEAD and 204) is not what
 * a caller of this helper expects, so it fails the same way a 2xx without an envelope does.
 */
export async function envelopeData<T>(call: Promise<{ data?: { data: T } }>): Promise<T> {
  const { data } = await call;
  if (data === undefined) {
    const code = NO_RESPONSE_CODES.badBody;
    throw new ApiError({ kind: 'unknown', code, status: 0, message: unknownMessage(code) });
  }
  return data.data;
}
