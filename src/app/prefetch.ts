/**
 * Fetches chunks ahead of need once the person starts using the page: on the login page, the
 * layout and the realtime engine are downloaded while the form is being filled in, so after the
 * click neither waits for the network. Nothing is fetched before the first input, so the login
 * page's own first paint never competes with it.
 */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

export function prefetchOnFirstInput(loaders: readonly (() => Promise<unknown>)[], target: EventTarget = window): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const event of FIRST_INPUT_EVENTS) target.removeEventListener(event, run, options);
  };
  function run() {
    stop();
    // A failed prefetch is not an error: the chunk is asked for again when it is needed.
    for (const load of loaders) load().catch(() => undefined);
  }
  for (const event of FIRST_INPUT_EVENTS) target.addEventListener(event, run, options);
  return stop;
}
