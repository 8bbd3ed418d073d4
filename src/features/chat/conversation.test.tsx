import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getListGroupMessagesMockHandler,
  getListMessagesMockHandler,
  getRecallMessageMockHandler,
} from '@generated/chat/messages/messages.msw.ts';
import {
  getGetGroupMessageReadDetailMockHandler,
  getReadGroupMessagesMockHandler,
  getReadMessagesMockHandler,
} from '@generated/chat/read-state/read-state.msw.ts';
import { getGetSignaturePitchMockHandler } from '@generated/chat/counselors/counselors.msw.ts';
import { getListChatMembersMockHandler } from '@generated/chat/members/members.msw.ts';
import { BizType, type ChatGroupNotice, type ChatListItem, type ChatMessage } from '@generated/chat/model';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { groupNoticeEffects, systemLine } from '@/lib/chat/chat-events.ts';
import { type ChatSender, publishChatSender } from '@/lib/chat/chat-sender.ts';
import { applySendStatus } from '@/lib/chat/conversation-cache.ts';
import { getVisibleToast } from '@/lib/http/notifier.ts';
import type { ChatSendMessagePayload } from '@/lib/realtime/frames.ts';
import { platformNowText } from '@/lib/dates/platform-time.ts';
import { ME, chatMember, chatMessage, chatRow, groupNotice } from '@/testing/chat-fixtures.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { answer } from '@/testing/gateway-handlers.ts';
import { failure, installGatewayServer, ok, server, success } from '@/testing/test-gateway.ts';
import { Composer } from './composer.tsx';
import { renderConversation as renderChat, settled } from '@/testing/chat-conversation.tsx';
import { MAX_MESSAGE_LENGTH } from './send-message.ts';

installGatewayServer();
// The workspace renders a lot per step (virtual lists, antd): give slow, shared machines room.
configure({ asyncUtilTimeout: 4000 });

const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const customer = { realName: '李女士', chatName: '李女士', avatar: '' };

let history: ChatMessage[];
let sent: ChatSendMessagePayload[];
let withdraw: (() => void) | undefined;

const fakeSender: ChatSender = {
  send(message) {
    sent.push(message);
    return message.fingerPrint;
  },
};

beforeEach(() => {
  sent = [];
  history = [
    chatMessage({
      chatId: 'g1',
      chatType: '2',
      fingerPrint: 'target',
      content: '双眼皮全切多少钱？',
      fromUser: customer,
      sendTimestamp: Date.parse('2026-11-22T09:00:00'),
    }),
  ];
  server.use(
    getListGroupMessagesMockHandler(() => success({ records: history, hasMore: false })),
    getListMessagesMockHandler(() => success({ records: history, hasMore: false })),
    getReadGroupMessagesMockHandler(() => success(true)),
    getReadMessagesMockHandler(() => success(true)),
    getListChatMembersMockHandler(() => success(members)),
  );
});

/** The group's members: me (the owner), the customer and a doctor. */
const members = [chatMember(ME, '王雅琴', { role: 1 }), chatMember('c_1', '李女士'), chatMember('h_2', '张医生')];

afterEach(() => {
  withdraw?.();
  withdraw = undefined;
  localStorage.clear();
});

const renderConversation = (chat: ChatListItem) => renderChat(chat, me);

const group = chatRow({ chatId: 'g1', chatType: '2', name: '双眼皮咨询群', peerUserId: null, memberCount: 5 });
const lines = () => screen.queryAllByTestId('system-line').map((line) => line.textContent);

describe('system lines of group notices (section 4)', () => {
  const cases: { name: string; notice: ChatGroupNotice; shows: string | null }[] = [
    {
      name: '1 member added',
      notice: groupNotice({ nType: 1, memberIds: ['c_2'], content: '王雅琴邀请张女士加入了群聊' }),
      shows: '王雅琴邀请张女士加入了群聊',
    },
    {
      name: '2 member left',
      notice: groupNotice({ nType: 2, memberIds: ['h_other'], content: '张医生退出了群聊' }),
      shows: '张医生退出了群聊',
    },
    {
      name: '3 member removed',
      notice: groupNotice({ nType: 3, memberIds: ['c_3'], content: '王雅琴将赵女士移出了群聊' }),
      shows: '王雅琴将赵女士移出了群聊',
    },
    {
      name: '4 owner changed',
      notice: groupNotice({ nType: 4, ownerId: 'h_other', content: '张医生成为新群主' }),
      shows: '张医生成为新群主',
    },
    { name: '5 member state', notice: groupNotice({ nType: 5, memberIds: ['c_2'], content: '张女士已被禁言' }), shows: '张女士已被禁言' },
    { name: '6 read receipt', notice: groupNotice({ nType: 6, targetFingerPrint: 'target', content: '已读' }), shows: null },
    {
      name: '8 special system message, bizType 20',
      notice: groupNotice({
        nType: 8,
        bizType: BizType.SpecialSystem,
        message: { ...systemLine(groupNotice({ nType: 8, content: '客户已到院，请及时接待' }), ME), fingerPrint: 'sys-20' },
      }),
      shows: '客户已到院，请及时接待',
    },
    {
      name: '8 special system message, bizType 19',
      notice: groupNotice({
        nType: 8,
        bizType: BizType.SpecialSystemShake,
        message: {
          ...systemLine(groupNotice({ nType: 8, content: '客户催促回复' }), ME),
          bizType: BizType.SpecialSystemShake,
          fingerPrint: 'sys-19',
        },
      }),
      shows: '客户催促回复',
    },
    { name: '8 with bizType 24 (ignored)', notice: groupNotice({ nType: 8, bizType: BizType.Ignored, content: '内部同步' }), shows: null },
    { name: '9 ignored', notice: groupNotice({ nType: 9, content: '忽略' }), shows: null },
    { name: 'any other nType', notice: groupNotice({ nType: 12, content: '群公告已更新' }), shows: '群公告已更新' },
  ];

  it.each(cases)('$name', async ({ notice, shows }) => {
    const { queryClient } = renderConversation(group);
    expect(await screen.findByText('双眼皮全切多少钱？')).toBeInTheDocument();
    act(() => {
      for (const effect of groupNoticeEffects(notice, ME)) applyChatEffect(queryClient, effect, { myImId: ME, openChatId: 'g1' });
    });
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    else expect(lines()).toEqual([]);
  });

  it('7 message recalled: the message becomes "X recalled a message"', async () => {
    const { queryClient } = renderConversation(group);
    expect(await screen.findByText('双眼皮全切多少钱？')).toBeInTheDocument();
    act(() => {
      for (const effect of groupNoticeEffects(groupNotice({ nType: 7, targetFingerPrint: 'target' }), ME)) {
        applyChatEffect(queryClient, effect, { myImId: ME, openChatId: 'g1' });
      }
    });
    expect(await screen.findByText('李女士 recalled a message')).toBeInTheDocument();
    expect(screen.queryByText('双眼皮全切多少钱？')).toBeNull();
  });
});

describe('message kinds', () => {
  it('shows a live message, a quoted reply, an image, a file, and text links only for http(s)', async () => {
    const { queryClient } = renderConversation(group);
    await screen.findByText('双眼皮全切多少钱？');
    const live = (m: Partial<ChatMessage>) =>
      act(() =>
        applyChatEffect(
          queryClient,
          { kind: 'message', message: chatMessage({ chatId: 'g1', chatType: '2', ...m }) },
          { myImId: ME, openChatId: 'g1' },
        ),
      );
    live({
      fingerPrint: 'reply',
      content: '全切6800元 https://m.yimei.example/a/1 javascript:alert(1)',
      refFingerPrint: 'target',
      refMessage: {
        fingerPrint: 'target',
        fromUserId: 'c_1',
        fromUser: customer,
        msgType: 1,
        content: '双眼皮全切多少钱？',
        isRecalled: false,
      },
      fromUserId: 'h_other',
    });
    live({ fingerPrint: 'img', msgType: 2, content: JSON.stringify({ url: 'https://img.yimei.example/a.jpg', width: 100, height: 100 }) });
    live({
      fingerPrint: 'file',
      msgType: 5,
      content: JSON.stringify({ url: 'https://img.yimei.example/p.pdf', fileName: '价目表.pdf', size: 2048 }),
    });
    live({ fingerPrint: 'bad', msgType: 5, content: '{not json' });
    const reply = (await screen.findByText(/全切6800元/)).closest('[data-testid="message"]') as HTMLElement;
    await settled();
    expect(within(reply).getByRole('button', { name: 'Quoted message' })).toHaveTextContent('李女士: 双眼皮全切多少钱？');
    expect(within(reply).getByRole('link', { name: 'https://m.yimei.example/a/1' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(reply).getAllByRole('link')).toHaveLength(1);
    const image = screen.getByRole('img', { name: '[Image]' });
    expect(image).toHaveAttribute('src', 'https://img.yimei.example/a.jpg-m');
    // The row has its height before the picture arrives (the list opened at its end stays there).
    expect(image).toHaveAttribute('width', '100');
    expect(image).toHaveAttribute('height', '100');
    expect(screen.getByRole('link', { name: 'Download 价目表.pdf' })).toHaveTextContent('价目表.pdf (2 KB)');
    expect(screen.getByText('[Unsupported message]')).toBeInTheDocument();
  });
});

describe('group read receipts', () => {
  it('"N unread" on my group message opens who has read it and who has not', async () => {
    history = [
      chatMessage({
        chatId: 'g1',
        chatType: '2',
        fromUserId: ME,
        fingerPrint: 'mine',
        content: '明天上午十点面诊',
        readUserIds: ['c_1'],
        unReadUserIds: ['h_2', 'h_3'],
      }),
    ];
    server.use(
      getGetGroupMessageReadDetailMockHandler(() =>
        success({
          chatId: 'g1',
          fingerPrint: 'mine',
          readCount: 1,
          unReadCount: 2,
          readUsers: [{ userId: 'c_1', realName: '李女士', chatName: '李女士', avatar: '', readTime: '2026-11-22 10:01:00' }],
          unReadUsers: [
            { userId: 'h_2', realName: '张医生', chatName: '张医生', avatar: '', readTime: null },
            { userId: 'h_3', realName: '赵护士', chatName: '赵护士', avatar: '', readTime: null },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderConversation(group);
    await user.click(await screen.findByRole('button', { name: '2 unread' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '2 unread' })).toHaveAttribute('aria-expanded', 'true'));
    const detail = await screen.findByTestId('read-detail');
    expect(detail).toHaveTextContent('Read (1)李女士');
    expect(detail).toHaveTextContent('Unread (2)张医生赵护士');
  });
});

describe('sending', () => {
  const privateChat = chatRow({ chatId: 'c1', peerUserId: 'c_889201' });

  it('my message shows at once, pending, with the fingerprint the outbox got', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    renderConversation(privateChat);
    await screen.findByText('双眼皮全切多少钱？');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '您好，活动价6800元{Enter}');
    const mine = (await screen.findByText('您好，活动价6800元')).closest('[data-testid="message"]') as HTMLElement;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ chatId: 'c1', chatType: '0', toUserId: 'c_889201', msgType: 1, content: '您好，活动价6800元' });
    expect(mine).toHaveAttribute('data-fingerprint', sent[0]?.fingerPrint);
    expect(within(mine).getByText('Sending')).toBeInTheDocument();
  });

  it('a failed message stays, marked, and resend reuses its fingerprint', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    const { queryClient } = renderConversation(privateChat);
    await screen.findByText('双眼皮全切多少钱？');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '在吗{Enter}');
    const fp = sent[0]?.fingerPrint ?? '';
    act(() => applySendStatus(queryClient, fp, 'failed'));
    const mine = screen.getByText('在吗').closest('[data-testid="message"]') as HTMLElement;
    expect(await within(mine).findByText('Not sent')).toBeInTheDocument();
    await user.click(await within(mine).findByRole('button', { name: 'Resend' }));
    expect(sent.map((m) => m.fingerPrint)).toEqual([fp, fp]);
    expect(within(mine).getByText('Sending')).toBeInTheDocument();
    act(() => applySendStatus(queryClient, fp, 'sent'));
    await waitFor(() => expect(within(mine).queryByText('Sending')).toBeNull());
    expect(within(mine).queryByText('Not sent')).toBeNull();
  });

  it('a reply quotes the message: the quote travels as refFingerPrint and shows above my message', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    renderConversation(group);
    await screen.findByText('双眼皮全切多少钱？');
    await settled();
    await user.click(screen.getByRole('button', { name: 'Reply to 李女士' }));
    expect(screen.getByTestId('composer-quote')).toHaveTextContent('李女士: 双眼皮全切多少钱？');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '活动价6800元{Enter}');
    expect(sent[0]).toMatchObject({ content: '活动价6800元', refFingerPrint: 'target' });
    const mine = (await screen.findByText('活动价6800元')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(mine).getByRole('button', { name: 'Quoted message' })).toHaveTextContent('李女士: 双眼皮全切多少钱？');
    expect(screen.queryByTestId('composer-quote')).toBeNull();
  });

  it('@ in a group: the picked member is mentioned (atUserIds), and the owner may mention everyone', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    renderConversation(group);
    await screen.findByText('双眼皮全切多少钱？');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '请');
    await user.click(screen.getByRole('button', { name: 'Mention a member' }));
    const picker = await screen.findByRole('group', { name: 'Mention a member' });
    // Me left out; "all" offered because I own the group.
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['all', '李女士', '张医生']);
    await user.click(within(picker).getByRole('button', { name: '张医生' }));
    expect(box).toHaveValue('请@张医生 ');
    await user.type(box, '明天上午来看看{Enter}');
    expect(sent[0]).toMatchObject({ content: '请@张医生 明天上午来看看', atUserIds: ['h_2'] });
  });

  it('@ typed in a group offers the matching members: arrows and Enter pick, Escape closes, a click picks', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    renderConversation(group);
    await screen.findByText('双眼皮全切多少钱？');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '@');
    const list = screen.getByRole('listbox', { name: 'Mention a member' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['all', '李女士', '张医生']);
    // Narrowed by what follows '@'; Enter picks the highlighted one instead of sending.
    await user.type(box, '张');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['张医生']);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@张医生 ');
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('listbox')).toBeNull();

    // Arrow down moves the highlight; Escape leaves the text as typed.
    await user.type(box, '@');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '李女士' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('@张医生 @');
    await user.type(box, '李');
    await user.click(screen.getByRole('option', { name: '李女士' }));
    expect(box).toHaveValue('@张医生 @李女士 ');

    // An e-mail address is not a mention.
    await user.type(box, 'a@b');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(sent[0]).toMatchObject({ content: '@张医生 @李女士 a@b', atUserIds: ['h_2', expect.any(String)] });
  });

  it('my group message says at once how many members have not read it, and my message carries the platform time', async () => {
    withdraw = publishChatSender(fakeSender);
    const user = userEvent.setup();
    const { queryClient } = renderConversation(group);
    await screen.findByText('双眼皮全切多少钱？');
    // Wait for the members (who can be mentioned) as the page would have them.
    await user.click(screen.getByRole('button', { name: 'Mention a member' }));
    await screen.findByRole('group', { name: 'Mention a member' });
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '大家好{Enter}');
    act(() => applySendStatus(queryClient, sent[0]?.fingerPrint ?? '', 'sent'));
    const mine = (await screen.findByText('大家好')).closest('[data-testid="message"]') as HTMLElement;
    // The two other members (the customer and the doctor), not "Read status".
    expect(await within(mine).findByRole('button', { name: '2 unread' })).toBeInTheDocument();
    // China Standard Time on the server's clock, whatever the computer's zone.
    expect(within(mine).getByText(platformNowText().slice(0, 13), { exact: false })).toBeInTheDocument();
  });

  it('without a running session the message is failed at once', async () => {
    const user = userEvent.setup();
    renderConversation(privateChat);
    await screen.findByText('双眼皮全切多少钱？');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '离线消息{Enter}');
    const mine = (await screen.findByText('离线消息')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(mine).getByText('Not sent')).toBeInTheDocument();
  });

  it('recall: my message becomes "You recalled a message"; a refusal leaves it', async () => {
    withdraw = publishChatSender(fakeSender);
    let refuse = false;
    let asked = 0;
    server.use(
      answer(getRecallMessageMockHandler, () => {
        asked += 1;
        return refuse ? failure('消息发送超过2分钟，无法撤回') : ok(true);
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderConversation(privateChat);
    await screen.findByText('双眼皮全切多少钱？');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '第一条{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '第二条{Enter}');
    for (const m of sent) act(() => applySendStatus(queryClient, m.fingerPrint, 'sent'));
    const first = screen.getByText('第一条').closest('[data-testid="message"]') as HTMLElement;
    await waitFor(() => expect(within(first).queryByText('Sending')).toBeNull());
    await user.click(within(first).getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('You recalled a message')).toBeInTheDocument();
    refuse = true;
    const second = screen.getByText('第二条').closest('[data-testid="message"]') as HTMLElement;
    await user.click(within(second).getByRole('button', { name: 'Recall' }));
    // The platform refused (the transport shows its message): the message stays as it was.
    await waitFor(() => expect(asked).toBe(2));
    // The user is told why (the transport's one error toast).
    expect(getVisibleToast()?.content).toBe('消息发送超过2分钟，无法撤回');
    expect(screen.getByText('第二条')).toBeInTheDocument();
    expect(screen.getAllByText('You recalled a message')).toHaveLength(1);
  });

  it('an old message of mine offers no recall', async () => {
    history = [
      chatMessage({ chatId: 'c1', fromUserId: ME, fingerPrint: 'old', content: '昨天的消息', sendTimestamp: Date.now() - 3 * 60 * 1000 }),
    ];
    renderConversation(privateChat);
    const old = (await screen.findByText('昨天的消息')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(old).queryByRole('button', { name: 'Recall' })).toBeNull();
  });
});

describe('composer', () => {
  const renderComposer = (onSend: (text: string) => void, chatId = 'c1') =>
    renderWithProviders(<Composer chatId={chatId} onSend={onSend} />);

  it('Enter sends, Shift+Enter breaks the line', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    renderComposer((text) => texts.push(text));
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(box).toHaveValue('第一行\n第二行');
    expect(texts).toEqual([]);
    await user.keyboard('{Enter}');
    expect(texts).toEqual(['第一行\n第二行']);
    expect(box).toHaveValue('');
  });

  it('counts towards the limit and refuses to send over it', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    renderComposer((text) => texts.push(text));
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '你好');
    expect(screen.getByTestId('composer-counter')).toHaveTextContent(`2/${MAX_MESSAGE_LENGTH}`);
    await user.clear(box);
    await user.click(box);
    await user.paste('字'.repeat(MAX_MESSAGE_LENGTH + 1));
    expect(screen.getByTestId('composer-counter')).toHaveTextContent(`A message can have at most ${MAX_MESSAGE_LENGTH} characters`);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(texts).toEqual([]);
  });

  it('a draft per chat survives leaving the chat and coming back', async () => {
    const user = userEvent.setup();
    const first = renderComposer(() => undefined, 'c1');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '还没写完');
    first.unmount();
    const other = renderComposer(() => undefined, 'c2');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    other.unmount();
    renderComposer(() => undefined, 'c1');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('还没写完');
  });
  it('an emoji goes where the caret is', async () => {
    const user = userEvent.setup();
    renderComposer(() => undefined);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    await user.type(box, '您好明天见');
    box.setSelectionRange(2, 2);
    fireEvent.select(box);
    await user.click(screen.getByRole('button', { name: 'Emoji' }));
    await user.click(within(await screen.findByRole('group', { name: 'Emoji' })).getByRole('button', { name: '😊' }));
    expect(box).toHaveValue('您好😊明天见');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('a quick phrase from the platform is inserted and sent like typed text', async () => {
    server.use(
      getGetSignaturePitchMockHandler(() =>
        success([
          { id: 12, content: '如需预约面诊，请直接回复“预约”。', isDefault: true },
          { id: 13, content: '术后一周内请避免饮酒。', isDefault: false },
        ]),
      ),
    );
    const user = userEvent.setup();
    const texts: string[] = [];
    renderComposer((text) => texts.push(text));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '李女士，');
    await user.click(screen.getByRole('button', { name: 'Quick phrases' }));
    await user.click(await screen.findByRole('button', { name: '术后一周内请避免饮酒。' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('李女士，术后一周内请避免饮酒。');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(texts).toEqual(['李女士，术后一周内请避免饮酒。']);
  });
});
