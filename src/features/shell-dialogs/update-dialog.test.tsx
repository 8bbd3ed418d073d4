import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateState } from '@/lib/desktop/desktop.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { UPDATE_REMIND_MS, UpdateDialog } from './update-dialog.tsx';

const ASK = 'detected an update, update now or remind in 10 minutes';

/** The shared fake desktop shell; the test drives its update state. */
function installDesktop() {
  const desktop = installFakeDesktop();
  const report = (state: UpdateState) => act(() => desktop.emitUpdateState(state));
  const count = (method: string) => desktop.calls.filter((call) => call === method).length;
  return { desktop, report, count };
}

beforeEach(() => setLocale('en-US'));
afterEach(() => {
  vi.useRealTimers();
  removeFakeDesktop();
});

describe('update dialog', () => {
  it('renders nothing in a browser', () => {
    const { container } = renderWithProviders(<UpdateDialog />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
  });

  it('asks when the desktop reports an available update, not before', async () => {
    const { report } = installDesktop();
    renderWithProviders(<UpdateDialog />);
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    await report({ kind: 'available', version: '1.2.0' });
    expect(screen.getByText(ASK)).toBeInTheDocument();
    expect(screen.getByText('New version 1.2.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'update now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'remind later' })).toBeInTheDocument();
  });

  it('"update now" installs and shows the download progress', async () => {
    const { count, report } = installDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'update now' }));
    expect(count('installUpdate')).toBe(1);
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();

    await report({ kind: 'downloading', percent: 42.4 });
    expect(screen.getByText('downloading the update')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');

    await report({ kind: 'downloaded', version: '1.2.0' });
    expect(screen.getByText('the update is downloaded; the app restarts to install it')).toBeInTheDocument();
  });

  it('says when the update failed and offers to retry', async () => {
    const { count, report } = installDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'update now' }));
    await report({ kind: 'error', message: 'net::ERR_CONNECTION_RESET' });
    expect(screen.getByText('the update failed: net::ERR_CONNECTION_RESET')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'retry' }));
    expect(count('installUpdate')).toBe(2);
  });

  it('"remind later" hides it and asks again after exactly 10 minutes', async () => {
    const { count, report } = installDesktop();
    renderWithProviders(<UpdateDialog />);
    await report({ kind: 'available', version: '1.2.0' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'remind later' })));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    expect(UPDATE_REMIND_MS).toBe(600_000);

    act(() => void vi.advanceTimersByTime(UPDATE_REMIND_MS - 1));
    expect(screen.queryByText(ASK)).not.toBeInTheDocument();
    expect(count('checkForUpdates')).toBe(0);

    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(ASK)).toBeInTheDocument();
    expect(count('checkForUpdates')).toBe(1);
    expect(count('installUpdate')).toBe(0);
  });

  it('stops listening when unmounted', async () => {
    const desktop = installFakeDesktop();
    const { unmount } = renderWithProviders(<UpdateDialog />);
    expect(desktop.listenerCounts().update).toBe(1);
    unmount();
    expect(desktop.listenerCounts().update).toBe(0);
  });
});
