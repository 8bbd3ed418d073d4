import { describe, expect, it, vi } from 'vitest';
import { createFollowOutput } from './use-follow-output.ts';

/** A conversation's scroller: 500 px tall, its content `height` px, scrolled to `top`. */
function scroller(height: number, top: number) {
  const element = document.createElement('div');
  let content = height;
  Object.defineProperty(element, 'clientHeight', { value: 500, configurable: true });
  Object.defineProperty(element, 'scrollHeight', { get: () => content, configurable: true });
  element.scrollTop = top;
  return {
    element,
    grow: (px: number) => (content += px),
    scrollTo: (to: number) => {
      element.scrollTop = to;
      element.dispatchEvent(new Event('scroll'));
    },
  };
}

describe('createFollowOutput', () => {
  it('keeps following at the end while messages arrive and the list nudges itself up (a burst)', () => {
    const follow = createFollowOutput();
    const list = scroller(5000, 4500);
    follow.scrollerRef(list.element);
    // A message appended below the end: the library asks while no longer at the bottom.
    list.grow(68);
    expect(follow.followOutput(false)).toBe('auto');
    list.scrollTo(4568);
    // The next one arrives, and before the list scrolls to it a row above is measured 4 px
    // smaller: the list moves up 4 px to keep what is in view, with no reader scrolling.
    list.grow(68);
    list.grow(-4);
    list.scrollTo(4564);
    expect(follow.followOutput(false)).toBe('auto');
    expect(follow.isFollowing()).toBe(true);
  });

  it('stops when the reader scrolls up with the wheel, and follows again back at the end', () => {
    let now = 1000;
    const follow = createFollowOutput(() => now);
    const list = scroller(5000, 4500);
    follow.scrollerRef(list.element);
    list.element.dispatchEvent(new WheelEvent('wheel', { deltaY: -300 }));
    list.scrollTo(4200);
    expect(follow.followOutput(false)).toBe(false);
    expect(follow.isFollowing()).toBe(false);
    now += 5000;
    list.scrollTo(4500);
    expect(follow.followOutput(false)).toBe('auto');
  });

  it('stops when the page moves it up without the content changing (focus moved to an older message)', () => {
    const follow = createFollowOutput();
    const list = scroller(5000, 4500);
    follow.scrollerRef(list.element);
    list.scrollTo(3800);
    expect(follow.followOutput(false)).toBe(false);
  });

  it('stops while the scroll bar is held, and a key up moves count as the reader’s', () => {
    let now = 0;
    const follow = createFollowOutput(() => now);
    const list = scroller(5000, 4500);
    follow.scrollerRef(list.element);
    list.element.dispatchEvent(new Event('pointerdown'));
    now += 5000;
    list.scrollTo(4000);
    expect(follow.isFollowing()).toBe(false);
    window.dispatchEvent(new Event('pointerup'));
    list.scrollTo(4500);
    expect(follow.isFollowing()).toBe(true);
    list.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageUp' }));
    list.scrollTo(4000);
    expect(follow.isFollowing()).toBe(false);
  });

  it('a list opened at a message (a mention) follows only once it reaches its end', () => {
    const follow = createFollowOutput();
    const list = scroller(5000, 0);
    follow.scrollerRef(list.element);
    expect(follow.followOutput(false)).toBe(false);
    list.scrollTo(2000);
    expect(follow.followOutput(false)).toBe(false);
    list.scrollTo(4500);
    expect(follow.followOutput(false)).toBe('auto');
  });

  it('brings the end into view when a followed list grows after it scrolled (a row taller than its estimate)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    try {
      const follow = createFollowOutput();
      const list = scroller(5000, 4500);
      follow.scrollerRef(list.element);
      list.grow(40);
      follow.heightChanged();
      vi.advanceTimersToNextFrame();
      expect(list.element.scrollTop).toBe(5040);

      // Not once the reader has left the end.
      list.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp' }));
      list.scrollTo(3000);
      list.grow(40);
      follow.heightChanged();
      vi.advanceTimersToNextFrame();
      expect(list.element.scrollTop).toBe(3000);
    } finally {
      vi.useRealTimers();
    }
  });
});
