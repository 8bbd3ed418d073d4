/**
 * Namespaced access to localStorage.
 *
 * Every key the client writes is prefixed, so our entries never collide with what other code on
 * the same origin stores (the account centre, analytics SDKs) and can be listed or cleared as a
 * group. When localStorage is unavailable (Node: the sandbox server and scripts import modules that
 * use this; Safari private mode throws on write) values live in memory for the process, so callers
 * never need a try/catch.
 */

export const STORAGE_NAMESPACE = 'hospital-client:';

/** The keys this client stores, in one place so a reader can see all of them. */
export const STORAGE_KEYS = {
  /** Server time minus local time, in milliseconds (specification, section 9). */
  serverTimeOffset: 'serverTimeOffset',
  /** Device id sent with every request; generated once per installation. */
  deviceId: 'deviceId',
  /** Unsent chat drafts by chat id (src/features/chat). */
  chatDrafts: 'chatDrafts',
} as const;

const memory = new Map<string, string>();

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Accessing localStorage throws when storage is disabled by the browser's privacy settings.
    return undefined;
  }
}

/** The full key under which `name` is stored. */
export function storageKey(name: string): string {
  return `${STORAGE_NAMESPACE}${name}`;
}

export function readText(name: string): string | undefined {
  const key = storageKey(name);
  try {
    const value = backend()?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // fall through to memory
  }
  return memory.get(key);
}

export function writeText(name: string, value: string): void {
  const key = storageKey(name);
  const store = backend();
  try {
    if (store) {
      store.setItem(key, value);
      // Only values localStorage refused live in memory; otherwise clearing localStorage (logout)
      // would leave a stale copy here.
      memory.delete(key);
      return;
    }
  } catch {
    // Quota exceeded or storage disabled: keep the value in memory for this session.
  }
  memory.set(key, value);
}

export function removeKey(name: string): void {
  const key = storageKey(name);
  memory.delete(key);
  try {
    backend()?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Reads a JSON value; a missing or corrupt entry yields `fallback` instead of throwing. */
export function readJson<T>(name: string, fallback: T): T {
  const text = readText(name);
  if (text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(name: string, value: unknown): void {
  writeText(name, JSON.stringify(value));
}

/**
 * Forgets the in-memory copies. Logout clears localStorage itself (section 4); this keeps the
 * memory fallback in step, and tests call it between cases.
 */
export function clearMemoryStore(): void {
  memory.clear();
}
