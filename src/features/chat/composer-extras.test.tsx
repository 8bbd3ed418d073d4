/**
 * The composer's extras in the conversation: a sticker picked from a face bag's tab, my business
 * card (with its signature switch) and a bot suggestion go the way text does — shown at once and
 * handed to the chat's sender — a suggestion only after the person edits and sends it, as a bot
 * reply (bizType 5).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetBusinessCardMockHandler,
  getGetFaceBagsMockHandler,
  getHospitalBotReplyMockHandler,
  getSetSignatureStatusMockHandler,
} from '@generated/chat/chat-tools/chat-tools.msw.ts';
import { getListMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import { BizType, type ChatBusinessCard, type ChatFaceBag, MsgType } from '@generated/chat/model';
import { getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { type ChatSender, publishChatSender } from '@/lib/chat/chat-sender.ts';
import type { ChatSendMessagePayload } from '@/lib/realtime/frames.ts';
import { renderConversation, settled } from '@/testing/chat-conversation.tsx';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { latestCustomerQuestion } from './bot-question.ts';

installGatewayServer();
configure({ asyncUtilTimeout: 4000 });

const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
const chat = chatRow({ chatId: 'c1', chatType: '0', peerUserId: 'c_889201' });
const FACES = 'http://files.test/media/face';
const bags: ChatFaceBag[] = [
  {
    id: 1,
    name: '小美日常',
    cover: `${FACES}/1/101.png`,
    faces: [
      { id: 101, name: '[微笑]', url: `${FACES}/1/101.png`, width: 120, height: 120 },
      { id: 102, name: '[大笑]', url: `${FACES}/1/102.png`, width: 120, height: 120 },
    ],
  },
  {
    id: 2,
    name: '萌兔问候',
    cover: `${FACES}/2/201.png`,
    faces: [
      { id: 201, name: '[你好呀]', url: `${FACES}/2/201.png`, width: 120, height: 120 },
      { id: 203, name: '[比心]', url: `${FACES}/2/203.png`, width: 120, height: 120 },
    ],
  },
];

let sent: ChatSendMessagePayload[];
let botAsked: unknown[];
let signatureSet: unknown[];
let card: ChatBusinessCard;
let withdraw: (() => void) | undefined;
const sender: ChatSender = {
  send(message) {
    sent.push(message);
    return message.fingerPrint;
  },
};

beforeEach(() => {
  sent = [];
  botAsked = [];
  signatureSet = [];
  card = {
    userId: ME,
    realName: '王雅琴',
    avatar: '',
    hospitalName: '上海美莱医疗美容门诊部',
    position: '资深美学咨询师',
    phone: '138****0001',
    wechat: null,
    qrCodeUrl: null,
    signature: '如需预约面诊，请直接回复“预约”。',
    signatureStatus: 1,
  };
  withdraw = publishChatSender(sender);
  server.use(
    getListMessagesMockHandler(() =>
      success({
        records: [
          chatMessage({ chatId: 'c1', fromUserId: 'c_889201', fingerPrint: 'older', content: '你好', sendTimestamp: 1 }),
          chatMessage({ chatId: 'c1', fromUserId: 'c_889201', fingerPrint: 'question', content: '热玛吉多少钱？', sendTimestamp: 2 }),
        ],
        hasMore: false,
      }),
    ),
    getReadMessagesMockHandler(() => success(true)),
    getGetFaceBagsMockHandler(() => success(bags)),
    getHospitalBotReplyMockHandler(async ({ request }) => {
      botAsked.push(await request.json());
      return success({ replies: ['李女士您好，热玛吉全脸活动价16800元。', '李女士您好，价格和发数有关。'] });
    }),
    getGetBusinessCardMockHandler(() => success(card)),
    getSetSignatureStatusMockHandler(async ({ request }) => {
      const body = (await request.json()) as { signatureStatus: 0 | 1 };
      signatureSet.push(body);
      card = { ...card, signatureStatus: body.signatureStatus };
      return success(true);
    }),
  );
});

afterEach(() => withdraw?.());

async function openChat() {
  renderConversation(chat, me);
  expect(await screen.findByText('热玛吉多少钱？')).toBeInTheDocument();
  await settled();
}
const log = () => screen.getByRole('log', { name: 'Messages' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('composer extras', () => {
  it('sends a sticker picked from a face bag’s tab; it shows in the conversation at once', async () => {
    await openChat();
    await userEvent.click(screen.getByRole('button', { name: 'Stickers' }));
    const tabs = await screen.findByRole('tablist');
    // The first bag is open and its tab has the focus; Tab goes on to its panel, then its stickers.
    expect(await screen.findByRole('button', { name: 'Send sticker [微笑]' })).toBeVisible();
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /小美日常/ })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: /小美日常/ })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send sticker [微笑]' })).toHaveFocus();
    await userEvent.click(within(tabs).getByRole('tab', { name: /萌兔问候/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send sticker [比心]' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ chatId: 'c1', msgType: MsgType.Emoji, bizType: 0 });
    expect(JSON.parse(sent[0]?.content ?? '')).toEqual({ bagId: 2, faceId: 203, name: '[比心]', url: `${FACES}/2/203.png` });
    const sticker = await within(log()).findByRole('img', { name: '[比心]' });
    expect(sticker).toHaveAttribute('src', `${FACES}/2/203.png`);
    // The picker closed; nothing was typed.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send sticker [比心]' })).toBeNull());
    expect(composer()).toHaveValue('');
  });

  it('fills the composer with a bot suggestion for the customer’s latest message; sent only when the person sends it, edited, as a bot reply', async () => {
    await openChat();
    await userEvent.click(screen.getByRole('button', { name: /Bot suggestions$/ }));
    const list = await screen.findByRole('group', { name: 'Suggested replies' });
    expect(botAsked).toEqual([{ chatId: 'c1', fingerPrint: 'question', question: '热玛吉多少钱？' }]);
    expect(screen.getByText('Suggestions for “热玛吉多少钱？”')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: '李女士您好，热玛吉全脸活动价16800元。' }));
    expect(composer()).toHaveValue('李女士您好，热玛吉全脸活动价16800元。');
    expect(screen.queryByRole('group', { name: 'Suggested replies' })).toBeNull();
    expect(sent).toEqual([]);
    await userEvent.type(composer(), '本周还有赠品。');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      msgType: MsgType.Text,
      content: '李女士您好，热玛吉全脸活动价16800元。本周还有赠品。',
      bizType: BizType.BotReply,
    });
    expect(await within(log()).findByText('李女士您好，热玛吉全脸活动价16800元。本周还有赠品。')).toBeInTheDocument();
    // What the person writes next is an ordinary message.
    await userEvent.type(composer(), '好的{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ content: '好的', bizType: BizType.Normal });
  });

  it('previews my business card, switches its signature, and sends the card', async () => {
    await openChat();
    await userEvent.click(screen.getByRole('button', { name: 'Business card' }));
    const preview = await screen.findByTestId('business-card-preview');
    await waitFor(() => expect(within(preview).getByText('资深美学咨询师')).toBeVisible());
    expect(within(preview).getByText('上海美莱医疗美容门诊部')).toBeVisible();
    expect(within(preview).getByTestId('business-card-signature')).toHaveTextContent('如需预约面诊');
    await waitFor(() => expect(within(preview).getByRole('button', { name: 'Send business card' })).toHaveFocus());
    const signature = within(preview).getByRole('switch', { name: 'Signature' });
    expect(signature).toBeChecked();
    await userEvent.click(signature);
    await waitFor(() => expect(within(preview).getByRole('switch', { name: 'Signature' })).not.toBeChecked());
    expect(signatureSet).toEqual([{ signatureStatus: 0 }]);
    expect(within(preview).getByTestId('business-card-signature')).toHaveTextContent('Signature off');
    await userEvent.click(within(preview).getByRole('button', { name: 'Send business card' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ msgType: MsgType.BusinessCard });
    expect(JSON.parse(sent[0]?.content ?? '')).toEqual({
      userId: ME,
      realName: '王雅琴',
      avatar: '',
      hospitalName: '上海美莱医疗美容门诊部',
      position: '资深美学咨询师',
    });
    // Shown as a card: the name, the position and the hospital, under its kind.
    const shownCard = await within(log()).findByTestId('message-card');
    expect(shownCard).toHaveTextContent('王雅琴资深美学咨询师上海美莱医疗美容门诊部Business card');
  });
});

describe('latestCustomerQuestion', () => {
  it('is the customer’s latest text; none when it is a picture or recalled, my messages skipped', () => {
    const q = chatMessage({ fromUserId: 'c_1', fingerPrint: 'q', content: '在哪里？' });
    const mine = chatMessage({ fromUserId: ME, fingerPrint: 'm', content: '您好' });
    expect(latestCustomerQuestion([q, mine])).toEqual({ fingerPrint: 'q', text: '在哪里？' });
    expect(latestCustomerQuestion([q, { ...q, fingerPrint: 'p', msgType: MsgType.Image, content: '{}' }])).toBeUndefined();
    expect(latestCustomerQuestion([q, { ...q, fingerPrint: 'r', isRecalled: true }])).toBeUndefined();
    expect(latestCustomerQuestion([mine])).toBeUndefined();
  });
});
