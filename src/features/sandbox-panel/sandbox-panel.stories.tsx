import { expect, screen, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { SandboxPanel } from './sandbox-panel.tsx';

const meta = preview.meta({ title: 'Sandbox/Sandbox panel', component: SandboxPanel });

const OPEN = { name: /^(Sandbox|沙\s?箱)$/ };

export const Closed = meta.story({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', OPEN)).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
});

export const Open = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: /Sandbox platform|沙箱平台/ }));
    for (const section of [
      /^(Dispatch an order|派单)$/,
      /^(Push a notification|推送通知)$/,
      /^(WeChat binding|微信绑定)$/,
      /^(Gateway faults|网关故障)$/,
    ])
      await expect(panel.getByText(section)).toBeVisible();
  },
});
