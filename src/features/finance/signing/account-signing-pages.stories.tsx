import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import AccountSigningInfoPage from './account-signing-info-page.tsx';
import AccountSigningPage from './account-signing-page.tsx';

const meta = preview.meta({ title: 'Pages/Finance account signing (/finance/accountSigning)', component: AccountSigningPage });

/** The seeded state: a draft saved, the steps at "fill in", continue filling in. */
export const DraftState = meta.story({
  decorators: [withRouter('/finance/accountSigning')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Continue filling in|继续填写/ }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(/上海美莱医疗美容门诊部有限公司/)).toBeVisible();
  },
});

/** The seeded draft resumed in the form: the merchant filled in, the account still empty. */
export const DraftForm = meta.story({
  render: () => <AccountSigningInfoPage />,
  decorators: [withRouter('/finance/accountSigning/info')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Merchant name|商户名称/ }, { timeout: 8000 });
    await expect(name).toHaveValue('上海美莱医疗美容门诊部有限公司');
    await expect(canvas.getByRole('textbox', { name: /Account number|银行账号/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: /Submit for review|提交审核/ })).toBeEnabled();
  },
});
