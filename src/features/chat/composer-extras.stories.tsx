import { useListChats } from '@generated/chat/chats/chats.ts';
import { MsgType } from '@generated/chat/model';
import { Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { startStorySession } from '@/testing/story-session.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { Composer } from './composer.tsx';
import type { OutgoingBody } from './send-message.ts';

function withSession(Story: () => ReactNode) {
  startStorySession();
  return <Story />;
}

/** The composer of one of the sandbox's private chats, its latest message as the bot's question. */
function ComposerOfAChat({ onSend, onSendBody }: { onSend: (text: string) => void; onSendBody: (body: OutgoingBody) => void }) {
  const chats = useListChats({ page: 1, limit: 20 });
  const chat = chats.data?.data.list.find((row) => row.lastMessage?.msgType === MsgType.Text);
  if (!chat?.lastMessage) return <Spin />;
  return (
    <Flex vertical style={{ width: 640, border: '1px solid #f0f0f0' }}>
      <Composer
        chatId={chat.chatId}
        onSend={onSend}
        onSendBody={onSendBody}
        botQuestion={{ fingerPrint: chat.lastMessage.fingerPrint, text: '请问热玛吉多少钱？医院地址在哪？' }}
      />
    </Flex>
  );
}

const meta = preview.meta({
  title: 'Chat/Composer extras',
  component: ComposerOfAChat,
  decorators: [withRouter('/chat'), withSession],
  args: { onSend: fn(), onSendBody: fn() },
});

const sentBody = (mock: unknown, call: number) =>
  (mock as { mock: { calls: [OutgoingBody][] } }).mock.calls[call]?.[0] ?? { msgType: 0, content: '{}' };

/**
 * The sandbox's face bags (a tab per bag, its drawn stickers), the hospital bot's suggestions for
 * the customer's question filling the input, and my business card with its signature switch.
 */
export const StickersBotAndCard = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Popovers render into the document body.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Stickers|表情包)$/ }, { timeout: 5000 }));
    const tabs = await page.findByRole('tablist', undefined, { timeout: 5000 });
    await expect(within(tabs).getAllByRole('tab').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(within(tabs).getByRole('tab', { name: /萌兔问候/ }));
    const sticker = await page.findByRole('button', { name: /^(Send sticker |发送表情)\[比心\]$/ });
    await waitFor(() => expect(sticker).toBeVisible());
    await userEvent.click(sticker);
    await waitFor(() => expect(args.onSendBody).toHaveBeenCalledTimes(1));
    await expect(sentBody(args.onSendBody, 0).msgType).toBe(MsgType.Emoji);
    await expect(JSON.parse(sentBody(args.onSendBody, 0).content)).toMatchObject({ bagId: 2, faceId: 203, name: '[比心]' });

    // The bot's suggestions: the sandbox answers the price of 热玛吉 and the hospital's address.
    await userEvent.click(canvas.getByRole('button', { name: /(Bot suggestions|机器人回复)$/ }));
    const list = await canvas.findByRole('group', { name: /^(Suggested replies|推荐回复)$/ }, { timeout: 5000 });
    const replies = within(list).getAllByRole('button');
    await expect(replies.length).toBeGreaterThanOrEqual(2);
    await expect(list).toHaveTextContent('16800元');
    await expect(list).toHaveTextContent('延安西路789号');
    const first = replies[0]?.textContent ?? '';
    await userEvent.click(replies[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: /^(Message|输入消息)$/ })).toHaveValue(first);
    await expect(args.onSend).not.toHaveBeenCalled();

    // My business card: a preview, the signature switch, and sending it.
    await userEvent.click(canvas.getByRole('button', { name: /^(Business card|名片)$/ }));
    const preview = await page.findByTestId('business-card-preview', undefined, { timeout: 5000 });
    // The popover zooms in: visible once its animation has begun.
    await waitFor(() => expect(within(preview).getByRole('switch', { name: /^(Signature|签名)$/ })).toBeVisible());
    await userEvent.click(within(preview).getByRole('button', { name: /^(Send business card|发送名片)$/ }));
    await waitFor(() => expect(args.onSendBody).toHaveBeenCalledTimes(2));
    await expect(sentBody(args.onSendBody, 1).msgType).toBe(MsgType.BusinessCard);
    await expect(JSON.parse(sentBody(args.onSendBody, 1).content)).toMatchObject({ userId: 'h_3001' });
  },
});
