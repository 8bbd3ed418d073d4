import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import EcommerceSettlementPage from './ecommerce-settlement-page.tsx';

const meta = preview.meta({ title: 'Pages/Finance e-commerce settlement (/finance/ecommerce)', component: EcommerceSettlementPage });

/** The months of the seeded sku orders (accruing, to be settled, settled); the latest opened with its orders and totals. */
export const Months = meta.story({
  decorators: [withRouter('/finance/ecommerce')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 8000 });
    await expect((await within(table).findAllByText(/^¥[\d,]+\.\d{2}$/)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^(settled|已结算)$/).length).toBeGreaterThan(0);
    const [first] = within(table).getAllByRole('button', { name: /^(Details|明细) \d{4}-\d{2}$/ });
    await userEvent.click(first!);
    const drawer = within(canvasElement.ownerDocument.body);
    await expect(await drawer.findByTestId('total-settleAmount', {}, { timeout: 8000 })).toHaveTextContent(/^¥[\d,]+\.\d{2}$/);
  },
});
