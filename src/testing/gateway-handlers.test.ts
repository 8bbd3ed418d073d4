import { getGetUnreadMessageCountMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getGetUnreadMessageCountUrl } from '@generated/chat/read-state/read-state.ts';
import { getSaveUserConfigBatchMockHandler } from '@generated/main/common/common.msw.ts';
import { getSaveUserConfigBatchUrl } from '@generated/main/common/common.ts';
import { HttpResponse, getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, failure, success } from './gateway-handlers.ts';

const MAIN = 'http://gw-main.test';
const CHAT = 'http://gw-chat.test/imclient-hospital';

describe('answer', () => {
  it("answers the factory's operation with the resolver, any status", async () => {
    const handler = answer(getSaveUserConfigBatchMockHandler, () => new HttpResponse(null, { status: 502 }));
    const response = await getResponse([handler], new Request(`${MAIN}${getSaveUserConfigBatchUrl()}`, { method: 'POST' }));
    expect(response?.status).toBe(502);
  });

  it('keeps the method and the path: other calls are not answered', async () => {
    const handler = answer(getSaveUserConfigBatchMockHandler, () => failure('database busy'));
    const url = `${MAIN}${getSaveUserConfigBatchUrl()}`;
    expect(await getResponse([handler], new Request(url, { method: 'GET' }))).toBeUndefined();
    expect(await getResponse([handler], new Request(`${url}Later`, { method: 'POST' }))).toBeUndefined();
    const answered = await getResponse([handler], new Request(url, { method: 'POST' }));
    expect(await answered?.json()).toEqual({ success: false, code: '500', msg: 'database busy', data: null });
  });

  it('works for the chat gateway, whose handlers sit under /imclient-hospital', async () => {
    const handler = answer(getGetUnreadMessageCountMockHandler, () => HttpResponse.error());
    const response = await getResponse([handler], new Request(`${CHAT}${getGetUnreadMessageCountUrl()}`));
    expect(response?.type).toBe('error');
  });
});

describe('success', () => {
  it('is the success envelope a generated factory takes as its override', async () => {
    const handler = getGetUnreadMessageCountMockHandler(success({ chatMessageCount: 1, groupMessageCount: 2, mutedMessageCount: 0 }));
    const response = await getResponse([handler], new Request(`${CHAT}${getGetUnreadMessageCountUrl()}`));
    expect(await response?.json()).toEqual({
      success: true,
      code: '0',
      msg: 'ok',
      data: { chatMessageCount: 1, groupMessageCount: 2, mutedMessageCount: 0 },
    });
  });
});
