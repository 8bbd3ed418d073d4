import type { ChatMessage } from '@generated/chat/model';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import preview from '../../../.storybook/preview.tsx';
import { MessageBubble } from './message-bubble.tsx';

const ME = 'h_3001';
const NOW = Date.parse('2026-11-22T09:31:00');
const customer = { realName: '李女士', chatName: '李女士', avatar: '' };

function message(overrides: Partial<ConversationMessage>): ConversationMessage {
  return {
    chatId: '520018',
    chatType: '2',
    fromUserId: 'c_889201',
    toUserId: '520018',
    fromUser: customer,
    msgType: 1,
    content: '',
    sendTime: '2026-11-22 09:30:00',
    sendTimestamp: NOW - 60_000,
    fingerPrint: 'fp-story',
    refMessage: null,
    refFingerPrint: null,
    atUserIds: [],
    bizType: 0,
    isRecalled: false,
    isRead: false,
    ...overrides,
  };
}

const json = (value: object) => JSON.stringify(value);

const meta = preview.meta({
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  args: { myImId: ME, now: NOW, message: message({ content: '你好' }), onRecall: fn(), onRetry: fn(), onQuoteClick: fn() },
});

/** Text with a safe link; an unsafe address stays text. */
export const Text = meta.story({
  args: { message: message({ content: '活动详情见 https://m.yimei.example/article/2231 javascript:alert(1)' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'https://m.yimei.example/article/2231' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
});

export const Image = meta.story({
  args: { message: message({ msgType: 2, content: json({ url: 'https://img.yimei.example/chat/a81f.jpg', width: 1080, height: 1440 }) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Image|图片/ })).toHaveAttribute(
      'src',
      'https://img.yimei.example/chat/a81f.jpg-m',
    );
  },
});

const videoMessage = message({
  msgType: 4,
  content: json({
    url: 'https://img.yimei.example/chat/case.mp4',
    coverUrl: 'https://img.yimei.example/chat/case.mp4?vframe/jpg/offset/1/w/500',
    duration: 35,
  }),
});

export const Video = meta.story({
  args: { message: videoMessage },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video');
    await expect(video?.getAttribute('poster')).toContain('offset/1/w/500');
  },
});

/** The file host no longer has the video (an expired link): the bubble says so under the cover. */
export const VideoUnavailable = meta.story({
  args: { message: videoMessage },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('video')?.dispatchEvent(new Event('error'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(/cannot be played|无法播放/);
  },
});

export const File = meta.story({
  args: {
    message: message({
      msgType: 5,
      content: json({ url: 'https://img.yimei.example/chat/price.pdf', fileName: '光子嫩肤价目表.pdf', size: 1048576 }),
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /光子嫩肤价目表\.pdf/ })).toHaveTextContent('光子嫩肤价目表.pdf (1.0 MB)');
  },
});

export const OrderCard = meta.story({
  args: {
    message: message({ msgType: 8, content: json({ orderId: 880123, number: 'PD202611220001', spuName: '双眼皮全切', price: 6800 }) }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('message-card');
    await expect(card).toBeVisible();
    await expect(card).toHaveTextContent(/双眼皮全切(Order number|订单号) PD202611220001¥6,800\.00(Order|订单)/);
  },
});

export const BusinessCard = meta.story({
  args: {
    message: message({
      msgType: 7,
      content: json({ userId: 'h_3001', realName: '王雅琴', hospitalName: '上海美莱医疗美容门诊部', position: '资深美学咨询师' }),
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('message-card');
    await expect(card).toBeVisible();
    await expect(card).toHaveTextContent(/王雅琴资深美学咨询师上海美莱医疗美容门诊部(Business card|个人名片)/);
  },
});

/** A project (SPU) card (msgType 9), with its cover and price. */
export const ProjectCard = meta.story({
  args: {
    message: message({ msgType: 9, content: json({ spuId: 5501, spuName: '热玛吉五代全脸', price: 12800, cover: '' }) }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('message-card')).toHaveTextContent(/热玛吉五代全脸¥12,800\.00(Project|项目)/);
  },
});

/** A group notice line (nType 1). */
export const SystemLine = meta.story({
  args: { message: message({ msgType: 99, content: '王雅琴邀请张女士加入了群聊' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('system-line')).toHaveTextContent('王雅琴邀请张女士加入了群聊');
  },
});

export const Recalled = meta.story({
  args: { message: message({ isRecalled: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('system-line')).toHaveTextContent(/李女士/);
  },
});

/** A reply quoting an earlier message; clicking the quote asks to jump to it. */
export const QuotedReply = meta.story({
  args: {
    message: message({
      fromUserId: ME,
      fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' },
      content: '您好，双眼皮全切目前活动价6800元',
      refFingerPrint: 'fp-q',
      refMessage: {
        fingerPrint: 'fp-q',
        fromUserId: 'c_889201',
        fromUser: customer,
        msgType: 1,
        content: '双眼皮全切大概多少钱？',
        isRecalled: false,
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const quote = within(canvasElement).getByRole('button', { name: /Quoted message|引用消息/ });
    await expect(quote).toHaveTextContent('李女士: 双眼皮全切大概多少钱？');
    await userEvent.click(quote);
    await expect(args.onQuoteClick).toHaveBeenCalledWith('fp-q');
  },
});

/** My message that could not be sent: marked, with resend. */
export const Failed = meta.story({
  args: {
    message: message({
      fromUserId: ME,
      fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' },
      content: '在吗',
      sendStatus: 'failed',
    } as Partial<ChatMessage>),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Not sent|发送失败/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Resend|重新发送/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
});

/** My message within the recall window: recall offered. */
export const RecallOffered = meta.story({
  args: { message: message({ fromUserId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' }, content: '发错了' }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Recall|撤回/ }));
    await expect(args.onRecall).toHaveBeenCalled();
  },
});
