import { expect, screen, userEvent, within } from 'storybook/test';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import CustomerDetailDrawer from './customer-detail-drawer.tsx';

/** The first seeded customer of the Storybook sandbox (ids start at 50001). */
const SEEDED = '50001';

const meta = preview.meta({
  title: 'Customers/Customer detail drawer',
  component: CustomerDetailDrawer,
  decorators: [withRouter(`/customer?id=${SEEDED}`)],
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

const drawer = async () => (await screen.findByText(/^(Customer detail|客户详情)$/)).closest('[role="dialog"]') as HTMLElement;

/** A seeded customer: profile, contacts with the main phone masked, my mark, emergency contact and their orders. */
export const SeededCustomer = meta.story({
  args: { id: SEEDED, onClose: () => {} },
  play: async () => {
    const open = within(await drawer());
    await expect(await open.findByText(/^(Basic information|基本信息)$/)).toBeVisible();
    await expect(await open.findByText(/^KH\d{13}$/)).toBeVisible();
    await expect((await open.findAllByText(/^1\d\d\*{4}\d{4}$|^\+85/)).length).toBeGreaterThan(0);
    await expect(open.getByText(/^(Main|主要)$/)).toBeVisible();
    await expect(open.getByRole('button', { name: /Edit my mark|编辑我的标记/ })).toBeVisible();
    const orders = await open.findByRole('table', { name: /Orders of|的订单/ });
    await expect((await within(orders).findAllByRole('link', { name: /^PD\d+$/ })).length).toBeGreaterThan(0);
  },
});

/** The repeat log tab and the profile form with its validation. */
export const RepeatLogAndProfileForm = meta.story({
  args: { id: SEEDED, onClose: () => {} },
  play: async () => {
    const open = within(await drawer());
    await userEvent.click(await open.findByRole('tab', { name: /Repeat log|重单记录/ }));
    await expect(await open.findByRole('table', { name: /Repeat log of|的重单记录/ })).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: /Edit profile|编辑资料/ }));
    const form = (await screen.findByText(/Edit the profile of|的资料$/)).closest('[role="dialog"]') as HTMLElement;
    const name = within(form).getByLabelText(/^(Name|姓名)$/);
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: /^(Save|保\s?存)$/ }));
    // The message fades in (antd's motion), so it is looked for in the form, not for its opacity.
    await expect(await within(form).findByText(/Enter the customer’s name|请输入客户姓名/)).toBeInTheDocument();
  },
});
