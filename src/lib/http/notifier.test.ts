import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_KEY, getShownToasts, getVisibleToast, resetToasts, setToastDisplay, showErrorToast } from './notifier.ts';

afterEach(() => {
  setToastDisplay(undefined);
  resetToasts();
});

describe('notifier', () => {
  it('records toasts even without a display (the default no-op)', () => {
    showErrorToast('a');
    expect(getShownToasts()).toEqual([{ key: TOAST_KEY, type: 'error', content: 'a' }]);
  });

  it('gives every toast the same key so the display replaces the visible one', () => {
    const display = vi.fn();
    setToastDisplay(display);
    showErrorToast('a');
    showErrorToast('b');
    expect(display.mock.calls.map(([toast]) => toast)).toEqual([
      { key: TOAST_KEY, type: 'error', content: 'a' },
      { key: TOAST_KEY, type: 'error', content: 'b' },
    ]);
    expect(getVisibleToast()?.content).toBe('b');
  });

  it('survives a display that throws', () => {
    setToastDisplay(() => {
      throw new Error('antd not mounted');
    });
    expect(() => showErrorToast('a')).not.toThrow();
    expect(getVisibleToast()?.content).toBe('a');
  });

  it('keeps a bounded history', () => {
    for (let i = 0; i < 80; i += 1) showErrorToast(String(i));
    expect(getShownToasts()).toHaveLength(50);
    expect(getShownToasts()[49]?.content).toBe('79');
  });
});
