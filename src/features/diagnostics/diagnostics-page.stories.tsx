import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import DiagnosticsPage from './diagnostics-page.tsx';

const meta = preview.meta({ title: 'Pages/Diagnostics (/test)', component: DiagnosticsPage });

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Storybook runs on the test profile's fake gateways.
    await expect(await canvas.findByTestId('diagnostics-profile')).toHaveTextContent(/^test$/);
    await expect(canvas.getByText('http://gw-main.test')).toBeVisible();
    await expect(canvas.getByText('http://gw-chat.test/imclient-hospital')).toBeVisible();
    await expect(canvas.getByTestId('diagnostics-device-id')).toHaveTextContent(/[0-9a-f-]{36}/);
    await expect(canvas.getByText(/^(Alert self-test|提醒自检)$/)).toBeVisible();
  },
});
