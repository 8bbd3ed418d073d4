/**
 * Reconnect delays: exponential with full jitter (a uniformly random delay between 0 and the
 * exponential ceiling). Full jitter spreads the reconnects of thousands of clients after a server
 * restart instead of having them all knock at the same instants.
 */
export interface BackoffPolicy {
  /** Ceiling of the first retry (ms). */
  baseMs: number;
  /** The ceiling never grows beyond this (ms). */
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 30_000 };

/** The ceiling for the given attempt (0-based): base · 2^attempt, at most the cap. */
export function backoffCeiling(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  // 2 ** attempt overflows to Infinity for huge attempts, which Math.min handles.
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt));
}

/** The delay before retry `attempt`: uniform in [0, ceiling); `random` returns [0, 1). */
export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const r = Math.min(Math.max(random(), 0), 0.999_999_999);
  return Math.floor(r * backoffCeiling(attempt, policy));
}
