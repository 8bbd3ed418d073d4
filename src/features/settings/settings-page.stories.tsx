import { getGetUserConfigMockHandler } from '@generated/main/common/common.msw.ts';
import { expect, within } from 'storybook/test';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { answer, failure, success } from '@/testing/gateway-handlers.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import SettingsPage from './settings-page.tsx';

const meta = preview.meta({ title: 'Pages/Settings (/setting)', component: SettingsPage, decorators: [withRouter('/setting')] });

const HEADING = { name: /^(Settings|系统设置)$/ };
const PREVIEW = { name: /^(Message preview|消息预览)$/ };

/** In a browser, as demo-main keeps them in the sandbox (the defaults until something is saved). */
export const Browser = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', HEADING)).toBeVisible();
    // The form itself, not its loading skeleton: the switches and the save button.
    await expect(await canvas.findByRole('switch', PREVIEW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Save|保\s?存)$/ })).toBeVisible();
    // Desktop-only settings are not offered in a browser.
    await expect(canvas.queryByText(/Start with the computer|开机自启动/)).not.toBeInTheDocument();
  },
});

/** Nothing saved yet: the specification's defaults. */
export const Defaults = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(getGetUserConfigMockHandler(success([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Section 4's defaults: preview, sound, tray flash and shake on; dispatch-shake mode off; sound 1.
    await expect(await canvas.findByRole('switch', PREVIEW)).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Message sound|消息提示音)$/ })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Tray flash and system notice|托盘闪烁与系统通知)$/ })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Shake the window on dispatches|派单时窗口抖动)$/ })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Dispatch shake mode|派单震动模式)$/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^(New chat message|新消息)$/ })).toBeChecked();
  },
});

/** In the desktop shell: auto start and hardware acceleration appear. */
export const Desktop = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      getGetUserConfigMockHandler(
        success([
          { key: 'volumeId', value: '3', topic: 'setting' },
          { key: 'isShake', value: '0', topic: 'setting' },
          { key: 'autoStart', value: '0', topic: 'setting' },
        ]),
      ),
    );
    installFakeDesktop({ appVersion: '3.2.1' });
    return removeFakeDesktop;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The desktop-only switches, and what this user saved.
    await expect(await canvas.findByRole('switch', { name: /^(Start with the computer|开机自启动)$/ })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Disable hardware acceleration|禁用硬件加速)$/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^(Apple|苹果)$/ })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(Shake the window on dispatches|派单时窗口抖动)$/ })).not.toBeChecked();
  },
});

/** The settings could not be loaded: an error with a retry. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answer(getGetUserConfigMockHandler, () => failure('service temporarily unavailable, please refresh and retry')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The kit's QueryBoundary says it (the common texts), not a settings text of its own.
    await expect(await canvas.findByText(/^(This could not be loaded, please retry|加载失败，请重试)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Retry|重\s?试)$/ })).toBeVisible();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
});
