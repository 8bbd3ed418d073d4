import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge, UpdateState } from '@/lib/desktop/desktop.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { UPDATE_REMIND_MS, UpdateDialog } from './update-dialog.tsx';

const ASK = 'detected an update, update now or remind in 10 minutes';

/** A fake desktop shell whose update state the test drives. */
function installFakeDesktop() {
  const listeners = new Set<(state: UpdateState) => void>();
  const desktop: DesktopBridge = {
    platform: 'win32',
    appVersion: '1.0.0',
    shakeWindow: vi.fn(),
    requestAttention: vi.fn(),
    stopAttention: vi.fn(),
    setBadgeCount: vi.fn(),
    showMessagePreview: vi.fn(),
    closeToLogin: vi.fn(),
    setAutoStart: vi.fn(),
    setHardwareAcceleration: vi.fn(),
    checkForUpdates: vi.fn(),
    installUpdate: vi.fn(),
    onUpdateState: vi.fn((listener: (state: UpdateState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  };
  Object.assign(window, { desktop });
  const report = (state: UpdateState) =>
    act(() => {
      for (const listener of listeners) listener(state);
    });
  return { desktop, report, listeners };
}

beforeEach(() => setLocale('en-US'));
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'desktop');
});

describe('update dialog', () => {
  it('renders nothing in a browser', () => {
    const { container } = renderWithProviders(<UpdateDialog />);
    expect(container.querySelector('.ant-app')).toBeEmptyDOMElement();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
  });

  it('asks when the desktop reports an available update, not before', async () => {
    const { report } = installFakeDesktop();
    renderWithProviders(<UpdateDialog />);
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    await report({ kind: 'available', version: '1.2.0' });
    expect(screen.getByText(ASK)).toBeInTheDocument();
    expect(screen.getByText('New version 1.2.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'update now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'remind later' })).toBeInTheDocument();
  });

  it('"update now" installs and shows the download progress', async () => {
    const { desktop, report } = installFakeDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'update now' }));
    expect(desktop.installUpdate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();

    await report({ kind: 'downloading', percent: 42.4 });
    expect(screen.getByText('downloading the update')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');

    await report({ kind: 'downloaded', version: '1.2.0' });
    expect(screen.getByText('the update is downloaded; the app restarts to install it')).toBeInTheDocument();
  });

  it('says when the update failed and offers to retry', async () => {
    const { desktop, report } = installFakeDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'update now' }));
    await report({ kind: 'error', message: 'net::ERR_CONNECTION_RESET' });
    expect(screen.getByText('the update failed: net::ERR_CONNECTION_RESET')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(desktop.installUpdate).toHaveBeenCalledTimes(2);
  });

  it('"remind later" hides it and asks again after exactly 10 minutes', async () => {
    const { desktop, report } = installFakeDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'remind later' })));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    expect(UPDATE_REMIND_MS).toBe(600_000);

    act(() => void vi.advanceTimersByTime(UPDATE_REMIND_MS - 1));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    expect(desktop.checkForUpdates).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(ASK)).toBeInTheDocument();
    expect(desktop.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(desktop.installUpdate).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', async () => {
    const { listeners } = installFakeDesktop();
    const { unmount } = renderWithProviders(<UpdateDialog />);
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
