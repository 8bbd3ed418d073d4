import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getListGroupMessagesMockHandler, getListMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import { getReadGroupMessagesMockHandler, getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getListChatMembersMockHandler } from '@generated/chat/members/members.msw.ts';
import {
  getRemindMessageUrgeMockHandler,
  getRemindSendWeComMockHandler,
  getRemindShakeMockHandler,
} from '@generated/chat/reminders/reminders.msw.ts';
import { BizType, type ChatListItem, type ChatMessage, MsgType } from '@generated/chat/model';
import { getVisibleToast } from '@/lib/http/notifier.ts';
import { ME, chatMember, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { failure, installGatewayServer, ok, server, success } from '@/testing/test-gateway.ts';
import { renderConversation as renderChat, settled } from '@/testing/chat-conversation.tsx';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const privateChat = chatRow({ chatId: 'c1', peerUserId: 'c_889201' });
const group = chatRow({ chatId: 'g1', chatType: '2', name: '双眼皮咨询群', peerUserId: null, memberCount: 4 });

const members = [
  chatMember(ME, '王雅琴', { role: 1 }),
  chatMember('c_1', '李女士', { userType: 1 }),
  chatMember('h_2', '张医生'),
  chatMember('p_3', '平台咨询师小林', { userType: 3 }),
];

/** The line the platform appends for a reminder. */
const line = (chatId: string, bizType: BizType, content: string, n: number): ChatMessage =>
  chatMessage({ chatId, fromUserId: ME, msgType: MsgType.System, bizType, content, fingerPrint: `line-${n}`, sendTimestamp: Date.now() });

let history: ChatMessage[];
let bodies: unknown[];

beforeEach(() => {
  bodies = [];
  history = [chatMessage({ chatId: 'c1', content: '双眼皮全切多少钱？', fingerPrint: 'theirs' })];
  server.use(
    getListGroupMessagesMockHandler(() => success({ records: history, hasMore: false })),
    getListMessagesMockHandler(() => success({ records: history, hasMore: false })),
    getReadGroupMessagesMockHandler(() => success(true)),
    getReadMessagesMockHandler(() => success(true)),
    getListChatMembersMockHandler(() => success(members)),
  );
});

const renderConversation = (chat: ChatListItem) => renderChat(chat, me);

const lines = () => screen.queryAllByTestId('system-line').map((l) => l.textContent);
const toolbar = () => screen.getByRole('group', { name: 'Reminders' });

describe('reminders in the composer toolbar', () => {
  it('shakes a private chat: loading while it goes, the line shows; a refusal shows the platform’s message and adds nothing', async () => {
    let release: (() => void) | undefined;
    let refuse = false;
    server.use(
      answer(getRemindShakeMockHandler, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return failure('1分钟内只能抖一抖一次，请稍后再试', '400', { status: 400 });
        await new Promise<void>((resolve) => (release = resolve));
        return ok(line('c1', BizType.Shake, '王雅琴抖了抖李女士', 1));
      }),
    );
    const user = userEvent.setup();
    renderConversation(privateChat);
    await screen.findByText('双眼皮全切多少钱？');
    const shake = within(toolbar()).getByRole('button', { name: 'Shake' });
    // A private chat has no colleague to remind through WeCom.
    expect(within(toolbar()).queryByRole('button', { name: 'WeCom reminder' })).toBeNull();
    await user.click(shake);
    await waitFor(() => expect(shake).toHaveClass('ant-btn-loading'));
    // The handler reads the body after the request went out (the button spins before that).
    await waitFor(() => expect(bodies).toEqual([{ chatId: 'c1', chatType: '0' }]));
    release?.();
    await waitFor(() => expect(lines()).toEqual(['王雅琴抖了抖李女士']));
    await waitFor(() => expect(shake).not.toHaveClass('ant-btn-loading'));

    refuse = true;
    await user.click(shake);
    await waitFor(() => expect(getVisibleToast()?.content).toBe('1分钟内只能抖一抖一次，请稍后再试'));
    expect(bodies).toHaveLength(2);
    expect(lines()).toEqual(['王雅琴抖了抖李女士']);
  });

  it('shakes the group members picked in the dialog', async () => {
    server.use(
      answer(getRemindShakeMockHandler, async ({ request }) => {
        bodies.push(await request.json());
        return ok(line('g1', BizType.Shake, '王雅琴抖了抖张医生', 2));
      }),
    );
    history = [];
    const user = userEvent.setup();
    renderConversation(group);
    await user.click(within(toolbar()).getByRole('button', { name: 'Shake' }));
    // The dialogs are a chunk of their own, loaded on first use. Found by role alone: under test
    // antd gives every generated id the same value, so the open tooltip would name the dialog.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByText('Shake group members')).toBeVisible());
    // The other members, never me.
    expect(within(dialog).queryByRole('checkbox', { name: '王雅琴' })).toBeNull();
    await user.click(await within(dialog).findByRole('checkbox', { name: '张医生' }));
    await user.click(within(dialog).getByRole('button', { name: 'Shake' }));
    await waitFor(() => expect(lines()).toEqual(['王雅琴抖了抖张医生']));
    expect(bodies).toEqual([{ chatId: 'g1', chatType: '2', toUserIds: ['h_2'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reminds a colleague through WeCom: a colleague must be picked (no customer offered); a refusal keeps the dialog', async () => {
    let refuse = true;
    server.use(
      answer(getRemindSendWeComMockHandler, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return failure('5分钟内已提醒过该同事，请稍后再试', '400', { status: 400 });
        return ok(line('g1', BizType.WeComReminder, '王雅琴已通过企业微信提醒张医生', 3));
      }),
    );
    history = [];
    const user = userEvent.setup();
    renderConversation(group);
    const weCom = await within(toolbar()).findByRole('button', { name: 'WeCom reminder' });
    await waitFor(() => expect(weCom).toBeEnabled());
    await user.click(weCom);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByText('Remind a colleague on WeCom')).toBeVisible());
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['张医生', '平台咨询师小林']);
    const send = within(dialog).getByRole('button', { name: 'Send reminder' });
    await user.click(send);
    expect(await within(dialog).findByText('Choose the colleague to remind')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '张医生' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Message (optional)' }), '李女士在等回复');
    await user.click(send);
    await waitFor(() => expect(getVisibleToast()?.content).toBe('5分钟内已提醒过该同事，请稍后再试'));
    // Refused: the dialog stays with what was chosen, and no line was added.
    expect(within(screen.getByRole('dialog')).getByText('Remind a colleague on WeCom')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '张医生' })).toBeChecked();
    expect(lines()).toEqual([]);

    refuse = false;
    await user.click(send);
    await waitFor(() => expect(lines()).toEqual(['王雅琴已通过企业微信提醒张医生']));
    expect(bodies).toEqual([
      { chatId: 'g1', toUserId: 'h_2', content: '李女士在等回复' },
      { chatId: 'g1', toUserId: 'h_2', content: '李女士在等回复' },
    ]);
  });
});

describe('urge on my unread message', () => {
  it('is offered on my unread message only, asks first, and the line shows', async () => {
    history = [
      chatMessage({ chatId: 'c1', fromUserId: ME, content: '明天上午十点复诊', fingerPrint: 'unread', isRead: false }),
      chatMessage({ chatId: 'c1', fromUserId: ME, content: '好的收到', fingerPrint: 'read', isRead: true }),
    ];
    server.use(
      answer(getRemindMessageUrgeMockHandler, async ({ request }) => {
        bodies.push(await request.json());
        return ok(line('c1', BizType.Urge, '王雅琴加急了一条消息，提醒李女士尽快查看', 4));
      }),
    );
    const user = userEvent.setup();
    renderConversation(privateChat);
    await settled();
    const unread = (await screen.findByText('明天上午十点复诊')).closest('[data-testid="message"]') as HTMLElement;
    const read = screen.getByText('好的收到').closest('[data-testid="message"]') as HTMLElement;
    expect(within(read).queryByRole('button', { name: /Urge/ })).toBeNull();
    await user.click(within(unread).getByRole('button', { name: 'Urge' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Urge the other side to read this message?')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(lines()).toEqual(['王雅琴加急了一条消息，提醒李女士尽快查看']));
    expect(bodies).toEqual([{ chatId: 'c1', fingerPrint: 'unread' }]);
  });

  it('shows the platform’s refusal and adds no line', async () => {
    history = [chatMessage({ chatId: 'c1', fromUserId: ME, content: '请确认时间', fingerPrint: 'unread', isRead: false })];
    server.use(answer(getRemindMessageUrgeMockHandler, () => failure('5分钟内已加急过该消息，请稍后再试', '400', { status: 400 })));
    const user = userEvent.setup();
    renderConversation(privateChat);
    await settled();
    const mine = (await screen.findByText('请确认时间')).closest('[data-testid="message"]') as HTMLElement;
    await user.click(within(mine).getByRole('button', { name: 'Urge' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(getVisibleToast()?.content).toBe('5分钟内已加急过该消息，请稍后再试'));
    expect(lines()).toEqual([]);
  });
});
