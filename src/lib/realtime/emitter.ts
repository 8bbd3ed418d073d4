/**
 * A small typed event emitter. Listeners are isolated: one that throws is reported and skipped,
 * because a bug in, say, the alert service must not stop the socket from handling (and ACKing)
 * the frames after it.
 */
export type EventMap = Record<string, unknown[]>;
export type Listener<Args extends unknown[]> = (...args: Args) => void;
// Stored type-erased; `on` is the only way in, and it ties each listener to its event's arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyListener = (...args: any[]) => void;

export class Emitter<Events extends EventMap> {
  private readonly listeners = new Map<keyof Events, Set<AnyListener>>();

  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as AnyListener);
    return () => this.off(event, listener);
  }

  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void {
    this.listeners.get(event)?.delete(listener as AnyListener);
  }

  protected emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(...args);
      } catch (error) {
        // Report without rethrowing: the engine's own bookkeeping must go on.
        console.error(`realtime: a "${String(event)}" listener failed`, error);
      }
    }
  }
}
