import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayContactDraft } from '@generated/main/model';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import AccountSigningInfoPage from './account-signing-info-page.tsx';
import AccountSigningPage from './account-signing-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname}</output>;
}

function renderPages(path: string) {
  return renderAtRoute(
    <>
      <Address />
      <Routes>
        <Route path="/finance/accountSigning" element={<AccountSigningPage />} />
        <Route path="/finance/accountSigning/info" element={<AccountSigningInfoPage />} />
      </Routes>
    </>,
    path,
  );
}

const row = () => sandbox.platform.db.payContacts.get(1)!;

const COMPLETE: PayContactDraft = {
  merchantType: 1,
  companyName: '上海美莱医疗美容门诊部有限公司',
  creditCode: '91310105MA1FL3K27X',
  businessLicence: { url: 'finance/sign/licence.jpg' },
  registeredAddress: '上海市长宁区延安西路789号',
  legalName: '周建国',
  legalIdCardNo: '31010419780512403X',
  legalIdCardFront: { url: 'finance/sign/front.jpg' },
  legalIdCardBack: { url: 'finance/sign/back.jpg' },
  contactName: '张慧敏',
  contactPhone: '13900003004',
  accountType: 1,
  accountName: '上海美莱医疗美容门诊部有限公司',
  bankCode: 'CMB',
  bankName: '招商银行',
  provinceCode: '310000',
  cityCode: '310100',
  cnapsCode: '308310100002',
  branchName: '招商银行股份有限公司上海徐汇支行',
  bankAccountNo: '121909857610802',
  openingPermit: { url: 'finance/sign/permit.jpg' },
};

describe('account signing (/finance/accountSigning)', { timeout: 180_000 }, () => {
  it('saves the draft as the person types and resumes it after a reload', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderPages('/finance/accountSigning/info');
    const email = await screen.findByRole('textbox', { name: 'Contact email' }, slow);
    expect(screen.getByRole('textbox', { name: 'Merchant name' })).toHaveValue(row().draft?.companyName);
    // Half-typed and not yet valid: kept as typed all the same.
    await user.type(email, 'finance@meilai');
    expect(await screen.findByText(/^Draft saved at/, {}, slow)).toBeInTheDocument();
    expect(row().draft?.contactEmail).toBe('finance@meilai');
    expect(row().status).toBe(1);
    first.unmount();
    renderPages('/finance/accountSigning/info');
    expect(await screen.findByRole('textbox', { name: 'Contact email' }, slow)).toHaveValue('finance@meilai');
  });

  it('checks every field before submitting and submits nothing invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderPages('/finance/accountSigning/info');
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }, slow));
    expect((await screen.findAllByText('Upload the image', {}, slow)).length).toBe(4);
    await user.clear(screen.getByRole('textbox', { name: 'Unified social credit code' }));
    await user.type(screen.getByRole('textbox', { name: 'Unified social credit code' }), '123');
    expect(await screen.findByText('18 digits or capital letters')).toBeInTheDocument();
    expect(row().status).toBe(1);
  });

  it('searches banks by name', async () => {
    const user = userEvent.setup({ delay: null });
    renderPages('/finance/accountSigning/info');
    const bank = await screen.findByRole('combobox', { name: 'Bank' }, slow);
    await user.click(bank);
    await user.type(bank, '招商');
    // The platform answers the search: only the matching bank is offered.
    await waitFor(
      () => expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['招商银行']),
      slow,
    );
    // The branch needs the bank and the city first.
    expect(screen.getByRole('combobox', { name: 'Branch' })).toBeDisabled();
  });

  it('submits a complete form and the state page then says it is under review', async () => {
    sandbox.platform.db.payContacts.put({ ...row(), draft: COMPLETE });
    const user = userEvent.setup({ delay: null });
    renderPages('/finance/accountSigning/info');
    expect(await screen.findByRole('textbox', { name: 'Account number' }, slow)).toHaveValue('121909857610802');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/finance\/accountSigning$/), slow);
    expect(row().status).toBe(2);
    expect(await screen.findByText('The information is under review by the payment provider.', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('1219 **** **** 0802')).toBeInTheDocument();
  });

  it('offers the signing link once approved and shows the reason of a rejection', async () => {
    sandbox.platform.db.payContacts.put({ ...row(), draft: COMPLETE, status: 4, merchantNo: 'M8826100192' });
    const first = renderPages('/finance/accountSigning');
    const sign = await screen.findByRole('link', { name: 'Sign the e-contract' }, slow);
    expect(sign).toHaveAttribute('href', expect.stringContaining('M8826100192'));
    expect(screen.getByText('M8826100192')).toBeInTheDocument();
    first.unmount();
    sandbox.platform.db.payContacts.put({ ...row(), status: 3, rejectReason: '营业执照不清晰' });
    renderPages('/finance/accountSigning');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText(/营业执照不清晰/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct and resubmit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/finance\/accountSigning\/info$/),
    );
  });
});
