import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationPort } from '@/lib/alerts/notification-port.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { publishSockets } from '@/lib/realtime/realtime-status.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { AlertSelfTest } from './alert-self-test.tsx';

const notifications: NotificationPort = { permission: () => 'granted', request: async () => 'granted', show: () => true };
const player = { preview: async () => 'played' as const };

beforeEach(() => setLocale('en-US'));
afterEach(() => {
  publishSockets({});
  vi.useRealTimers();
});

describe('alert self-test: connections', () => {
  it('shows each running socket as live and fresh, silent, or reconnecting', () => {
    vi.useFakeTimers({ now: 100_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    publishSockets({ chat: { state: 'live', lastFrameAt: 96_000 }, push: { state: 'backoff', lastFrameAt: 50_000 } });
    renderWithProviders(<AlertSelfTest soundId={1} player={player} notifications={notifications} />);
    expect(screen.getByTestId('self-test-socket-chat')).toHaveTextContent('Live (last signal 4 s ago)');
    expect(screen.getByTestId('self-test-socket-push')).toHaveTextContent('Not connected (backoff): reconnecting');
    // Time passes without a frame: the chat socket turns silent.
    act(() => void vi.advanceTimersByTime(21_000));
    expect(screen.getByTestId('self-test-socket-chat')).toHaveTextContent('Silent for 25 s');
  });

  it('outside the signed-in layout says the sockets are not running and offers a server check', () => {
    renderWithProviders(<AlertSelfTest soundId={1} player={player} notifications={notifications} />);
    expect(screen.getByTestId('self-test-socket-chat')).toHaveTextContent('Not running on this page');
    expect(screen.getByRole('button', { name: 'Check the connection servers' })).toBeInTheDocument();
  });
});
