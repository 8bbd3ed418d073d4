/**
 * The chat side panel's extras in the sandbox: a group's media album (GET /group_messages/{id}/images)
 * follows the history — newest first, paged, a recalled picture gone, a new one there at once,
 * members only — and a customer tracking event recorded for a chat's customer joins the
 * client-track list and reaches the chat's staff as a bizType 25 notice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatGroupNotice, ChatImageRecordPage } from '@generated/chat/model';
import type { SandboxChat } from '../../db/state.ts';
import { listClientTracks } from '../../domain/client-track.ts';
import { postMessage, recallMessage, recordCustomerTrack } from '../../domain/chat/index.ts';
import { isBusinessError } from '../../domain/errors.ts';
import type { PlatformEvent } from '../../platform.ts';
import { MAIN, outsider, testPlatform, type TestPlatform } from '../../realtime/test-support.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { chatGatewayClient } from './gateway-test-client.ts';

const ME = 'h_3001';

let t: TestPlatform;
let gateway: ReturnType<typeof chatGatewayClient>;
let events: PlatformEvent[];

beforeEach(() => {
  t = testPlatform();
  gateway = chatGatewayClient(t);
  events = [];
  t.platform.subscribe((e) => events.push(e));
});

function myGroup(withCustomer = false): SandboxChat {
  const chat = t.platform.db.chats
    .list({ where: { chatType: '2' } })
    .find((c) => c.members.some((m) => m.userId === ME) && (!withCustomer || c.item.customer));
  if (!chat) throw new Error('no group of demo-main');
  return chat;
}

const album = (chatId: string, page = 1, limit = 500) =>
  gateway.data<ChatImageRecordPage>('GET', `/group_messages/${chatId}/images?page=${page}&limit=${limit}`);

function sendPicture(chatId: string, name: string) {
  return postMessage(t.platform, {
    chatId,
    fromUserId: ME,
    msgType: 2,
    content: JSON.stringify({ url: `https://oss.example.test/chat/2026/11/26/${name}.jpg`, width: 800, height: 600 }),
  });
}

describe('a group’s media album', () => {
  it('lists the pictures and videos of the history, newest first, a new picture at once, a recalled one gone', async () => {
    const chat = myGroup();
    const before = await album(chat.item.chatId);
    const stored = t.platform.db.messages
      .list({ where: { chatId: chat.item.chatId, msgType: { in: [2, 4] } } })
      .filter((m) => !m.message.isRecalled);
    expect(before.total).toBe(stored.length);
    const first = sendPicture(chat.item.chatId, 'first');
    const second = sendPicture(chat.item.chatId, 'second');
    const after = await album(chat.item.chatId, 1, 2);
    expect(after.total).toBe(before.total + 2);
    expect(after.list.map((r) => r.url)).toEqual([
      'https://oss.example.test/chat/2026/11/26/second.jpg',
      'https://oss.example.test/chat/2026/11/26/first.jpg',
    ]);
    expect(after.list[0]).toMatchObject({ fingerPrint: second.fingerPrint, isVideo: false, fromUserId: ME });

    recallMessage(t.platform, ME, { chatId: chat.item.chatId, fingerPrint: second.fingerPrint });
    const recalled = await album(chat.item.chatId, 1, 1);
    expect(recalled.total).toBe(before.total + 1);
    expect(recalled.list[0]?.fingerPrint).toBe(first.fingerPrint);
  });

  it('pages through the album without overlap', async () => {
    const chat = myGroup();
    for (const name of ['a', 'b', 'c', 'd', 'e']) sendPicture(chat.item.chatId, name);
    const whole = await album(chat.item.chatId);
    const pages = [await album(chat.item.chatId, 1, 2), await album(chat.item.chatId, 2, 2)];
    expect(pages.flatMap((p) => p.list.map((r) => r.fingerPrint))).toEqual(whole.list.slice(0, 4).map((r) => r.fingerPrint));
    expectEvery(whole.list.slice(0, 5), (r) => !r.isVideo && /^https?:\/\//.test(r.url));
  });

  it('is for the group’s members only, and for groups only', async () => {
    const chat = myGroup();
    const stranger = outsider(t.platform, chat);
    const refused = await gateway.call('GET', `/group_messages/${chat.item.chatId}/images`, { as: stranger.account });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您不在该会话中');
    const privateChat = t.platform.db.chats.list({ where: { chatType: '0' } }).find((c) => c.members.some((m) => m.userId === ME));
    const notGroup = await gateway.call('GET', `/group_messages/${privateChat?.item.chatId ?? ''}/images`);
    expect(notGroup.status).toBe(404);
  });
});

describe('a customer tracking event of a chat’s customer', () => {
  it('joins the client-track list of that customer, unread, and raises a bizType 25 notice to the chat', () => {
    const chat = myGroup(true);
    const customerId = chat.item.customer?.customerId ?? 0;
    const account = t.account(MAIN);
    const before = listClientTracks(t.platform, account, { page: 1, limit: 100, customerId }).total;
    const { track, notice } = recordCustomerTrack(t.platform, ME, chat.item.chatId, {
      eventType: 3,
      content: '浏览了贵院的「热玛吉全脸紧致」',
    });
    const after = listClientTracks(t.platform, account, { page: 1, limit: 100, customerId });
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      id: track.id,
      content: '浏览了贵院的「热玛吉全脸紧致」',
      isRead: false,
      eventTypeStr: '浏览商品',
    });
    expect(after.list[0]?.customer.id).toBe(customerId);
    expect(notice).toMatchObject({ nType: 8, bizType: 25, chatId: chat.item.chatId });
    const raised = events.flatMap((e) => (e.kind === 'group-notice' ? [e.notice as ChatGroupNotice] : []));
    expect(raised.map((n) => n.fingerPrint)).toContain(notice.fingerPrint);
  });

  it('is refused for a chat without a customer, changing nothing', () => {
    const chat = t.platform.db.chats
      .list({ where: { chatType: '2' } })
      .find((c) => c.members.some((m) => m.userId === ME) && !c.item.customer);
    if (!chat) throw new Error('no group without a customer');
    const count = t.platform.db.clientTracks.count();
    let message = '';
    try {
      recordCustomerTrack(t.platform, ME, chat.item.chatId);
    } catch (error) {
      if (!isBusinessError(error)) throw error;
      message = error.message;
    }
    expect(message).toBe('该会话没有关联客户');
    expect(t.platform.db.clientTracks.count()).toBe(count);
  });
});
