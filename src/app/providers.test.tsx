/** The providers' feedback holder: toasts and dialogs asked for before it downloaded still show, themed. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback, isFeedbackReady } from '@/lib/feedback/feedback.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { FEEDBACK_PREFETCH_MS } from './providers.tsx';
import { alertOnce } from './shell/alert-once.ts';

afterEach(() => vi.useRealTimers());

describe('feedback through the providers', () => {
  // First: later cases ask for feedback, after which the holder mounts at once.
  it('fetches the holder a few seconds after start even when nothing asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<p>page</p>);
    await act(async () => vi.advanceTimersByTime(FEEDBACK_PREFETCH_MS - 100));
    expect(isFeedbackReady()).toBe(false);
    await act(async () => vi.advanceTimersByTime(100));
    await vi.waitFor(() => expect(isFeedbackReady()).toBe(true));
  });
  it('shows a toast asked for before the holder was there', async () => {
    renderWithProviders(<button onClick={() => feedback.message.success('Settings saved')}>save</button>);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Settings saved')).toBeVisible();
  });

  it('shows the shell alert as a dialog, one at a time', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      expect(alertOnce({ title: 'Offline notice', content: 'Logged in on another device' })).toBe(true);
      expect(alertOnce({ title: 'Second', content: 'must not stack' })).toBe(false);
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Logged in on another device');
    await userEvent.click(screen.getByRole('button', { name: /OK/i }));
  });
});
