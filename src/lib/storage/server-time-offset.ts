/**
 * The server time offset (server clock minus local clock, milliseconds), kept in localStorage so
 * it survives the reload that follows an 'invalid or error timestamp' answer (section 8): the
 * reloaded page must sign with the corrected time or it would fail the same way again.
 */
import { STORAGE_KEYS, readJson, writeJson } from './local-store.ts';

export const SERVER_TIME_OFFSET_KEY = STORAGE_KEYS.serverTimeOffset;

export function getServerTimeOffset(): number {
  const value = readJson<unknown>(SERVER_TIME_OFFSET_KEY, 0);
  // A hand-edited or corrupt entry must not produce NaN timestamps on every request.
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function setServerTimeOffset(offsetMs: number): void {
  writeJson(SERVER_TIME_OFFSET_KEY, Math.round(offsetMs));
}
