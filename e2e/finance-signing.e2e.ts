/**
 * Account signing and e-commerce settlement (issue 17): a pay-contact draft typed, saved on its own
 * and resumed after a reload; the platform approves the submitted form (control API `review`, kind
 * paycontact) and the signing link shows; a settlement month opens with its orders and totals.
 */
import { expect, sandbox, signIn, test } from './fixtures.ts';
import { dataOf, mainGateway } from './gateway.ts';

test.describe('account signing (/finance/accountSigning)', () => {
  test('a draft survives a reload; an approved form offers the signing link', async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto('/#/finance/accountSigning');
    await expect(page.getByText('A draft is saved. Continue filling it in and submit it for review.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue filling in' }).click();
    await expect(page).toHaveURL(/#\/finance\/accountSigning\/info/);
    const account = page.getByRole('textbox', { name: 'Account number' });
    await account.fill('6225 8802 1234 5678');
    await expect(page.getByText(/^Draft saved at/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('6225880212345678');
    // The bank is searched by name.
    const bank = page.getByRole('combobox', { name: 'Bank' });
    await bank.click();
    await bank.fill('招商');
    // Picked with the keyboard once it is the active option: a click could land while the
    // searched list re-renders and be lost.
    await expect(page.locator('.ant-select-item-option[title="招商银行"]')).toHaveClass(/ant-select-item-option-active/);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Draft saved at/)).toBeVisible();
    // Submitting the incomplete form is refused on the form: nothing is sent.
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Upload the image').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to the signing state' }).click();
    await expect(page.getByText('A draft is saved. Continue filling it in and submit it for review.')).toBeVisible();
  });

  test('a submitted form approved by the platform offers the signing link', async ({ page }) => {
    test.slow();
    await signIn(page);
    // The complete form goes in through the gateway (its images would need real uploads on screen).
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('hospital-client:token'))) ?? 'null') as string;
    const gateway = mainGateway(token);
    const draft = (await dataOf(gateway.GET('/api/pc/1.0/paycontact/getDraft'))) ?? {};
    const branches = await dataOf(
      gateway.GET('/api/pc/1.0/paycontact/getBankBranchList', { params: { query: { bankCode: 'CMB', cityCode: '310100' } } }),
    );
    const image = (name: string) => ({ url: `finance/sign/${name}.jpg` });
    await dataOf(
      gateway.POST('/api/pc/1.0/paycontact/save', {
        body: {
          ...draft,
          merchantType: 1,
          companyName: '上海美莱医疗美容门诊部有限公司',
          creditCode: '91310105MA1FL3K27X',
          businessLicence: image('licence'),
          registeredAddress: '上海市长宁区延安西路789号',
          legalName: '周建国',
          legalIdCardNo: '31010419780512403X',
          legalIdCardFront: image('front'),
          legalIdCardBack: image('back'),
          contactName: '张慧敏',
          contactPhone: '13900003004',
          accountType: 1,
          accountName: '上海美莱医疗美容门诊部有限公司',
          bankCode: 'CMB',
          provinceCode: '310000',
          cityCode: '310100',
          cnapsCode: branches[0]!.cnapsCode,
          bankAccountNo: '121909857610802',
          openingPermit: image('permit'),
        },
      }),
    );
    await page.goto('/#/finance/accountSigning');
    await expect(page.getByText('The information is under review by the payment provider.')).toBeVisible();
    await sandbox('POST', 'review', { kind: 'paycontact', id: 1, decision: 'approve' });
    await page.getByRole('button', { name: 'Refresh the state' }).click();
    await expect(page.getByRole('link', { name: 'Sign the e-contract' })).toHaveAttribute(
      'href',
      /^https:\/\/esign\.example\.invalid\/sign\/M\d+$/,
    );
    // The form is read-only while waiting for the signature.
    await page.getByRole('link', { name: 'View the information' }).click();
    await expect(page.getByRole('textbox', { name: 'Account number' })).toBeDisabled();
  });
});

test.describe('e-commerce settlement (/finance/ecommerce)', () => {
  test('the finance default lists the months and opens one with its orders and totals', async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto('/#/finance');
    await expect(page).toHaveURL(/#\/finance\/ecommerce/);
    const table = page.getByRole('table', { name: 'Monthly e-commerce settlements' });
    const open = table.getByRole('button', { name: /^Details \d{4}-\d{2}$/ }).first();
    const month = ((await open.getAttribute('aria-label')) ?? '').replace('Details ', '');
    await open.click();
    const drawer = page.getByRole('dialog').filter({ hasText: `E-commerce settlement ${month}` });
    await expect(drawer.getByTestId('total-settleAmount')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expect(
      drawer
        .getByRole('table', { name: 'Orders of the month' })
        .getByText(/^EC\d+$/)
        .first(),
    ).toBeVisible();
  });
});
