/**
 * The device id sent with every request and used for the chat login. Generated once and kept in
 * localStorage, so the platform sees the same device across reloads and restarts (it is how the
 * chat server tells this installation's sessions from others).
 */
import { STORAGE_KEYS, readText, writeText } from '../storage/local-store.ts';
import { randomUuid } from './random-id.ts';

export function getDeviceId(): string {
  const stored = readText(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const created = randomUuid();
  writeText(STORAGE_KEYS.deviceId, created);
  return created;
}
