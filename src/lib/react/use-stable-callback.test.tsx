import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './use-stable-callback.ts';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest function', () => {
    const seen: ((n: number) => number)[] = [];
    function Probe({ add }: { add: number }) {
      seen.push(useStableCallback((n: number) => n + add));
      return null;
    }
    const view = render(<Probe add={1} />);
    view.rerender(<Probe add={10} />);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[1]?.(5)).toBe(15);
  });
});
