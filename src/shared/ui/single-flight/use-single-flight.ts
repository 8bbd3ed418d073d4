/**
 * Runs an async action at most once at a time: a second call while the first runs does nothing
 * (a double click, Enter after a click). `running` drives the button's spinner. A ref guards, not
 * the state, because two clicks can land before React re-renders.
 */
import { useCallback, useRef, useState } from 'react';

export function useSingleFlight(): [running: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [running, setRunning] = useState(false);
  const inFlight = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, []);
  return [running, run];
}
