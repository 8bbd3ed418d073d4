import { beforeEach, describe, expect, it } from 'vitest';
import { type ChatMessageSearchPage, MsgType } from '@generated/chat/model';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { chatGatewayClient } from '../../handlers/chat/gateway-test-client.ts';
import { groupChatOf, MAIN, privateChatOf, SUB, testPlatform, type TestPlatform } from '../../realtime/test-support.ts';
import { BusinessError } from '../errors.ts';
import { postMessage, recallMessage } from './messages.ts';
import { searchMessages } from './message-search.ts';

let t: TestPlatform;
let me: string;
let colleague: string;
beforeEach(() => {
  t = testPlatform();
  me = t.account(MAIN).userInfo.imId;
  colleague = t.account(SUB).userInfo.imId;
});

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof BusinessError) return error.message;
    throw error;
  }
  return 'not refused';
};

describe('global message search', () => {
  it('finds texts and file names in my chats of one type, newest first, and leaves recalled ones out', () => {
    const chat = privateChatOf(t.platform, me);
    const peer = chat.members.find((m) => m.userId !== me)?.userId ?? '';
    const older = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: peer, content: '请问水光针Zq7 多久一次' });
    const newer = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: me, content: '水光针zq7 建议一个月一次' });
    const file = postMessage(t.platform, {
      chatId: chat.item.chatId,
      fromUserId: me,
      msgType: MsgType.File,
      content: JSON.stringify({ url: 'http://127.0.0.1:4010/files/chat/plan.pdf', fileName: 'ZQ7 方案.pdf', size: 2048 }),
    });
    const recalled = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: me, content: '撤回的 zq7' });
    recallMessage(t.platform, me, { chatId: chat.item.chatId, chatType: '0', fingerPrint: recalled.fingerPrint });

    const found = searchMessages(t.platform, me, '0', { keyword: 'ZQ7' });
    expect(found.list.map((hit) => hit.message.fingerPrint)).toEqual([file.fingerPrint, newer.fingerPrint, older.fingerPrint]);
    expectEvery(found.list, (hit) => hit.chatId === chat.item.chatId && hit.chatType === '0' && hit.chatName === chat.item.name);
    // Groups are searched on their own; nothing of this private chat is there.
    expect(searchMessages(t.platform, me, '2', { keyword: 'zq7' }).total).toBe(0);
    // Only files, and paging.
    expect(searchMessages(t.platform, me, '0', { keyword: 'zq7', msgTypes: [MsgType.File] }).list).toHaveLength(1);
    const second = searchMessages(t.platform, me, '0', { keyword: 'zq7', page: 2, limit: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.list.map((hit) => hit.message.fingerPrint)).toEqual([older.fingerPrint]);
  });

  it('searches one group, and only chats I am a member of', () => {
    const group = groupChatOf(t.platform, me, colleague);
    postMessage(t.platform, { chatId: group.item.chatId, fromUserId: colleague, content: '群里说的 Kx9 价格' });
    const hits = searchMessages(t.platform, me, '2', { keyword: 'kx9', chatId: group.item.chatId });
    expect(hits.list.map((hit) => hit.message.content)).toEqual(['群里说的 Kx9 价格']);
    expect(refusal(() => searchMessages(t.platform, me, '2', { keyword: 'kx9', chatId: 'no-such-chat' }))).toBe('会话不存在');
  });

  it('refuses a blank or too long keyword and a time range that ends before it starts', () => {
    expect(refusal(() => searchMessages(t.platform, me, '0', { keyword: '   ' }))).toBe('请输入搜索内容');
    expect(refusal(() => searchMessages(t.platform, me, '0', { keyword: '字'.repeat(51) }))).toBe('搜索内容不能超过50个字');
    expect(
      refusal(() =>
        searchMessages(t.platform, me, '0', { keyword: '水光', startTime: '2026-11-20 00:00:00', endTime: '2026-11-01 00:00:00' }),
      ),
    ).toBe('开始时间不能晚于结束时间');
  });

  it('is served at POST /messages/global_search as the contract says', async () => {
    const chat = privateChatOf(t.platform, me);
    postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: me, content: 'served Wv3' });
    const found = await chatGatewayClient(t).data<ChatMessageSearchPage>('POST', '/messages/global_search', { body: { keyword: 'wv3' } });
    expect(found.list.map((hit) => hit.message.content)).toEqual(['served Wv3']);
  });
});
