/**
 * A picture or file message sent over the chat socket is stored like text (ACKed, in later history
 * reads) and reaches the other members live; one without its stored file is refused (no ACK, so
 * the client marks it failed).
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatMessageHistory } from '@generated/chat/model';
import { createSession } from '../domain/session.ts';
import { chatRouteTables } from '../handlers/chat/index.ts';
import { routeHandler } from '../handlers/route.ts';
import type { Frame } from './frames.ts';
import type { TestSocket } from './test-support.ts';
import { chatClient, groupChatOf, MAIN, messagesOf, startServer, SUB, testPlatform, type TestServer } from './test-support.ts';

const sockets: TestSocket[] = [];
let server: TestServer | undefined;

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  await server?.close();
  server = undefined;
});

function frame(chatId: string, msgType: number, content: string, fingerPrint: string): Frame {
  return {
    type: 2,
    dataContent: JSON.stringify({ chatId, chatType: '2', toUserId: chatId, msgType, content, fingerPrint }),
    from: 'h_3001',
    to: chatId,
    fp: fingerPrint,
    QoS: true,
    typeu: 1,
  };
}

describe('pictures and files over the chat socket', () => {
  it('stores them, ACKs them, delivers them to the other members and keeps them in the history', async () => {
    const t = testPlatform();
    server = await startServer(t.platform, { idleTimeoutMs: 5000, resendDelayMs: 2000 });
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const chatId = group.item.chatId;
    const main = await chatClient(t, server, MAIN);
    const sub = await chatClient(t, server, SUB);
    sockets.push(main.socket, sub.socket);

    const image = JSON.stringify({
      url: 'http://127.0.0.1:4010/sandbox-files/hospital/1/2026/11/chat/a.jpg',
      width: 40,
      height: 30,
      size: 2048,
    });
    const file = JSON.stringify({
      url: 'http://127.0.0.1:4010/sandbox-files/hospital/1/2026/11/chat/b.pdf',
      fileName: '价目表.pdf',
      size: 4096,
      ext: 'pdf',
    });
    main.socket.send(frame(chatId, 2, image, 'img-1'));
    expect(await main.socket.next((f) => f.type === 4)).toMatchObject({ dataContent: 'img-1' });
    main.socket.send(frame(chatId, 5, file, 'file-1'));
    expect(await main.socket.next((f) => f.type === 4 && f.dataContent === 'file-1')).toBeTruthy();
    const delivered = await sub.socket.next((f) => f.type === 2 && f.fp === 'file-1');
    expect(JSON.parse(delivered.dataContent as string)).toMatchObject({ msgType: 5, content: file, fromUserId: 'h_3001' });

    // Without its stored file: refused, never ACKed, not stored.
    main.socket.send(frame(chatId, 2, JSON.stringify({ url: '', width: 0, height: 0 }), 'img-empty'));
    main.socket.send(frame(chatId, 5, JSON.stringify({ url: 'javascript:alert(1)', fileName: 'x.pdf', size: 1 }), 'file-bad'));
    await main.socket.flushed();
    expect(main.socket.ofType(4).map((f) => f.dataContent)).toEqual(['img-1', 'file-1']);

    const request = new Request(`http://127.0.0.1:4010/imclient-hospital/api/v1/group_messages?chatId=${chatId}&limit=5`, {
      headers: { token: createSession(t.platform, t.account(SUB)).token },
    });
    const response = await getResponse([routeHandler(t.platform, chatRouteTables)], request);
    const history = ((await response?.json()) as { data: ChatMessageHistory }).data.records;
    expect(history.slice(-2).map((m: ChatMessage) => [m.fingerPrint, m.msgType, m.content])).toEqual([
      ['img-1', 2, image],
      ['file-1', 5, file],
    ]);
    expect(messagesOf(t.platform, chatId).some((m) => m.fingerPrint === 'img-empty' || m.fingerPrint === 'file-bad')).toBe(false);
  });
});
