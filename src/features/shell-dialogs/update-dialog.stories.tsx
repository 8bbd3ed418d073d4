import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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

const UPDATE_NOW = /^(update now|立即更新)$/;

export const UpdateAvailable = meta.story({
  decorators: [
    (Story) => {
      installUpdatingDesktop('downloads');
      return <Story />;
    },
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: /New version 1\.4\.0|发现新版本 1\.4\.0/ });
    // The dialog zooms in: visible once its opening animation is over.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(
      within(dialog).getByText(/detected an update, update now or remind in 10 minutes|检测到新版本，立即更新或 10 分钟后提醒/),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: UPDATE_NOW })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^(remind later|稍后提醒)$/ })).toBeVisible();
  },
});

export const DownloadFails = meta.story({
  decorators: [
    (Story) => {
      installUpdatingDesktop('fails');
      return <Story />;
    },
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: UPDATE_NOW }));
    // The download breaks off part way: the failure with its reason, and a retry.
    const failure = await screen.findByText(/(the update failed|更新失败)[:：] ?net::ERR_CONNECTION_RESET/);
    await expect(failure).toBeVisible();
    await expect(screen.getByRole('button', { name: /^(retry|重\s?试)$/ })).toBeVisible();
  },
});
