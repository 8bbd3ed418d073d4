/**
 * Saves the signing form as a draft while the person types: each change restarts a short wait,
 * then the form's values as they are at that moment (read then, so a change a control makes right
 * after the person's, like clearing the branch when the bank changes, goes out too) are saved; saves never overlap (a change during a save goes out right after
 * it), and whatever is still waiting goes out when the page is left (route change or tab hidden).
 * The state says what the person needs to trust it: saving, saved at a time, or failed with why.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; msg: string };

export function useDraftAutosave<T>(
  save: (value: T) => Promise<unknown>,
  { enabled, delayMs = 800 }: { enabled: boolean; delayMs?: number },
) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const waiting = useRef<(() => T) | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (running.current || !waiting.current) return;
    running.current = true;
    try {
      while (waiting.current) {
        const value = waiting.current();
        waiting.current = null;
        setState({ kind: 'saving' });
        try {
          await saveRef.current(value);
          setState({ kind: 'saved', at: new Date() });
        } catch (error) {
          setState({ kind: 'failed', msg: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      running.current = false;
    }
  }, []);

  const schedule = useCallback(
    (read: () => T) => {
      if (!enabled) return;
      waiting.current = read;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [enabled, delayMs, flush],
  );

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  /** Drops a waiting save (the form is being submitted instead). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
  }, []);

  return { state, schedule, flush, cancel };
}
