import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { getShownToasts } from './notifier.ts';
import { createGatewayClient } from './openapi-middleware.ts';
import { configureTransport } from './transport-config.ts';
import { CHAT, MAIN, failure, ok, server, installGatewayServer } from '@/testing/test-gateway.ts';

installGatewayServer();

type Ok<T> = { success: boolean; code: string; msg: string; data: T };
type Op<T> = {
  parameters: { query?: { page?: number; limit?: number } };
  responses: { 200: { content: { 'application/json': Ok<T> } } };
};
interface MainPaths {
  '/api/pc/1.0/Customer/GetCustomerList': { get: Op<{ total: number }> };
}
interface ChatPaths {
  '/api/v1/chats/unread_message': { get: Op<{ chatMessageCount: number; groupMessageCount: number }> };
}

describe('createGatewayClient', () => {
  it('signs requests and returns the envelope as data', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${MAIN}/api/pc/1.0/Customer/GetCustomerList`, ({ request }) => {
        headers = request.headers;
        return ok({ total: 3 });
      }),
    );
    const client = createGatewayClient<MainPaths>('main');
    const { data } = await client.GET('/api/pc/1.0/Customer/GetCustomerList', { params: { query: { page: 1, limit: 10 } } });
    expect(data).toEqual({ success: true, code: '0', msg: 'ok', data: { total: 3 } });
    expect(headers?.get('appid')).toBe('sandbox-app');
    expect(headers?.get('signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  it('uses the chat gateway base for chat clients', async () => {
    server.use(http.get(`${CHAT}/api/v1/chats/unread_message`, () => ok({ chatMessageCount: 2, groupMessageCount: 5 })));
    const { data } = await createGatewayClient<ChatPaths>('chat').GET('/api/v1/chats/unread_message');
    expect(data?.data).toEqual({ chatMessageCount: 2, groupMessageCount: 5 });
  });

  it('throws ApiError with the toast for a failed envelope', async () => {
    server.use(http.get(`${MAIN}/api/pc/1.0/Customer/GetCustomerList`, () => failure('no permission', '403')));
    const client = createGatewayClient<MainPaths>('main');
    const error = await client.GET('/api/pc/1.0/Customer/GetCustomerList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'no permission' });
    expect(getShownToasts().map((t) => t.content)).toEqual(['no permission']);
  });

  it('maps network failures through onError', async () => {
    server.use(http.get(`${MAIN}/api/pc/1.0/Customer/GetCustomerList`, () => HttpResponse.error()));
    const error = await createGatewayClient<MainPaths>('main')
      .GET('/api/pc/1.0/Customer/GetCustomerList')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: 'request error: network connection failed, check your network' });
  });

  it('honours silent in the init', async () => {
    server.use(http.get(`${MAIN}/api/pc/1.0/Customer/GetCustomerList`, () => new HttpResponse(null, { status: 502 })));
    const error = await createGatewayClient<MainPaths>('main')
      .GET('/api/pc/1.0/Customer/GetCustomerList', { silent: true })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(getShownToasts()).toEqual([]);
  });

  it('turns a failure to prepare the request into ApiError', async () => {
    configureTransport({ getToken: () => 'tok\u4e2d' }); // not a valid header value
    const error = await createGatewayClient<MainPaths>('main')
      .GET('/api/pc/1.0/Customer/GetCustomerList')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unknown', message: 'oops, something went wrong (TypeError)' });
  });

  it('reports cancellation silently', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createGatewayClient<MainPaths>('main')
      .GET('/api/pc/1.0/Customer/GetCustomerList', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'cancelled' });
    expect(getShownToasts()).toEqual([]);
  });
});
