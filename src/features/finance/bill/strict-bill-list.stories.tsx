import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import BillListPage from './bill-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Finance strict-select bills (/finance/bill tab)', component: BillListPage });

/** The seeded strict-select bills: every status, money as ¥ with separators. */
export const StrictSelectBills = meta.story({
  decorators: [withRouter('/finance/bill?tab=strictSelect')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /^(Strict-select bills|严选账单)$/ }, { timeout: 8000 });
    await expect((await within(table).findAllByText(/^¥[\d,]+\.\d{2}$/)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^(to confirm|待确认)$/).length).toBe(2);
    await expect(within(table).getByText(/^(settled|已结算)$/)).toBeVisible();
    await expect(within(table).getByText(/^(error reported|已报错)$/)).toBeVisible();
  },
});

/** The newest bill opened: its orders listed, Confirm and Report an error offered. */
export const BillToConfirmOpen = meta.story({
  decorators: [withRouter('/finance/bill?tab=strictSelect')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Open|查看) YXZD202610008801$/ }, { timeout: 8000 }));
    const title = await screen.findByText(/^(Strict-select bill|严选账单) YXZD202610008801$/, {}, { timeout: 8000 });
    const drawer = within(title.closest<HTMLElement>('[role="dialog"]')!);
    const orders = await drawer.findByRole('table', { name: /^(Orders in this bill|账单订单)$/ }, { timeout: 8000 });
    await expect((await within(orders).findAllByText(/^YX\d+$/)).length).toBeGreaterThan(0);
    await expect(drawer.getByRole('button', { name: /^(Confirm bill|确认账单)$/ })).toBeEnabled();
    await expect(drawer.getByRole('button', { name: /^(Report an error|账单报错)$/ })).toBeEnabled();
  },
});

/** A link to the error-reported bill (`ysId` in the address) opens its drawer: the reason shown, both actions disabled until the platform reissues it. */
export const ReportedBillFromAddress = meta.story({
  decorators: [withRouter('/finance/bill?tab=strictSelect&ysId=8802')],
  play: async () => {
    const title = await screen.findByText(/^(Strict-select bill|严选账单) YXZD\d{6}008802$/, {}, { timeout: 8000 });
    const drawer = within(title.closest<HTMLElement>('[role="dialog"]')!);
    await expect(await drawer.findByText(/已到院治疗，未计入本期账单$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^(Confirm bill|确认账单)$/ })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: /^(Report an error|账单报错)$/ })).toBeDisabled();
  },
});
