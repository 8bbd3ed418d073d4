/** The realtime runner: one engine per signed-in session while mounted, stopped on sign-out and unmount. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { clearMemoryStore } from '@/lib/storage/local-store.ts';
import { loginResult } from '@/testing/login-result.ts';
import { ENGINE_RETRY_MS, RealtimeRunner, useRealtimeSession } from './realtime-runner.tsx';
import type { RealtimeSession, RealtimeSessionOptions } from './realtime-session.ts';

function Shown() {
  return <output aria-label="running">{useRealtimeSession()?.token ?? 'none'}</output>;
}

function fakeEngine() {
  const started: { options: RealtimeSessionOptions; handle: RealtimeSession & { stop: ReturnType<typeof vi.fn> } }[] = [];
  const startRealtimeSession = (options: RealtimeSessionOptions) => {
    const handle = { token: options.session.token, stop: vi.fn() } as unknown as RealtimeSession & { stop: ReturnType<typeof vi.fn> };
    started.push({ options, handle });
    return handle;
  };
  const load = vi.fn(() => Promise.resolve({ startRealtimeSession }));
  return { started, load };
}

function mount(load: () => Promise<{ startRealtimeSession: (options: RealtimeSessionOptions) => RealtimeSession }>) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <RealtimeRunner load={load} />
      <Shown />
    </QueryClientProvider>,
  );
}

const running = () => screen.getByRole('status', { name: 'running' }).textContent;

afterEach(() => {
  vi.useRealTimers();
  act(() => clearSession());
  clearMemoryStore();
});

describe('the realtime runner', () => {
  it('starts nothing without a session', async () => {
    const engine = fakeEngine();
    mount(engine.load);
    await act(async () => {});
    expect(engine.load).not.toHaveBeenCalled();
    expect(running()).toBe('none');
  });

  it('starts the engine for the session at once, without waiting for any screen, and stops it on sign-out', async () => {
    const engine = fakeEngine();
    act(() => void startSession(loginResult({ ucToken: 'tok-1' })));
    mount(engine.load);
    await act(async () => {});
    expect(engine.started.map((s) => s.options.session.token)).toEqual(['tok-1']);
    expect(running()).toBe('tok-1');

    act(() => clearSession());
    expect(engine.started[0]?.handle.stop).toHaveBeenCalledOnce();
    expect(running()).toBe('none');
  });

  it('starts a new engine for a new session and stops the old one', async () => {
    const engine = fakeEngine();
    act(() => void startSession(loginResult({ ucToken: 'tok-1' })));
    mount(engine.load);
    await act(async () => {});
    act(() => void startSession(loginResult({ ucToken: 'tok-2' })));
    await act(async () => {});
    expect(engine.started.map((s) => s.options.session.token)).toEqual(['tok-1', 'tok-2']);
    expect(engine.started[0]?.handle.stop).toHaveBeenCalledOnce();
    expect(engine.started[1]?.handle.stop).not.toHaveBeenCalled();
    expect(running()).toBe('tok-2');
  });

  it('stops the engine when the layout route is left (unmount), also when it had not loaded yet', async () => {
    const engine = fakeEngine();
    act(() => void startSession(loginResult({ ucToken: 'tok-1' })));
    const early = mount(engine.load);
    early.unmount(); // before the chunk arrived: it must not start afterwards
    await act(async () => {});
    expect(engine.started).toEqual([]);

    const late = mount(engine.load);
    await act(async () => {});
    late.unmount();
    expect(engine.started[0]?.handle.stop).toHaveBeenCalledOnce();
  });

  it('asks again for an engine chunk that failed to download', async () => {
    vi.useFakeTimers();
    const engine = fakeEngine();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(engine.load);
    act(() => void startSession(loginResult({ ucToken: 'tok-1' })));
    mount(load);
    await act(async () => {});
    expect(engine.started).toEqual([]);
    await act(async () => void vi.advanceTimersByTime(ENGINE_RETRY_MS));
    expect(load).toHaveBeenCalledTimes(2);
    expect(engine.started.map((s) => s.options.session.token)).toEqual(['tok-1']);
  });
});
