import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import VisitorChatPage from './visitor-chat-page.tsx';

const meta = preview.meta({ title: 'Pages/Visitor chats (/wechat)', component: VisitorChatPage });

/** The sandbox's visitor chats of demo-main with the message count ranges opened wide. */
export const VisitorChats = meta.story({
  decorators: [withRouter('/wechat?receivedTo=1000&sentTo=1000')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /^(WeChat|微信)$/ })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table');
    const links = await within(table).findAllByRole('link', { name: /^(Open chat: |打开会话：)/ });
    await expect(links.length).toBeGreaterThan(0);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/chat\?chatId=\d+$/));
    await expect(canvas.getByLabelText(/^(Received to|收到消息数止)$/)).toHaveValue('1000');
  },
});

/** The specification's defaults: 0 to 10 messages received and sent. */
export const Defaults = meta.story({
  decorators: [withRouter('/wechat')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^(Received from|收到消息数起)$/)).toHaveValue('0');
    await expect(canvas.getByLabelText(/^(Sent to|发送消息数止)$/)).toHaveValue('10');
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
});
