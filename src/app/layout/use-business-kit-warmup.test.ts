import { describe, expect, it, vi } from 'vitest';
import { KIT_IDLE_TIMEOUT_MS, scheduleBusinessKitWarmup } from './use-business-kit-warmup.ts';

describe('scheduleBusinessKitWarmup', () => {
  it('loads the kit when the browser is idle, not before', () => {
    let idle: (() => void) | undefined;
    const win = {
      requestIdleCallback: vi.fn((callback: () => void, options: { timeout: number }) => {
        idle = callback;
        expect(options.timeout).toBe(KIT_IDLE_TIMEOUT_MS);
        return 7;
      }),
      cancelIdleCallback: vi.fn(),
    } as unknown as Window;
    const load = vi.fn(() => Promise.resolve());
    scheduleBusinessKitWarmup(win, load);
    expect(load).not.toHaveBeenCalled();
    idle?.();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the layout goes away before the browser was idle', () => {
    const win = { requestIdleCallback: vi.fn(() => 7), cancelIdleCallback: vi.fn() } as unknown as Window;
    const cancel = scheduleBusinessKitWarmup(
      win,
      vi.fn(() => Promise.resolve()),
    );
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback, and ignores a failed load', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.reject(new Error('offline')));
      scheduleBusinessKitWarmup(window as unknown as Window & { requestIdleCallback: undefined }, load);
      await vi.advanceTimersByTimeAsync(KIT_IDLE_TIMEOUT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
