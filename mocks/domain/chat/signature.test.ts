/**
 * The business card's signature (designed, business-card.ts): while the switch is on, my first
 * text reply in a chat with a customer is followed by the signature, as my next message; nothing
 * after later replies, with the switch off, after a bot reply, or in chats among staff.
 */
import { type BizType, ChatSignatureStatus } from '@generated/chat/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../../contract/test-client.ts';
import { DEMO_ACCOUNTS } from '../../db/accounts.ts';
import type { SandboxAccount, SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { groupChatOf, messagesOf, privateChatOf } from '../../realtime/test-support.ts';
import { findAccount } from '../session.ts';
import { BOT_REPLY_BIZ_TYPE } from './auto-replies.ts';
import { setSignatureStatus } from './business-card.ts';
import { postMessage, saveChat } from './index.ts';
import { quickPhrases } from './quick-phrases.ts';

let platform: SandboxPlatform;
let main: SandboxAccount;
let chat: SandboxChat;
let customerId: string;
const me = () => main.userInfo.imId;
const SIGNATURE = quickPhrases()[0]?.content;

beforeEach(() => {
  ({ platform } = testPlatform());
  main = findAccount(platform, DEMO_ACCOUNTS.main) as SandboxAccount;
  // A customer who has just written in for the first time: a chat where I have not answered yet.
  const template = privateChatOf(platform, me());
  const customer = template.members.find((m) => m.userType === 1);
  if (!customer) throw new Error('no customer member');
  customerId = customer.userId;
  chat = {
    item: { ...template.item, chatId: '799001', lastMessage: null },
    members: template.members.map((m) => ({ ...m })),
  };
  saveChat(platform, chat);
  postMessage(platform, { chatId: chat.item.chatId, fromUserId: customerId, content: '你好，想咨询光子嫩肤' });
});

const reply = (content: string, bizType: BizType = 0) =>
  postMessage(platform, { chatId: chat.item.chatId, fromUserId: me(), content, bizType });
const contents = (c: SandboxChat = chat) => messagesOf(platform, c.item.chatId).map((m) => m.content);

describe('the business-card signature', () => {
  it('follows my first reply to the customer as my next message, once', () => {
    expect(SIGNATURE).toBeTruthy();
    reply('您好，我是美学顾问');
    reply('请问您方便什么时候来面诊？');
    expect(contents()).toEqual(['你好，想咨询光子嫩肤', '您好，我是美学顾问', SIGNATURE, '请问您方便什么时候来面诊？']);
    expect(messagesOf(platform, chat.item.chatId)[2]).toMatchObject({ fromUserId: me(), msgType: 1 });
  });

  it('is not sent while my switch is off', () => {
    setSignatureStatus(platform, main, ChatSignatureStatus.Off);
    reply('您好');
    expect(contents()).toEqual(['你好，想咨询光子嫩肤', '您好']);
  });

  it('does not follow a bot reply, and not my replies in a chat among staff', () => {
    reply('自动回复：您好', BOT_REPLY_BIZ_TYPE);
    expect(contents().at(-1)).toBe('自动回复：您好');
    // A new group of staff only, where I have not written yet.
    const template = groupChatOf(platform, me());
    const staffGroup: SandboxChat = {
      item: { ...template.item, chatId: '529001', lastMessage: null },
      members: template.members.filter((m) => m.userType !== 1).map((m) => ({ ...m })),
    };
    saveChat(platform, staffGroup);
    postMessage(platform, { chatId: staffGroup.item.chatId, fromUserId: me(), content: '收到' });
    expect(contents(staffGroup)).toEqual(['收到']);
  });
});
