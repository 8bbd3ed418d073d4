import { describe, expect, it, vi } from 'vitest';
import { prefetchOnFirstInput } from './prefetch.ts';

describe('prefetch on first input', () => {
  it('fetches nothing until the first input, then everything once', () => {
    const target = new EventTarget();
    const layout = vi.fn(() => Promise.resolve());
    const engine = vi.fn(() => Promise.resolve());
    prefetchOnFirstInput([layout, engine], target);
    expect(layout).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('input'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(layout).toHaveBeenCalledOnce();
    expect(engine).toHaveBeenCalledOnce();
  });

  it('starts on a key or a pointer too, and swallows a failed download', async () => {
    for (const event of ['keydown', 'pointerdown']) {
      const target = new EventTarget();
      const load = vi.fn(() => Promise.reject(new Error('offline')));
      prefetchOnFirstInput([load], target);
      target.dispatchEvent(new Event(event));
      expect(load).toHaveBeenCalledOnce();
      await Promise.resolve();
    }
  });

  it('can be cancelled before any input', () => {
    const target = new EventTarget();
    const load = vi.fn(() => Promise.resolve());
    prefetchOnFirstInput([load], target)();
    target.dispatchEvent(new Event('input'));
    expect(load).not.toHaveBeenCalled();
  });
});
