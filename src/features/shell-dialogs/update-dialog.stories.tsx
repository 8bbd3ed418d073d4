import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { DesktopBridge, UpdateState } from '@/lib/desktop/desktop.ts';
import preview from '../../../.storybook/preview.tsx';
import { UpdateDialog } from './update-dialog.tsx';

/** A fake desktop shell: an update is available; installing downloads it (or fails). */
function fakeDesktop(outcome: 'downloads' | 'fails'): DesktopBridge {
  const listeners = new Set<(state: UpdateState) => void>();
  let state: UpdateState = { kind: 'available', version: '1.4.0' };
  const emit = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const noop = () => {};
  return {
    platform: 'win32',
    appVersion: '1.3.2',
    shakeWindow: noop,
    requestAttention: noop,
    stopAttention: noop,
    setBadgeCount: noop,
    showMessagePreview: noop,
    closeToLogin: noop,
    setAutoStart: noop,
    setHardwareAcceleration: noop,
    checkForUpdates: () => emit({ kind: 'available', version: '1.4.0' }),
    installUpdate: () => {
      let percent = 0;
      const timer = setInterval(() => {
        percent += 9;
        if (outcome === 'fails' && percent > 40) {
          clearInterval(timer);
          emit({ kind: 'error', message: 'net::ERR_CONNECTION_RESET' });
        } else if (percent >= 100) {
          clearInterval(timer);
          emit({ kind: 'downloaded', version: '1.4.0' });
        } else emit({ kind: 'downloading', percent });
      }, 300);
    },
    onUpdateState: (listener) => {
      listeners.add(listener);
      listener(state);
      return () => listeners.delete(listener);
    },
  };
}

function Workbench({ children }: { children: ReactNode }) {
  return <div style={{ padding: 24, minHeight: 240, background: '#f5f5f5' }}>{children}</div>;
}

const meta = preview.meta({
  title: 'Shell dialogs/Update dialog',
  component: UpdateDialog,
  // The fake shell is set by each story's decorator; forget it when the story is left.
  beforeEach: () => () => {
    Reflect.deleteProperty(window, 'desktop');
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Workbench>
          <Story />
        </Workbench>
      </MemoryRouter>
    ),
  ],
});

export const UpdateAvailable = meta.story({
  decorators: [
    (Story) => {
      Object.assign(window, { desktop: fakeDesktop('downloads') });
      return <Story />;
    },
  ],
});

export const DownloadFails = meta.story({
  decorators: [
    (Story) => {
      Object.assign(window, { desktop: fakeDesktop('fails') });
      return <Story />;
    },
  ],
});
