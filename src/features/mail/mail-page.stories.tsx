import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import MailPage from './mail-page.tsx';

const meta = preview.meta({ title: 'Pages/Mail (/email)', component: MailPage });

/** The sandbox's inbox: unread count, filters, the mail with unread ones marked. */
export const Inbox = meta.story({
  decorators: [withRouter('/email')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /^(Email|邮件)$/ })).toBeVisible();
    await expect(await canvas.findByText(/^(\d+ unread mails?|\d+ 封未读邮件)$/)).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(/^(Unread|未读)$/)).length).toBeGreaterThan(0);
  },
});

/** Opened from a link with the reconciliation notices only. */
export const Reconciliation = meta.story({
  decorators: [withRouter('/email?category=1')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const rows = await within(table).findAllByText(/(转诊服务费对账通知)$/);
    await expect(rows.length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/运营月报$/)).toBeNull();
  },
});
