import { DEMO_CODES } from '@mocks/db/seed-order-extras.ts';
import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { VerificationPanel } from './verification-panel.tsx';

const meta = preview.meta({ title: 'Verification/Panel', component: VerificationPanel });

/** A third-party code opened with the code filled in: its platform, product and uses. */
export const ThirdPartyCode = meta.story({
  args: { initialCode: DEMO_CODES.thirdParty },
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Verification code|核销码/ })).toHaveValue(DEMO_CODES.thirdParty);
    await expect(await canvas.findByText(/third-party order|第三方平台订单/)).toBeVisible();
    await expect(canvas.getByText(/^(unused|未使用)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Write off|确认核销)$/ })).toBeEnabled();
  },
});

/** An expired code: shown as expired, with why it cannot be written off. */
export const ExpiredCode = meta.story({
  args: { initialCode: DEMO_CODES.expired },
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(expired|已过期)$/)).toBeVisible();
    await expect(canvas.getByText(/cannot be written off|不能核销/)).toBeVisible();
  },
});
