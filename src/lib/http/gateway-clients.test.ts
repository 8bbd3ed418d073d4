import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetOfflineMessagesMockHandler } from '@generated/chat/offline-sync/offline-sync.msw.ts';
import { getListChatsMockHandler } from '@generated/chat/chats/chats.msw.ts';
import { getOnWsEventMockHandler } from '@generated/main/session/session.msw.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { CHAT, MAIN, failure, installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { ApiError } from './api-error.ts';
import { chatClient, envelopeData, mainClient } from './gateway-clients.ts';
import { getShownToasts } from './notifier.ts';

installGatewayServer();

// openapi-fetch names an operation by its path, so the calls under test spell the paths; the
// answers come from the generated handlers like everywhere else.
/* eslint-disable project/gateway-paths */
const logSocketEvent = (body: { event: string; content: string; eventtime: string; account: string; hospitalId: number }) =>
  mainClient.POST('/api/pc/1.0/log/onWsEvent', { body });
const offlineMessages = (query: { fingerPrint: string; forward: boolean }) =>
  chatClient.GET('/api/v1/aggregation_messages/offline', { params: { query } });
const privateChats = () => chatClient.GET('/api/v1/chats', { silent: true });
/* eslint-enable project/gateway-paths */

describe('the typed gateway clients', () => {
  it('send main gateway paths to the main gateway, signed, and give the envelope data', async () => {
    let request: Request | undefined;
    server.use(
      getOnWsEventMockHandler(async (info) => {
        request = info.request;
        expect(await info.request.json()).toMatchObject({ event: 'connect' });
        return success(true);
      }),
    );
    const body = { event: 'connect', content: '{}', eventtime: '2026-01-01 00:00:00', account: 'a', hospitalId: 1 };
    await expect(envelopeData(logSocketEvent(body))).resolves.toBe(true);
    expect(new URL(request?.url ?? '').origin).toBe(MAIN);
    expect(request?.headers.get('signature')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });

  it('send chat gateway paths to the chat gateway with their query', async () => {
    let url: URL | undefined;
    server.use(
      getGetOfflineMessagesMockHandler(({ request }) => {
        url = new URL(request.url);
        return success({ total: 0, records: [] });
      }),
    );
    await expect(envelopeData(offlineMessages({ fingerPrint: 'fp-1', forward: true }))).resolves.toEqual({ total: 0, records: [] });
    expect(url?.href.startsWith(`${CHAT}/`)).toBe(true);
    expect(url?.searchParams.get('fingerPrint')).toBe('fp-1');
    expect(url?.searchParams.get('forward')).toBe('true');
  });

  it('reject with ApiError for a failed envelope, silently when asked', async () => {
    server.use(answer(getListChatsMockHandler, () => failure('busy', '500')));
    const error = await envelopeData(privateChats()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'busy' });
    expect(getShownToasts()).toEqual([]);
  });

  it('treat an answer without a body as a broken answer, not as data', async () => {
    server.use(answer(getListChatsMockHandler, () => new HttpResponse(null, { status: 204 })));
    await expect(envelopeData(privateChats())).rejects.toMatchObject({ kind: 'unknown', code: 'BAD_RESPONSE' });
  });
});
