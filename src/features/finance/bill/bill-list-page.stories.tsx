import { expect, screen, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import BillListPage from './bill-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Finance bills (/finance/bill)', component: BillListPage });

/** The seeded referral bills of the last twelve months: every status, money as ¥ with separators. */
export const AllBills = meta.story({
  decorators: [withRouter('/finance/bill')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(/^¥[\d,]+\.\d{2}$/)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^(draft|待填写)$/).length).toBe(1);
    await expect(within(table).getAllByText(/^(confirmed|已确认)$/).length).toBeGreaterThan(0);
  },
});

/** The latest bill (a draft) opened by `?id=`: its rows are editable, save and submit offered, no confirm. */
export const DraftBillOpen = meta.story({
  decorators: [withRouter('/finance/bill?id=7023')],
  play: async () => {
    const drawer = await screen.findByRole('dialog', {}, { timeout: 8000 });
    const body = within(drawer);
    await expect(await body.findByRole('button', { name: /^(Save|保存)$/ }, { timeout: 8000 })).toBeDisabled();
    await expect(body.queryByRole('button', { name: /Confirm bill|确认账单/ })).toBeNull();
    await expect((await body.findAllByRole('checkbox', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
  },
});

/** The bill the platform has checked: confirm and report an error are offered. */
export const CheckedBillOpen = meta.story({
  decorators: [withRouter('/finance/bill?id=7021')],
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', {}, { timeout: 8000 }));
    await expect(await drawer.findByRole('button', { name: /Confirm bill|确认账单/ }, { timeout: 8000 })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Report an error|账单报错/ })).toBeVisible();
  },
});
