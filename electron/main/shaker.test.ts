import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow } from '../testing/electron-stub.ts';
import { DEFAULT_SHAKE, createShaker } from './shaker.ts';
import { systemTimers } from './timers.ts';
import { expectEvery } from '../../test-support/expect-every.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('shaker', () => {
  it('moves the window left and right for about 500 ms, then restores the exact position', () => {
    const win = new FakeBrowserWindow({});
    win.position = [300, 150];
    const shaker = createShaker(systemTimers);
    shaker.shake(win);
    vi.advanceTimersByTime(200);
    expect(shaker.shaking).toBe(true);
    const xs = new Set(win.positions.map(([x]) => x));
    expect(xs).toEqual(new Set([300 + DEFAULT_SHAKE.amplitude, 300 - DEFAULT_SHAKE.amplitude]));
    expectEvery(win.positions, ([, y]) => y === 150);
    vi.advanceTimersByTime(DEFAULT_SHAKE.durationMs + DEFAULT_SHAKE.stepMs);
    expect(shaker.shaking).toBe(false);
    expect(win.position).toEqual([300, 150]);
    const moves = win.positions.length;
    vi.advanceTimersByTime(2000);
    expect(win.positions).toHaveLength(moves);
  });

  it('ignores a second shake while one runs, so the resting position is never taken mid-shake', () => {
    const win = new FakeBrowserWindow({});
    win.position = [10, 20];
    const shaker = createShaker(systemTimers);
    shaker.shake(win);
    vi.advanceTimersByTime(DEFAULT_SHAKE.stepMs);
    shaker.shake(win);
    vi.advanceTimersByTime(5000);
    expect(win.position).toEqual([10, 20]);
  });

  it('stops when the window goes away', () => {
    const win = new FakeBrowserWindow({});
    const shaker = createShaker(systemTimers);
    shaker.shake(win);
    vi.advanceTimersByTime(DEFAULT_SHAKE.stepMs);
    win.destroy();
    const moves = win.positions.length;
    vi.advanceTimersByTime(2000);
    expect(win.positions).toHaveLength(moves);
    expect(shaker.shaking).toBe(false);
  });
});
