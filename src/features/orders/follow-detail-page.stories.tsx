import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import FollowDetailPage from './follow-detail-page.tsx';

const meta = preview.meta({ title: 'Pages/Orders follow detail (/FollowDetail)', component: FollowDetailPage });

/** An order's detail in a window of its own: customer, contacts, order, timeline, doctors, deals. */
export const OneOrder = meta.story({
  decorators: [withRouter('/FollowDetail?id=880002')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /· F\d+$/ })).toBeVisible();
    await expect(canvas.getByTestId('customer-phone')).toHaveTextContent(/^1\d{2}(\*{4}|\d{4})\d{4}$/);
    await expect(canvas.getByText(/^(Contacts|联系方式)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Follow timeline|跟进记录)$/)).toBeVisible();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
});

/** No such order. */
export const NotFound = meta.story({
  decorators: [withRouter('/FollowDetail?id=abc')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/This order could not be found|没有找到这个订单/)).toBeVisible();
  },
});

/** The platform's follow tasks of the order, each with its type, status and deadline. */
export const FollowTasksTab = meta.story({
  decorators: [withRouter('/FollowDetail?id=880002')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^(Follow tasks|跟进任务)$/ }));
    const list = await canvas.findByRole('list', { name: /^(Follow tasks|跟进任务)$/ });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(/^(Due|Done|截止|完成于) /).length).toBeGreaterThan(0);
  },
});

/** The customer's follow archive across their orders. */
export const ClientArchiveTab = meta.story({
  decorators: [withRouter('/FollowDetail?id=880002')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^(Client archive|客户跟进档案)$/ }));
    // Hidden tabs are destroyed, so the records on screen are the archive's.
    // antd hides the checkbox input itself under its styled box: its label is what shows.
    await expect(await canvas.findByText(/^(Only this order|只看本订单)$/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^(Only this order|只看本订单)$/ })).not.toBeChecked();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
});
