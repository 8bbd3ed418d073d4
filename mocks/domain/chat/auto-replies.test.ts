import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testPlatform } from '../../contract/test-client.ts';
import { DEMO_ACCOUNTS } from '../../db/accounts.ts';
import type { SandboxAccount, SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { privateChatOf, viewerStateOf } from '../../realtime/test-support.ts';
import { getAutoReply, setAutoReplyImSwitch } from '../auto-reply.ts';
import { findAccount } from '../session.ts';
import { latestMessage, postMessage } from './index.ts';

let platform: SandboxPlatform;
let main: SandboxAccount;
let chat: SandboxChat;
let customerId: string;
const staffId = () => main.userInfo.imId;
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

beforeEach(() => {
  // The test clock is a Sunday, 10:00 in China.
  ({ platform } = testPlatform());
  main = findAccount(platform, DEMO_ACCOUNTS.main) as SandboxAccount;
  chat = privateChatOf(platform, main.userInfo.imId);
  customerId = chat.members.find((m) => m.userType === 1)?.userId ?? '';
});

const fromCustomer = (content: string) => postMessage(platform, { chatId: chat.item.chatId, fromUserId: customerId, content });
const last = () => latestMessage(platform, staffId(), chat.item.chatId);
const switchOn = (workDays = EVERY_DAY, replyDelaySeconds = 0) =>
  setAutoReplyImSwitch(platform, main, { isOpen: true, workStartTime: '09:00', workEndTime: '21:00', workDays, replyDelaySeconds });

describe('auto replies to customers', () => {
  it('sends nothing while the switch is off', () => {
    const sent = fromCustomer('请问地址在哪');
    expect(last()?.fingerPrint).toBe(sent.fingerPrint);
  });

  it('greets the first message of the day, then answers by keyword in rule order, as a bot reply', () => {
    switchOn();
    const unreadBefore = viewerStateOf(platform, staffId(), chat.item.chatId)?.unreadCount ?? 0;
    fromCustomer('你好');
    expect(last()).toMatchObject({ fromUserId: staffId(), bizType: 5, content: getAutoReply(platform, main, 801).content });
    fromCustomer('你们地址在哪，玻尿酸多少钱');
    // 医院地址 (sort 3) comes before 玻尿酸价格咨询 (sort 4): the first match wins.
    expect(last()).toMatchObject({ bizType: 5, content: getAutoReply(platform, main, 803).content });
    expect(getAutoReply(platform, main, 803).hitCount).toBe(97);
    // The bot read nothing for the staff member: both customer messages still wait for them.
    expect(viewerStateOf(platform, staffId(), chat.item.chatId)?.unreadCount).toBe(unreadBefore + 2);
    const plain = fromCustomer('好的谢谢');
    expect(last()?.fingerPrint).toBe(plain.fingerPrint);
  });

  it('answers with the off-hours rule outside the working days and never answers staff', () => {
    switchOn([1, 2, 3, 4, 5]);
    fromCustomer('在吗');
    expect(last()).toMatchObject({ bizType: 5, content: getAutoReply(platform, main, 806).content });
    const staff = postMessage(platform, { chatId: chat.item.chatId, fromUserId: staffId(), content: '地址在哪' });
    expect(last()?.fingerPrint).toBe(staff.fingerPrint);
  });
});

describe('the wait for a person (replyDelaySeconds)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    switchOn(EVERY_DAY, 30);
  });
  afterEach(() => vi.useRealTimers());

  it('answers only when the wait is over, and counts the hit then', () => {
    const hitsBefore = getAutoReply(platform, main, 801).hitCount ?? 0;
    const sent = fromCustomer('你好');
    vi.advanceTimersByTime(29_000);
    expect(last()?.fingerPrint).toBe(sent.fingerPrint);
    expect(getAutoReply(platform, main, 801).hitCount).toBe(hitsBefore);
    vi.advanceTimersByTime(1_000);
    expect(last()).toMatchObject({ fromUserId: staffId(), bizType: 5, content: getAutoReply(platform, main, 801).content });
    expect(getAutoReply(platform, main, 801).hitCount).toBe(hitsBefore + 1);
  });

  it('sends nothing when a person replied in the wait', () => {
    fromCustomer('你好');
    vi.advanceTimersByTime(10_000);
    const person = postMessage(platform, { chatId: chat.item.chatId, fromUserId: staffId(), content: '您好，在的' });
    vi.advanceTimersByTime(30_000);
    expect(last()?.fingerPrint).toBe(person.fingerPrint);
  });

  it('sends nothing when the switch was turned off in the wait', () => {
    const sent = fromCustomer('你好');
    setAutoReplyImSwitch(platform, main, { isOpen: false, workStartTime: '09:00', workEndTime: '21:00', workDays: EVERY_DAY });
    vi.advanceTimersByTime(30_000);
    expect(last()?.fingerPrint).toBe(sent.fingerPrint);
  });

  it('each waiting message gets its own answer; a bot reply is not a person replying', () => {
    fromCustomer('你好');
    vi.advanceTimersByTime(5_000);
    fromCustomer('请问医院地址在哪');
    vi.advanceTimersByTime(25_000);
    expect(last()).toMatchObject({ bizType: 5, content: getAutoReply(platform, main, 801).content });
    vi.advanceTimersByTime(5_000);
    expect(last()).toMatchObject({ bizType: 5, content: getAutoReply(platform, main, 803).content });
  });
});
