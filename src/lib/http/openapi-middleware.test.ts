import { getGetUnreadMessageCountMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getGetUnreadMessageCountUrl } from '@generated/chat/read-state/read-state.ts';
import { getGetCustomerListMockHandler } from '@generated/main/customer/customer.msw.ts';
import { getGetCustomerListUrl } from '@generated/main/customer/customer.ts';
import type { paths as ChatPaths } from '@generated/openapi/chat-gateway.ts';
import type { paths as MainPaths } from '@generated/openapi/main-gateway.ts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '@/testing/gateway-handlers.ts';
import { ApiError } from './api-error.ts';
import { getShownToasts } from './notifier.ts';
import { createGatewayClient } from './openapi-middleware.ts';
import { configureTransport } from './transport-config.ts';
import { CHAT, failure, ok, server, installGatewayServer, success } from '@/testing/test-gateway.ts';

installGatewayServer();

// The clients are typed with the generated path types; the paths come from the generated URL
// builders, narrowed to the one key of those types they are.
const LIST = getGetCustomerListUrl() as Extract<keyof MainPaths, `${string}/Customer/GetCustomerList`>;
const UNREAD = getGetUnreadMessageCountUrl() as Extract<keyof ChatPaths, `${string}/chats/unread_message`>;

describe('createGatewayClient', () => {
  it('signs requests and returns the envelope as data', async () => {
    let headers: Headers | undefined;
    server.use(
      answer(getGetCustomerListMockHandler, ({ request }) => {
        headers = request.headers;
        return ok({ total: 3 });
      }),
    );
    const client = createGatewayClient<MainPaths>('main');
    const { data } = await client.GET(LIST, { params: { query: { page: 1, limit: 10 } } });
    expect(data).toEqual({ success: true, code: '0', msg: 'ok', data: { total: 3 } });
    expect(headers?.get('appid')).toBe('sandbox-app');
    expect(headers?.get('signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  it('uses the chat gateway base for chat clients', async () => {
    let url = '';
    server.use(
      getGetUnreadMessageCountMockHandler(({ request }) => {
        url = request.url;
        return success({ chatMessageCount: 2, groupMessageCount: 5, mutedMessageCount: 0 });
      }),
    );
    const { data } = await createGatewayClient<ChatPaths>('chat').GET(UNREAD);
    expect(url).toBe(`${CHAT}${UNREAD}`);
    expect(data?.data).toEqual({ chatMessageCount: 2, groupMessageCount: 5, mutedMessageCount: 0 });
  });

  it('throws ApiError with the toast for a failed envelope', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => failure('no permission', '403')));
    const client = createGatewayClient<MainPaths>('main');
    const error = await client.GET(LIST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'no permission' });
    expect(getShownToasts().map((t) => t.content)).toEqual(['no permission']);
  });

  it('maps network failures through onError', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => HttpResponse.error()));
    const error = await createGatewayClient<MainPaths>('main')
      .GET(LIST)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: 'request error: network connection failed, check your network' });
  });

  it('honours silent in the init', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 502 })));
    const error = await createGatewayClient<MainPaths>('main')
      .GET(LIST, { silent: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(getShownToasts()).toEqual([]);
  });

  it('turns a failure to prepare the request into ApiError', async () => {
    configureTransport({ getToken: () => 'tok\u4e2d' }); // not a valid header value
    const error = await createGatewayClient<MainPaths>('main')
      .GET(LIST)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unknown', message: 'oops, something went wrong (TypeError)' });
  });

  it('reports cancellation silently', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createGatewayClient<MainPaths>('main')
      .GET(LIST, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(getShownToasts()).toEqual([]);
  });
});
