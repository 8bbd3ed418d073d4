/**
 * The composer's extras over the chat gateway: the face bags and their sticker images on the file
 * host, the hospital bot's suggestions (from the question's topic, the project the customer talks
 * about in that chat, and the customer's name; refusals change nothing), and my business card,
 * whose signature switch is kept per account and read back.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatBotReply, ChatBusinessCard, ChatFaceBag } from '@generated/chat/model';
import { postMessage } from '../../domain/chat/index.ts';
import type { SandboxChat } from '../../db/state.ts';
import { MAIN, SUB, outsider, privateChatOf, testPlatform, type TestPlatform } from '../../realtime/test-support.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { faceImageHandlers } from './composer-extras.ts';
import { chatGatewayClient } from './gateway-test-client.ts';

const ME = 'h_3001';
let t: TestPlatform;
let call: ReturnType<typeof chatGatewayClient>['call'];
let data: ReturnType<typeof chatGatewayClient>['data'];

beforeEach(() => {
  t = testPlatform();
  ({ call, data } = chatGatewayClient(t));
});

const customerOf = (chat: SandboxChat) => chat.members.find((m) => m.userType === 1) ?? expect.fail('no customer');
/** Two private customer chats of demo-main with different customers. */
function twoChats(): [SandboxChat, SandboxChat] {
  const chats = t.platform.db.chats
    .list({ where: { chatType: '0' } })
    .filter((c) => c.members.some((m) => m.userId === ME) && c.members.some((m) => m.userType === 1));
  const [a, b] = chats;
  if (!a || !b) throw new Error('demo-main has fewer than two customer chats');
  return [a, b];
}
const ask = (chatId: string, question: string, fingerPrint?: string) =>
  call<ChatBotReply>('POST', '/quick-tools/hospital_bot_reply', { body: { chatId, question, ...(fingerPrint ? { fingerPrint } : {}) } });

describe('face bags', () => {
  it('lists bags with their faces, each face a PNG the file host serves; an unknown face is 404', async () => {
    const bags = await data<ChatFaceBag[]>('GET', '/face/bags');
    expect(bags.length).toBeGreaterThanOrEqual(3);
    expect(new Set(bags.map((b) => b.id)).size).toBe(bags.length);
    const faces = bags.flatMap((b) => b.faces);
    expect(new Set(faces.map((f) => f.id)).size).toBe(faces.length);
    expectEvery(bags, (b) => b.faces.length >= 6);
    expectEvery(faces, (f) => /^\[.+\]$/.test(f.name) && f.url.startsWith('http://127.0.0.1:4010/media/face/'));
    const face = bags[1]?.faces[2] ?? expect.fail('no face');
    const served = await getResponse(faceImageHandlers(), new Request(face.url));
    expect(served?.status).toBe(200);
    expect(served?.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await (served as Response).arrayBuffer());
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    // Two faces are two different pictures.
    const other = await getResponse(faceImageHandlers(), new Request(bags[1]?.faces[3]?.url ?? ''));
    expect(Buffer.from(await (other as Response).arrayBuffer()).equals(Buffer.from(bytes))).toBe(false);
    const missing = await getResponse(faceImageHandlers(), new Request('http://127.0.0.1:4010/media/face/1/999.png'));
    expect(missing?.status).toBe(404);
  });
});

describe('sticker and business-card messages', () => {
  it('stores a sticker of a face bag and a named card; refuses a sticker no bag has and a card without a name', async () => {
    const [a] = twoChats();
    const [bag] = await data<ChatFaceBag[]>('GET', '/face/bags');
    const face = bag?.faces[0] ?? expect.fail('no face');
    const sticker = { bagId: bag?.id, faceId: face.id, name: face.name, url: face.url };
    const stored = postMessage(t.platform, { chatId: a.item.chatId, fromUserId: ME, msgType: 6, content: JSON.stringify(sticker) });
    expect(JSON.parse(stored.content)).toEqual(sticker);
    const unknown = JSON.stringify({ ...sticker, faceId: 99999 });
    expect(() => postMessage(t.platform, { chatId: a.item.chatId, fromUserId: ME, msgType: 6, content: unknown })).toThrow(
      '表情不存在或已下架',
    );
    const card = await data<ChatBusinessCard>('GET', '/businesscard/businessCard');
    const sent = { userId: card.userId, realName: card.realName, hospitalName: card.hospitalName, position: card.position };
    expect(postMessage(t.platform, { chatId: a.item.chatId, fromUserId: ME, msgType: 7, content: JSON.stringify(sent) }).msgType).toBe(7);
    const nameless = JSON.stringify({ ...sent, realName: ' ' });
    expect(() => postMessage(t.platform, { chatId: a.item.chatId, fromUserId: ME, msgType: 7, content: nameless })).toThrow(
      '名片消息缺少姓名或机构',
    );
  });
});

describe('hospital bot replies', () => {
  it('answers the topic asked about with the project the customer talks about in that chat, by name', async () => {
    const [a, b] = twoChats();
    postMessage(t.platform, { chatId: a.item.chatId, fromUserId: customerOf(a).userId, content: '我想了解一下热玛吉' });
    postMessage(t.platform, { chatId: b.item.chatId, fromUserId: customerOf(b).userId, content: '双眼皮全切做过的人多吗' });
    const priceA = await ask(a.item.chatId, '多少钱呀？');
    const priceB = await ask(b.item.chatId, '多少钱呀？');
    expect(priceA.status).toBe(200);
    const first = priceA.body.data.replies[0] ?? '';
    expect(first).toContain(`${customerOf(a).realName}您好`);
    expect(first).toContain('热玛吉 FLX 全脸 900发16800元');
    expect(priceB.body.data.replies[0]).toContain('全切双眼皮6800元');
    expect(priceB.body.data.replies[0]).toContain(customerOf(b).realName);

    const address = await ask(a.item.chatId, '医院地址在哪，好停车吗');
    expect(address.body.data.replies[0]).toContain('延安西路789号');
    const recovery = await ask(a.item.chatId, '做完多久能化妆？');
    expect(recovery.body.data.replies[0]).toContain('24小时后即可正常化妆');
    const both = await ask(a.item.chatId, '想预约面诊，顺便问下多少钱');
    expect(both.body.data.replies.length).toBeLessThanOrEqual(3);
    expect(both.body.data.replies.some((r) => r.includes('面诊'))).toBe(true);
    expect(both.body.data.replies.some((r) => r.includes('16800元'))).toBe(true);
  });

  it('refuses a blank or too long question, a message of another chat and a chat that is not mine', async () => {
    const [a, b] = twoChats();
    const blank = await ask(a.item.chatId, '   ');
    expect(blank).toMatchObject({ status: 400, body: { success: false, msg: '请提供客户的问题' } });
    const long = await ask(a.item.chatId, '多'.repeat(501));
    // The contract's 500 characters: refused before the bot is asked.
    expect(long).toMatchObject({ status: 400, body: { success: false } });
    const theirs = postMessage(t.platform, { chatId: b.item.chatId, fromUserId: customerOf(b).userId, content: '多少钱' });
    expect((await ask(a.item.chatId, '多少钱', theirs.fingerPrint)).body).toMatchObject({ success: false, msg: '该消息不在此会话中' });
    const mine = privateChatOf(t.platform, ME);
    const stranger = outsider(t.platform, mine);
    const foreign = await call('POST', '/quick-tools/hospital_bot_reply', {
      as: stranger.account,
      body: { chatId: mine.item.chatId, question: '多少钱' },
    });
    expect(foreign.body.success).toBe(false);
  });
});

describe('business card', () => {
  it('is the account’s own card; the signature switch is kept per account and read back', async () => {
    const card = await data<ChatBusinessCard>('GET', '/businesscard/businessCard');
    expect(card).toMatchObject({ userId: ME, realName: t.account(MAIN).userInfo.realName, signatureStatus: 1 });
    expect(card.hospitalName).toBeTruthy();
    expect(card.signature).toContain('预约');
    expect(await data<boolean>('PUT', '/businesscard/setSignatureStatus', { body: { signatureStatus: 0 } })).toBe(true);
    expect((await data<ChatBusinessCard>('GET', '/businesscard/businessCard')).signatureStatus).toBe(0);
    // Another account's switch is its own.
    expect((await data<ChatBusinessCard>('GET', '/businesscard/businessCard', { as: SUB })).signatureStatus).toBe(1);
    expect(await data<boolean>('PUT', '/businesscard/setSignatureStatus', { body: { signatureStatus: 1 } })).toBe(true);
    expect((await data<ChatBusinessCard>('GET', '/businesscard/businessCard')).signatureStatus).toBe(1);
  });

  it('refuses a status other than on or off, changing nothing', async () => {
    await data('PUT', '/businesscard/setSignatureStatus', { body: { signatureStatus: 0 } });
    const bad = await call('PUT', '/businesscard/setSignatureStatus', { body: { signatureStatus: 2 } });
    expect(bad.body.success).toBe(false);
    expect((await data<ChatBusinessCard>('GET', '/businesscard/businessCard')).signatureStatus).toBe(0);
  });
});
