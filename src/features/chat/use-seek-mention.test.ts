import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSeekMention } from './use-seek-mention.ts';

describe('useSeekMention', () => {
  it('seeks a mention the opening page does not hold, once the list settled, and only once', () => {
    const seek = vi.fn();
    const { rerender } = renderHook(
      (props: { held: boolean; settled: boolean }) => useSeekMention('fp-5', props.held, props.settled, seek),
      {
        initialProps: { held: false, settled: false },
      },
    );
    expect(seek).not.toHaveBeenCalled();
    rerender({ held: false, settled: true });
    expect(seek).toHaveBeenCalledExactlyOnceWith('fp-5');
    rerender({ held: true, settled: true });
    rerender({ held: false, settled: true });
    expect(seek).toHaveBeenCalledTimes(1);
  });

  it('leaves a held mention (the list opens at it) and a chat without one alone', () => {
    const seek = vi.fn();
    renderHook(() => useSeekMention('fp-5', true, true, seek));
    renderHook(() => useSeekMention(null, false, true, seek));
    expect(seek).not.toHaveBeenCalled();
  });
});
