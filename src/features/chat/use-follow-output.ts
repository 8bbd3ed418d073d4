/**
 * Whether the conversation follows new messages to its end: yes while the reader is at the end,
 * and until the reader scrolls up.
 *
 * Why not react-virtuoso's own "at the bottom" alone: a message appended below the end makes the
 * list no longer at its bottom for the moment before it scrolls there, and a second message
 * arriving in that moment (a burst: a busy group, messages replayed after a reconnect) was asked
 * about with "not at the bottom", so the list stopped following and left the reader above the
 * newest messages. Here the list leaves the end only when it is moved up, by the reader (the
 * wheel, a key, a finger or the scroll bar held) or by the page (focus moved to an older message).
 * The list also moves itself up at times, keeping what is in view when a row above is measured
 * smaller: that move comes with the content's height changing, and without the reader scrolling
 * it does not leave the end.
 */
import { useState } from 'react';

/** Pixels from the end that still count as at the end (as react-virtuoso's default threshold). */
const AT_END_PX = 4;

const atEnd = (scroller: HTMLElement) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= AT_END_PX;

export interface FollowOutput {
  /** For Virtuoso's `scrollerRef`: a list mounted anew (opened at a message, a quoted one) follows once it is at its end. */
  scrollerRef: (element: HTMLElement | Window | null) => void;
  /** For Virtuoso's `followOutput`. */
  followOutput: (atBottom: boolean) => 'auto' | false;
  /**
   * For Virtuoso's `totalListHeightChanged`: while following, the end is brought into view once
   * the list has measured what arrived (the library's own follow scrolls before the newest row is
   * measured, and a row taller than its estimate was left half below the end).
   */
  heightChanged: () => void;
  /** Whether new messages are followed now (no "new messages" jump is offered meanwhile). */
  isFollowing: () => boolean;
}

/** One object for the conversation's life (Virtuoso gets the same functions on every render). */
export function useFollowOutput(): FollowOutput {
  const [follow] = useState(createFollowOutput);
  return follow;
}

/** How long after a wheel turn or a key press a move up counts as the reader's. */
const INTENT_MS = 400;
const KEYS_UP = new Set(['ArrowUp', 'PageUp', 'Home', ' ']);

export function createFollowOutput(now: () => number = () => performance.now()): FollowOutput {
  let following = true;
  let lastTop = 0;
  let lastHeight = 0;
  let intentUntil = -Infinity;
  let holding = false;
  let detach: (() => void) | undefined;
  let scroller: HTMLElement | undefined;
  const intends = () => holding || now() <= intentUntil;
  const listeners: [string, (event: Event) => void][] = [
    [
      'scroll',
      (event) => {
        const scroller = event.currentTarget as HTMLElement;
        const top = scroller.scrollTop;
        const height = scroller.scrollHeight;
        if (atEnd(scroller)) following = true;
        else if (top < lastTop && (intends() || height === lastHeight)) following = false;
        lastTop = top;
        lastHeight = height;
      },
    ],
    [
      'wheel',
      (event) => {
        if ((event as WheelEvent).deltaY < 0) intentUntil = now() + INTENT_MS;
      },
    ],
    [
      'keydown',
      (event) => {
        if (KEYS_UP.has((event as KeyboardEvent).key)) intentUntil = now() + INTENT_MS;
      },
    ],
    ['pointerdown', () => (holding = true)],
    ['touchmove', () => (intentUntil = now() + INTENT_MS)],
  ];
  const release = () => {
    // The scroll the drag ended with still counts.
    if (holding) intentUntil = now() + INTENT_MS;
    holding = false;
  };
  return {
    scrollerRef: (element) => {
      detach?.();
      detach = undefined;
      scroller = element instanceof HTMLElement ? element : undefined;
      if (!(element instanceof HTMLElement)) return;
      following = atEnd(element);
      lastTop = element.scrollTop;
      lastHeight = element.scrollHeight;
      for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true });
      window.addEventListener('pointerup', release);
      detach = () => {
        for (const [type, listener] of listeners) element.removeEventListener(type, listener);
        window.removeEventListener('pointerup', release);
      };
    },
    followOutput: (atBottom) => (atBottom || following ? 'auto' : false),
    isFollowing: () => following,
    heightChanged: () =>
      // After the frame's layout: the new height is in the page by then.
      requestAnimationFrame(() => {
        if (following && scroller && !atEnd(scroller)) scroller.scrollTop = scroller.scrollHeight;
      }),
  };
}
