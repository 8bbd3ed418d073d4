import { render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RevealingList } from './revealing-list.tsx';

const HIDDEN: CSSProperties = { visibility: 'hidden', paddingTop: 10 };

/** The list inside a scroller as react-virtuoso lays it out, scrolled `gap` pixels short of its end. */
function renderInScroller(opensAtEnd: boolean, gap: number) {
  const scroller = document.createElement('div');
  scroller.setAttribute('data-virtuoso-scroller', 'true');
  Object.defineProperties(scroller, {
    scrollHeight: { value: 5000, configurable: true },
    clientHeight: { value: 500, configurable: true },
    scrollTop: { value: 4500 - gap, configurable: true, writable: true },
  });
  document.body.append(scroller);
  const view = render(
    <RevealingList style={HIDDEN} context={{ opensAtEnd }} data-testid="virtuoso-item-list">
      <p>newest</p>
    </RevealingList>,
    { container: scroller },
  );
  return { scroller, ...view };
}

describe('RevealingList', () => {
  it('shows a list opening at its end once its scroller has nothing left below, keeping the rest of its style', () => {
    const { scroller, rerender } = renderInScroller(true, 300);
    const list = screen.getByTestId('virtuoso-item-list');
    expect(list).toHaveStyle({ visibility: 'hidden' });

    scroller.scrollTop = 4500;
    rerender(
      <RevealingList style={HIDDEN} context={{ opensAtEnd: true }} data-testid="virtuoso-item-list">
        <p>newest</p>
      </RevealingList>,
    );
    expect(list).not.toHaveStyle({ visibility: 'hidden' });
    expect(list).toHaveStyle({ paddingTop: '10px' });
    scroller.remove();
  });

  it('leaves a list opening elsewhere (at a mention) to the library', () => {
    const { scroller } = renderInScroller(false, 0);
    expect(screen.getByTestId('virtuoso-item-list')).toHaveStyle({ visibility: 'hidden' });
    scroller.remove();
  });

  it('hands the element to the library’s newest ref, not only its first', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<RevealingList ref={first} style={{}} />);
    rerender(<RevealingList ref={second} style={{}} />);
    expect(second).toHaveBeenLastCalledWith(expect.any(HTMLDivElement));
  });
});
