import { getResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatGroupNotice, ChatMessage, ChatOfflineMessages, ChatReadEvent } from '@generated/chat/model';
import type { SandboxChat } from '../db/state.ts';
import { addMembers, findChat, offlineEvents, postMessage, removeMembers } from '../domain/chat/index.ts';
import { createSession, endSession } from '../domain/session.ts';
import { chatRouteTables } from '../handlers/chat/index.ts';
import { routeHandler } from '../handlers/route.ts';
import { responseProblems } from '../handlers/chat/contract-check.ts';
import type { Frame } from './frames.ts';
import type { RealtimeOptions } from './hub.ts';
import {
  messagesOf,
  viewerStateOf,
  chatClient,
  groupChatOf,
  MAIN,
  outsider,
  payloadOf,
  privateChatOf,
  pushClient,
  sleep,
  startServer,
  SUB,
  testPlatform,
  type TestPlatform,
  type TestServer,
  TestSocket,
} from './test-support.ts';

const sockets: TestSocket[] = [];
let server: TestServer | undefined;

// Reading the chat contract and compiling the offline answer's validator takes seconds on a loaded
// machine: done once here, so the first offline-sync test is timed on the sandbox, not on Ajv.
beforeAll(() => {
  responseProblems('GET', 'http://127.0.0.1:4010/imclient-hospital/api/v1/aggregation_messages/offline', 200, {});
}, 60_000);

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await server?.close();
  server = undefined;
});

async function setup(options: RealtimeOptions = {}): Promise<{ t: TestPlatform; server: TestServer }> {
  const t = testPlatform();
  server = await startServer(t.platform, { idleTimeoutMs: 5000, resendDelayMs: 2000, ...options });
  return { t, server };
}

async function chat(t: TestPlatform, s: TestServer, account: string, options: Parameters<typeof chatClient>[3] = {}) {
  const client = await chatClient(t, s, account, options);
  sockets.push(client.socket);
  return client;
}

function expectValid(socket: TestSocket): void {
  expect(socket.invalid, JSON.stringify(socket.invalid)).toEqual([]);
}

/** A client's message frame (type 2). */
function sendFrame(
  from: string,
  message: { chatId: string; chatType: '0' | '2'; toUserId: string; content: string; fingerPrint: string },
): Frame {
  return {
    type: 2,
    dataContent: JSON.stringify({ ...message, msgType: 1 }),
    from,
    to: message.toUserId,
    fp: message.fingerPrint,
    QoS: true,
    typeu: 1,
  };
}

async function offline(t: TestPlatform, token: string, fingerPrint: string): Promise<ChatOfflineMessages> {
  const request = new Request(
    `http://127.0.0.1:4010/imclient-hospital/api/v1/aggregation_messages/offline?fingerPrint=${fingerPrint}&forward=true`,
    {
      headers: { token },
    },
  );
  const response = await getResponse([routeHandler(t.platform, chatRouteTables)], request);
  const body = (await response?.json()) as { data: ChatOfflineMessages };
  expect(responseProblems('GET', request.url, response?.status ?? 0, body)).toEqual([]);
  return body.data;
}

describe('chat socket', () => {
  it('logs in with a valid token and answers keepalives', async () => {
    const { t, server } = await setup();
    const { socket, login } = await chat(t, server, MAIN);
    expect(login).toMatchObject({ type: 50, from: '0', to: 'h_3001', fp: null, QoS: false });
    expect(payloadOf<{ code: number; firstLoginTime: number }>(login)).toMatchObject({ code: 0, firstLoginTime: expect.any(Number) });
    expect(server.hub.connections()).toEqual([expect.objectContaining({ kind: 'chat', state: 'live', account: MAIN, imId: 'h_3001' })]);
    socket.keepalive();
    expect(await socket.next((f) => f.type === 51)).toMatchObject({ dataContent: '{}', to: 'h_3001' });
    expectValid(socket);
  });

  it('refuses a bad token with 1001 and closes', async () => {
    const { t, server } = await setup();
    const { socket, login } = await chat(t, server, MAIN, { token: 'uc_forged' });
    expect(payloadOf<{ code: number }>(login).code).toBe(1001);
    expect((await socket.closed).code).toBe(4003);
    expectValid(socket);
  });

  it('drops a connection silent for longer than the idle timeout, keeps one that sends keepalives', async () => {
    const { t, server } = await setup({ idleTimeoutMs: 400 });
    const silent = await chat(t, server, MAIN);
    const talking = await chat(t, server, SUB);
    const timer = setInterval(() => talking.socket.keepalive(), 100);
    try {
      const closed = await Promise.race([silent.socket.closed, sleep(2500).then(() => null)]);
      expect(closed).not.toBeNull();
      // The talking one is still answered well past another idle timeout (6 keepalives, 100 ms apart).
      const answered = talking.socket.ofType(51).length;
      await vi.waitUntil(() => talking.socket.ofType(51).length >= answered + 6, { timeout: 3000 });
      expect(server.hub.connections().map((c) => c.account)).toEqual([SUB]);
    } finally {
      clearInterval(timer);
    }
  });

  it('delivers a new message (event 2) to every member’s connection and to nobody else', async () => {
    const { t, server } = await setup();
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const stranger = outsider(t.platform, group);
    const main = await chat(t, server, MAIN);
    const sub = await chat(t, server, SUB);
    const other = await chat(t, server, stranger.account);
    const sender = group.members.find((m) => m.userType !== 2) ?? group.members.find((m) => m.userId !== 'h_3001' && m.userId !== 'h_3002');
    const message = postMessage(t.platform, { chatId: group.item.chatId, fromUserId: sender?.userId as string, content: '新消息' });
    for (const s of [main.socket, sub.socket]) {
      const frame = await s.next((f) => f.type === 2);
      expect(frame).toMatchObject({ fp: message.fingerPrint, QoS: true, typeu: 1, from: '0', to: s.imId });
      expect(payloadOf<ChatMessage>(frame)).toMatchObject({ chatId: group.item.chatId, content: '新消息', isRead: false });
    }
    await other.socket.flushed();
    expect(other.socket.ofType(2)).toEqual([]);
    expectValid(main.socket);
    expectValid(sub.socket);
  });

  it('persists a message the client sends, ACKs it with its fp, delivers it to the others and dedupes a re-send', async () => {
    const { t, server } = await setup();
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const main = await chat(t, server, MAIN);
    const sub = await chat(t, server, SUB);
    const fp = 'c0ffee00-1111-4222-8333-444455556666';
    const frame = sendFrame('h_3001', {
      chatId: group.item.chatId,
      chatType: '2',
      toUserId: group.item.chatId,
      content: '大家好',
      fingerPrint: fp,
    });
    main.socket.send(frame);
    expect(await main.socket.next((f) => f.type === 4)).toMatchObject({ dataContent: fp, fp: null, QoS: false, to: 'h_3001' });
    expect(await sub.socket.next((f) => f.type === 2)).toMatchObject({ fp });
    // The client did not get the ACK in time and sends it again: ACK again, stored once, delivered once.
    main.socket.send(frame);
    expect(await main.socket.next((f) => f.type === 4)).toMatchObject({ dataContent: fp });
    await sub.socket.flushed();
    expect(messagesOf(t.platform, group.item.chatId).filter((m) => m.fingerPrint === fp)).toHaveLength(1);
    expect(sub.socket.ofType(2)).toHaveLength(1);
    expect(main.socket.ofType(2)).toHaveLength(0);
    expect(messagesOf(t.platform, group.item.chatId).at(-1)).toMatchObject({
      fromUserId: 'h_3001',
      content: '大家好',
      fingerPrint: fp,
    });
    // Not a member: no ACK (the client marks the message failed).
    const foreign = t.platform.db.chats.list().find((c) => !c.members.some((m) => m.userId === 'h_3001')) as SandboxChat;
    main.socket.send(
      sendFrame('h_3001', {
        chatId: foreign.item.chatId,
        chatType: foreign.item.chatType,
        toUserId: foreign.item.chatId,
        content: 'x',
        fingerPrint: 'f-2',
      }),
    );
    await main.socket.flushed();
    expect(main.socket.ofType(4)).toHaveLength(2);
    expectValid(main.socket);
  });

  it('resends an unacknowledged QoS frame with the same fp, a bounded number of times', async () => {
    const { t, server } = await setup({ resendDelayMs: 150, maxResends: 2 });
    const chatRow = privateChatOf(t.platform, 'h_3001');
    const quiet = await chat(t, server, MAIN, { autoAck: false });
    const message = postMessage(t.platform, {
      chatId: chatRow.item.chatId,
      fromUserId: chatRow.item.peerUserId as string,
      content: '有人吗',
    });
    // The sandbox gives up after the bounded resends; everything it sent has then arrived.
    await vi.waitUntil(() => server.hub.connections()[0]?.unacknowledged.length === 0, { timeout: 3000 });
    await quiet.socket.flushed();
    const copies = quiet.socket.ofType(2);
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((f) => f.fp))).toEqual(new Set([message.fingerPrint]));
    expect(server.hub.connections()[0]?.unacknowledged).toEqual([]);
    // Acknowledged at once: no resend.
    const acking = await chat(t, server, MAIN, { deviceId: 'pc-demo-main-1' });
    const second = postMessage(t.platform, { chatId: chatRow.item.chatId, fromUserId: chatRow.item.peerUserId as string, content: '在吗' });
    const ackingConnection = () => server.hub.connections().find((c) => c.deviceId === 'pc-demo-main-1');
    await vi.waitUntil(() => ackingConnection()?.unacknowledged.length === 0, { timeout: 3000 });
    await acking.socket.flushed();
    expect(acking.socket.ofType(2).filter((f) => f.fp === second.fingerPrint)).toHaveLength(1);
  });

  it('kicks the older connection out (54 duplicated) when the account logs in on another device', async () => {
    const { t, server } = await setup();
    const first = await chat(t, server, MAIN, { deviceId: 'pc-A' });
    const second = await chat(t, server, MAIN, { deviceId: 'pc-B' });
    expect(payloadOf<{ code: number }>(second.login).code).toBe(0);
    const kick = await first.socket.next((f) => f.type === 54);
    expect(payloadOf(kick)).toMatchObject({ code: 'duplicated' });
    expect((await first.socket.closed).code).toBe(4001);
    expect(server.hub.connections()).toEqual([expect.objectContaining({ deviceId: 'pc-B', state: 'live' })]);
    // The same device again replaces its stale socket without a kickout.
    const again = await chat(t, server, MAIN, { deviceId: 'pc-B' });
    await second.socket.closed;
    expect(second.socket.ofType(54)).toEqual([]);
    // kick() on demand.
    expect(server.hub.kick(MAIN)).toBe(1);
    expect(payloadOf(await again.socket.next((f) => f.type === 54))).toMatchObject({ code: 'duplicated' });
    expectValid(first.socket);
  });

  it('rejects the next login as illegal (52) on demand, then accepts logins again', async () => {
    const { t, server } = await setup();
    server.hub.rejectNext(MAIN);
    const rejected = await chat(t, server, MAIN);
    expect(rejected.login.type).toBe(52);
    expect(payloadOf(rejected.login)).toMatchObject({ errorCode: 'illegal' });
    expect((await rejected.socket.closed).code).toBe(4002);
    const next = await chat(t, server, MAIN);
    expect(payloadOf<{ code: number }>(next.login).code).toBe(0);
    expectValid(rejected.socket);
  });

  it.each([5, 150])('disconnect with %i missed messages: dropped at once, then offline sync reports them all', async (missed) => {
    const { t, server } = await setup();
    const chatRow = privateChatOf(t.platform, 'h_3001');
    const main = await chat(t, server, MAIN);
    const last = postMessage(t.platform, {
      chatId: chatRow.item.chatId,
      fromUserId: chatRow.item.peerUserId as string,
      content: '断线前最后一条',
    });
    await main.socket.next((f) => f.fp === last.fingerPrint);
    const fps = server.hub.disconnect(MAIN, missed);
    expect((await main.socket.closed).code).toBe(1006);
    expect(fps).toHaveLength(missed);
    expect(main.socket.frames.filter((f) => fps.includes(f.fp ?? ''))).toEqual([]);
    const first = await offline(t, main.token, last.fingerPrint);
    expect(first.total).toBe(missed);
    expect(first.records).toHaveLength(Math.min(missed, 100));
    expect(first.records.map((r) => r.fingerPrint)).toEqual(fps.slice(0, 100));
    if (missed > 100) {
      const rest = await offline(t, main.token, first.records[99]?.fingerPrint as string);
      expect(rest.total).toBe(missed - 100);
    }
    // The account reconnects and is live again.
    const back = await chat(t, server, MAIN);
    expect(payloadOf<{ code: number }>(back.login).code).toBe(0);
  });

  it('a read on one device clears the unread on the others: event 6 in private chats, nType 6 in groups', async () => {
    const { t, server } = await setup();
    const chatRow = privateChatOf(t.platform, 'h_3001');
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const main = await chat(t, server, MAIN);
    const sub = await chat(t, server, SUB);
    const p = postMessage(t.platform, { chatId: chatRow.item.chatId, fromUserId: chatRow.item.peerUserId as string, content: '在吗' });
    expect(viewerStateOf(t.platform, 'h_3001', chatRow.item.chatId)?.unreadCount).toBeGreaterThan(0);
    const token = createSession(t.platform, t.account(MAIN)).token;
    const read = (path: string, chatId: string, lastFingerPrint: string) =>
      getResponse(
        [routeHandler(t.platform, chatRouteTables)],
        new Request(`http://127.0.0.1:4010/imclient-hospital/api/v1${path}`, {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({ chatId, lastFingerPrint }),
        }),
      );
    await read('/messages/read', chatRow.item.chatId, p.fingerPrint);
    const receipt = await main.socket.next((f) => f.type === 6);
    expect(payloadOf<ChatReadEvent>(receipt)).toMatchObject({
      chatId: chatRow.item.chatId,
      readUserId: 'h_3001',
      lastReadFingerPrint: p.fingerPrint,
    });
    expect(viewerStateOf(t.platform, 'h_3001', chatRow.item.chatId)?.unreadCount).toBe(0);

    const g = postMessage(t.platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '@王雅琴', atUserIds: ['h_3001'] });
    await read('/group_messages/read', group.item.chatId, g.fingerPrint);
    for (const s of [main.socket, sub.socket]) {
      const notice = payloadOf<ChatGroupNotice>(await s.next((f) => f.type === 101));
      expect(notice).toMatchObject({ nType: 6, operatorId: 'h_3001', targetFingerPrint: g.fingerPrint });
    }
    expect(viewerStateOf(t.platform, 'h_3001', group.item.chatId)).toMatchObject({ unreadCount: 0, isAtMe: false });
    // The receipt is in offline sync too.
    const sync = offlineEvents(t.platform, 'h_3001', { fingerPrint: p.fingerPrint });
    expect(sync.records.map((r) => r.event)).toEqual([6, 2, 101]);
    expect(sync.records[0]?.fingerPrint).toBe(receipt.fp);
    expectValid(main.socket);
    expectValid(sub.socket);
  });

  it('recall: members get nType 7 and the last-message preview shows the recall', async () => {
    const { t, server } = await setup();
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const main = await chat(t, server, MAIN);
    const sub = await chat(t, server, SUB);
    const fp = 'dead0000-1111-4222-8333-444455556666';
    main.socket.send(
      sendFrame('h_3001', { chatId: group.item.chatId, chatType: '2', toUserId: group.item.chatId, content: '发错了', fingerPrint: fp }),
    );
    await main.socket.next((f) => f.type === 4);
    const token = createSession(t.platform, t.account(MAIN)).token;
    const response = await getResponse(
      [routeHandler(t.platform, chatRouteTables)],
      new Request('http://127.0.0.1:4010/imclient-hospital/api/v1/messages/recall', {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ chatId: group.item.chatId, chatType: '2', fingerPrint: fp }),
      }),
    );
    expect(response?.status).toBe(200);
    for (const s of [main.socket, sub.socket]) {
      const frame = await s.next((f) => f.type === 101 && f.typeu === 7);
      expect(payloadOf<ChatGroupNotice>(frame)).toMatchObject({ nType: 7, targetFingerPrint: fp, chatId: group.item.chatId });
    }
    expect(findChat(t.platform, group.item.chatId)?.item.lastMessage).toMatchObject({ fingerPrint: fp, isRecalled: true, content: '' });
    expectValid(sub.socket);
  });

  it('member changes reach the members’ sockets as notices 1 and 3 (the one concerned too), their lines in the history', async () => {
    const { t, server } = await setup();
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const stranger = outsider(t.platform, group);
    const main = await chat(t, server, MAIN);
    const sub = await chat(t, server, SUB);
    const newcomer = await chat(t, server, stranger.account);
    addMembers(t.platform, 'h_3001', group.item.chatId, [stranger.userInfo.imId]);
    for (const s of [main.socket, sub.socket, newcomer.socket]) {
      const notice = payloadOf<ChatGroupNotice>(await s.next((f) => f.type === 101 && f.typeu === 1));
      expect(notice).toMatchObject({ nType: 1, bizType: 7, memberIds: [stranger.userInfo.imId], chatId: group.item.chatId });
      expect(messagesOf(t.platform, group.item.chatId).at(-1)).toMatchObject({ fingerPrint: notice.fingerPrint, msgType: 99 });
    }
    removeMembers(t.platform, 'h_3001', group.item.chatId, [stranger.userInfo.imId]);
    for (const s of [sub.socket, newcomer.socket]) {
      const notice = payloadOf<ChatGroupNotice>(await s.next((f) => f.type === 101 && f.typeu === 3));
      expect(notice).toMatchObject({ nType: 3, memberIds: [stranger.userInfo.imId] });
    }
    expectValid(sub.socket);
    expectValid(newcomer.socket);
  });

  it('closes the sockets of a session that ended, and refuses unknown paths', async () => {
    const { t, server } = await setup();
    const main = await chat(t, server, MAIN);
    endSession(t.platform, main.token);
    expect((await main.socket.closed).code).toBe(4004);
    await expect(TestSocket.open(`${server.wsBase}/ws/elsewhere`, 'chat')).rejects.toThrow();
  });
});

describe('push socket', () => {
  it('authenticates with the push token and delivers push notices as QoS frames', async () => {
    const { t, server } = await setup();
    const { socket, auth } = await pushClient(t, server, MAIN);
    sockets.push(socket);
    expect(payloadOf(auth)).toEqual({ code: 0 });
    t.platform.emit({ kind: 'push-notice', account: MAIN, notice: { type: 1, text: '您有一条新的派单', assid: '880123' } });
    t.platform.emit({ kind: 'push-notice', account: SUB, notice: { type: 200801, text: '别人的', assid: '1' } });
    const frame = await socket.next((f) => f.type === 2);
    expect(frame).toMatchObject({ QoS: true, from: '0', to: 'h_3001', typeu: -1, fp: expect.any(String) });
    expect(payloadOf(frame)).toEqual({ type: 1, text: '您有一条新的派单', assid: '880123' });
    await socket.flushed();
    expect(socket.ofType(2)).toHaveLength(1);
    await vi.waitUntil(() => server.hub.connections()[0]?.unacknowledged.length === 0, { timeout: 3000 });
    expect(server.hub.connections()).toEqual([expect.objectContaining({ kind: 'push', unacknowledged: [] })]);
    expectValid(socket);
  });

  it('refuses a bad push token with 1001 and closes', async () => {
    const { t, server } = await setup();
    const { socket, auth } = await pushClient(t, server, MAIN, 'ws_forged');
    sockets.push(socket);
    expect(payloadOf(auth)).toMatchObject({ code: 1001 });
    expect((await socket.closed).code).toBe(4003);
    expectValid(socket);
  });
});
