import { expect, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { AutoDuplicateSettingCard } from './auto-duplicate-setting-card.tsx';

const meta = preview.meta({ title: 'Auto duplicate check/Setting', component: AutoDuplicateSettingCard });

/** A hospital that never saved a setting: the defaults, and the chat's order-check keywords. */
export const Defaults = meta.story({
  decorators: [withRouter('/order/autoCheck')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Defaults apply|使用默认设置/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Check new dispatches automatically|自动查重新派单/ })).not.toBeChecked();
    await expect(await canvas.findByText('交定金')).toBeVisible();
  },
});

/** Too short a look-back is stopped in the form. */
export const LookbackOutOfRange = meta.story({
  decorators: [withRouter('/order/autoCheck')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findByRole('spinbutton', { name: /Hospital customers of the last|院内客户范围/ });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|保\s?存)$/ }));
    await expect(await canvas.findByText(/Between 30 and 1095 days|须在 30 至 1095 天之间/)).toBeVisible();
  },
});
