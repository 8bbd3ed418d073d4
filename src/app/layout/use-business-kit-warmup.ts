import { useEffect } from 'react';

/** How long the browser may wait for an idle moment before the kit is fetched anyway. */
export const KIT_IDLE_TIMEOUT_MS = 3000;

const loadBusinessKit = () => import('@/shared/ui/business-kit/business-kit.ts');

/**
 * Calls `load` once the browser is idle (at the latest after KIT_IDLE_TIMEOUT_MS); returns the
 * cancel. A failed load is ignored: each page imports what it uses itself, the kit only warms it.
 */
export function scheduleBusinessKitWarmup(win: Window, load: () => Promise<unknown> = loadBusinessKit): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: KIT_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(run, KIT_IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(timer);
}

/**
 * Loads the business-page kit (src/shared/ui/business-kit) once the layout has painted and the
 * browser is idle, so that opening the first list or form page downloads only that page's code
 * instead of antd's table, pickers and forms on top of it. It never delays the first screen.
 */
export function useBusinessKitWarmup(): void {
  // Unit tests render the layout thousands of times; loading the kit there would only slow them
  // (scheduleBusinessKitWarmup has its own test, the browser's load an end-to-end one).
  useEffect(() => (import.meta.env.MODE === 'test' ? undefined : scheduleBusinessKitWarmup(window)), []);
}
