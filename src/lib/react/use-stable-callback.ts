/**
 * A function whose identity never changes but which always calls the latest `callback`: for
 * handlers handed to memoised rows (a conversation's messages, the chat list's rows), which then
 * skip re-rendering when only their parent did. Not for calling during render.
 */
import { useCallback, useInsertionEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  // Before any layout effect or event of this commit can call it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
