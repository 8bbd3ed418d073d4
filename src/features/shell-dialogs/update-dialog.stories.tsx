import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { UpdateState } from '@/lib/desktop/desktop.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import preview from '../../../.storybook/preview.tsx';
import { UpdateDialog } from './update-dialog.tsx';

/** The shared fake desktop shell: an update is available; installing downloads it (or fails). */
function installUpdatingDesktop(outcome: 'downloads' | 'fails'): void {
  const available: UpdateState = { kind: 'available', version: '1.4.0' };
  const desktop = installFakeDesktop({ appVersion: '1.3.2', updateState: available });
  desktop.checkForUpdates = () => desktop.emitUpdateState(available);
  desktop.installUpdate = () => {
    let percent = 0;
    const timer = setInterval(() => {
      percent += 9;
      if (outcome === 'fails' && percent > 40) {
        clearInterval(timer);
        desktop.emitUpdateState({ kind: 'error', message: 'net::ERR_CONNECTION_RESET' });
      } else if (percent >= 100) {
        clearInterval(timer);
        desktop.emitUpdateState({ kind: 'downloaded', version: '1.4.0' });
      } else desktop.emitUpdateState({ kind: 'downloading', percent });
    }, 300);
  };
}

function Workbench({ children }: { children: ReactNode }) {
  return <div style={{ padding: 24, minHeight: 240, background: '#f5f5f5' }}>{children}</div>;
}

const meta = preview.meta({
  title: 'Shell dialogs/Update dialog',
  component: UpdateDialog,
  // The fake shell is set by each story's decorator; forget it when the story is left.
  beforeEach: () => removeFakeDesktop,
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
      installUpdatingDesktop('downloads');
      return <Story />;
    },
  ],
});

export const DownloadFails = meta.story({
  decorators: [
    (Story) => {
      installUpdatingDesktop('fails');
      return <Story />;
    },
  ],
});
