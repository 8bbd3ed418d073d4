import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatCents, sumCents } from '@/lib/money/money.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import InvoiceDetailPage from './invoice-detail-page.tsx';
import InvoiceListPage from './invoice-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function renderPages(path: string) {
  renderAtRoute(
    <>
      <Address />
      <Routes>
        <Route path="/finance/invoice" element={<InvoiceListPage />} />
        <Route path="/finance/invoice/info/:id" element={<InvoiceDetailPage />} />
      </Routes>
    </>,
    path,
  );
}

describe('invoices (/finance/invoice)', { timeout: 180_000 }, () => {
  it('validates the application, sums the chosen bills exactly, applies and opens the detail', async () => {
    const paid = sandbox.platform.db.financeBills.list().filter((b) => b.status === 2 && b.payStatus === 2 && !b.isInvoiced);
    const user = userEvent.setup({ delay: null });
    renderPages('/finance/invoice');
    await user.click(await screen.findByRole('button', { name: 'Apply for an invoice' }, slow));
    const form = within((await screen.findByText('Bills to invoice', {}, slow)).closest<HTMLElement>('[role="dialog"]')!);
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Invoice title' })).not.toHaveValue(''), slow);
    // Nothing chosen: refused on the form.
    await user.click(form.getByRole('button', { name: 'Apply for an invoice' }));
    expect(await form.findByText('Choose at least one paid bill')).toBeInTheDocument();
    // A special invoice needs its bank.
    await user.click(form.getByRole('radio', { name: 'special VAT invoice' }));
    await user.clear(form.getByRole('textbox', { name: 'Bank' }));
    await user.click(form.getByRole('button', { name: 'Apply for an invoice' }));
    expect((await form.findAllByText('Required for a special invoice')).length).toBeGreaterThan(0);
    await user.click(form.getByRole('radio', { name: 'electronic general VAT invoice' }));
    for (const bill of paid) await user.click(form.getByRole('checkbox', { name: new RegExp(bill.billNo) }));
    expect(form.getByTestId('invoice-total')).toHaveTextContent(formatCents(sumCents(paid.map((b) => b.amountPaid))));
    const before = sandbox.platform.db.invoices.count();
    await user.click(form.getByRole('button', { name: 'Apply for an invoice' }));
    await waitFor(() => expect(sandbox.platform.db.invoices.count()).toBe(before + 1), slow);
    const created = sandbox.platform.db.invoices.first({ sort: ['-applyTime'] })!;
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`/finance/invoice/info/${created.id}`), slow);
    expect(await screen.findByRole('heading', { name: `Invoice ${created.applyNo}` }, slow)).toBeInTheDocument();
    expect(screen.getByText('The file is available once the invoice is issued')).toBeInTheDocument();
  });
});
