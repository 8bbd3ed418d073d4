/**
 * Timestamps the gateway accepts. The gateway rejects requests whose timestamp is too far from its
 * clock, and staff PCs are often minutes off, so every timestamp is local time corrected by the
 * stored offset; the offset is learnt from the gateway's Date header when it complains.
 */
import { getServerTimeOffset, setServerTimeOffset } from '../storage/server-time-offset.ts';

/** Seconds since the epoch on the server's clock, as the `timestamp` header expects. */
export function serverTimestampSeconds(now: number = Date.now()): number {
  return Math.floor((now + getServerTimeOffset()) / 1000);
}

/**
 * Stores (server Date header − local now) and returns it; undefined when the header is missing
 * or unreadable. Browsers expose Date to cross-origin callers only when the gateway lists it in
 * Access-Control-Expose-Headers, so the sandbox and real gateways must do that.
 */
export function recordServerDate(dateHeader: string | null, now: number = Date.now()): number | undefined {
  if (!dateHeader) return undefined;
  const serverTime = Date.parse(dateHeader);
  if (Number.isNaN(serverTime)) return undefined;
  const offset = serverTime - now;
  setServerTimeOffset(offset);
  return offset;
}
