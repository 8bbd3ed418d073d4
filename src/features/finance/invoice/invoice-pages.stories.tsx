import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import InvoiceDetailPage from './invoice-detail-page.tsx';
import InvoiceListPage from './invoice-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Finance invoices (/finance/invoice)', component: InvoiceListPage });

/** The seeded applications: every status, amounts as ¥, the apply button. */
export const AllInvoices = meta.story({
  decorators: [withRouter('/finance/invoice')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Apply for an invoice|申请开票/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(/^¥[\d,]+\.\d{2}$/)).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^(issued|已开票)$/).length).toBeGreaterThan(0);
  },
});

/** The first seeded application (issued, electronic): its bills and its file. */
export const InvoiceDetail = meta.story({
  render: () => (
    <Routes>
      <Route path="/finance/invoice/info/:id" element={<InvoiceDetailPage />} />
    </Routes>
  ),
  decorators: [withRouter('/finance/invoice/info/2401')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /FP\d+/ }, { timeout: 8000 })).toBeVisible();
    // The invoice's fields and its bills are two tables.
    await expect(canvas.getAllByRole('table')[0]).toBeVisible();
  },
});
