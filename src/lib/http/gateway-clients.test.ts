import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHAT, MAIN, failure, installGatewayServer, ok, server } from '@/testing/test-gateway.ts';
import { ApiError } from './api-error.ts';
import { chatClient, envelopeData, mainClient } from './gateway-clients.ts';
import { getShownToasts } from './notifier.ts';

installGatewayServer();

describe('the typed gateway clients', () => {
  it('send main gateway paths to the main gateway, signed, and give the envelope data', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(`${MAIN}/api/pc/1.0/log/onWsEvent`, async ({ request }) => {
        headers = request.headers;
        expect(await request.json()).toMatchObject({ event: 'connect' });
        return ok(true);
      }),
    );
    const body = { event: 'connect', content: '{}', eventtime: '2026-01-01 00:00:00', account: 'a', hospitalId: 1 };
    await expect(envelopeData(mainClient.POST('/api/pc/1.0/log/onWsEvent', { body }))).resolves.toBe(true);
    expect(headers?.get('signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  it('send chat gateway paths to the chat gateway with their query', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${CHAT}/api/v1/aggregation_messages/offline`, ({ request }) => {
        url = new URL(request.url);
        return ok({ total: 0, records: [] });
      }),
    );
    const query = { fingerPrint: 'fp-1', forward: true };
    await expect(envelopeData(chatClient.GET('/api/v1/aggregation_messages/offline', { params: { query } }))).resolves.toEqual({
      total: 0,
      records: [],
    });
    expect(url?.searchParams.get('fingerPrint')).toBe('fp-1');
    expect(url?.searchParams.get('forward')).toBe('true');
  });

  it('reject with ApiError for a failed envelope, silently when asked', async () => {
    server.use(http.get(`${CHAT}/api/v1/chats`, () => failure('busy', '500')));
    const error = await envelopeData(chatClient.GET('/api/v1/chats', { silent: true })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'busy' });
    expect(getShownToasts()).toEqual([]);
  });

  it('treat an answer without a body as a broken answer, not as data', async () => {
    server.use(http.get(`${CHAT}/api/v1/chats`, () => new HttpResponse(null, { status: 204 })));
    await expect(envelopeData(chatClient.GET('/api/v1/chats', { silent: true }))).rejects.toMatchObject({
      kind: 'unknown',
      code: 'BAD_RESPONSE',
    });
  });
});
