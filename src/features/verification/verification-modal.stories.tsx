import { DEMO_CODES } from '@mocks/db/seed-order-extras.ts';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { VerificationButton } from './verification-modal.tsx';

const meta = preview.meta({ title: 'Verification/Write-off button and dialog', component: VerificationButton });

async function lookUp(canvasElement: HTMLElement, code: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Write off a code|核\s?销/ }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Verification code|核销码/ }), code);
  await userEvent.click(within(dialog).getByRole('button', { name: /Look up|查\s?询/ }));
  return dialog;
}

/** An unused sku code: what it is for, then one write-off; the code then reads used. */
export const WriteOffOnce = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const dialog = await lookUp(canvasElement, DEMO_CODES.strictSelect);
    await expect(await within(dialog).findByText(/strict-select order|严选订单/)).toBeVisible();
    await expect(within(dialog).getByText(/^(unused|未使用)$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Write off|确认核销)$/ }));
    await expect(await within(dialog).findByText(/Written off|核销成功/)).toBeVisible();
    await expect(await within(dialog).findByText(/^(used|已核销)$/)).toBeVisible();
  },
});

/** A used code: shown as used, and a write-off is refused with the platform's message. */
export const SecondWriteOffRefused = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const dialog = await lookUp(canvasElement, DEMO_CODES.used);
    await expect(await within(dialog).findByText(/^(used|已核销)$/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Write off|确认核销)$/ }));
    await expect(await within(dialog).findByText(/不能重复核销/)).toBeVisible();
  },
});

/** An unknown code: the platform's message beside the code. */
export const UnknownCode = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const dialog = await lookUp(canvasElement, '123456789999');
    await expect(await within(dialog).findByText('核销码不存在，请核对后重新输入')).toBeVisible();
  },
});
