/**
 * The message list's item container (Virtuoso's `List` component), shown as soon as a
 * conversation opening at its newest message sits at its end.
 *
 * Why: react-virtuoso keeps a list that opens at an index hidden (`visibility: hidden`) until it
 * has scrolled there and the list then stayed unchanged for 150 ms, about 250 ms after the history
 * arrived; a person waits for nothing during those 150 ms. A list opening at its end is right once
 * its scroller has nothing left below, so it is shown from that render on (measured in the layout
 * effect, before the browser paints). A list opening elsewhere (at a mention, at a quoted message)
 * keeps the library's own wait.
 */
import { type CSSProperties, type ReactNode, type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';

/** The list's own context field: whether this list opens at its newest message. */
export interface RevealContext {
  opensAtEnd: boolean;
}

interface RevealingListProps {
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
  context?: RevealContext;
}

/** Nothing left below: the scroller shows its last pixel (or has nothing to scroll). */
export function atEnd(scroller: Element): boolean {
  return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 1;
}

export function RevealingList({ style, children, ref, context, ...rest }: RevealingListProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const [revealed, setRevealed] = useState(false);
  const hiddenByList = style?.visibility === 'hidden';
  const opensAtEnd = context?.opensAtEnd ?? false;
  // Looked at on each render the library asks for (its rows and offsets change as it scrolls).
  useLayoutEffect(() => {
    if (revealed || !hiddenByList || !opensAtEnd) return;
    const scroller = own.current?.closest('[data-virtuoso-scroller]');
    if (scroller && atEnd(scroller)) setRevealed(true);
  }, [revealed, hiddenByList, opensAtEnd, children, style]);
  // A new identity exactly when the library's ref has one: the library measures its rows through
  // the ref it passes last (kept for good, its later ref would never see the element).
  const setRef = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <div {...rest} ref={setRef} style={revealed && hiddenByList ? { ...style, visibility: undefined } : style}>
      {children}
    </div>
  );
}
