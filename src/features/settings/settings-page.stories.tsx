import { getGetUserConfigMockHandler } from '@generated/main/common/common.msw.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { answer, failure, success } from '@/testing/gateway-handlers.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import SettingsPage from './settings-page.tsx';

const meta = preview.meta({ title: 'Pages/Settings (/setting)', component: SettingsPage, decorators: [withRouter('/setting')] });

/** In a browser, as demo-main keeps them in the sandbox (the defaults until something is saved). */
export const Browser = meta.story({});

/** Nothing saved yet: the specification's defaults. */
export const Defaults = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(getGetUserConfigMockHandler(success([])));
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
});

/** The settings could not be loaded: an error with a retry. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(answer(getGetUserConfigMockHandler, () => failure('service temporarily unavailable, please refresh and retry')));
  },
});
