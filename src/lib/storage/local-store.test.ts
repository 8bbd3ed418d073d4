import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_NAMESPACE, clearMemoryStore, readJson, readText, removeKey, storageKey, writeJson, writeText } from './local-store.ts';
import { SERVER_TIME_OFFSET_KEY, getServerTimeOffset, setServerTimeOffset } from './server-time-offset.ts';

afterEach(() => {
  clearMemoryStore();
  vi.restoreAllMocks();
});

describe('local store', () => {
  it('namespaces every key it writes', () => {
    writeText('deviceId', 'abc');
    expect(localStorage.getItem(`${STORAGE_NAMESPACE}deviceId`)).toBe('abc');
    expect(localStorage.getItem('deviceId')).toBeNull();
    expect(storageKey('x')).toBe(`${STORAGE_NAMESPACE}x`);
  });

  it('round-trips JSON values and falls back on missing or corrupt entries', () => {
    writeJson('settings', { isVolume: true, volumeId: 1 });
    expect(readJson('settings', null)).toEqual({ isVolume: true, volumeId: 1 });
    expect(readJson('missing', 'fallback')).toBe('fallback');
    localStorage.setItem(storageKey('broken'), '{not json');
    expect(readJson('broken', 42)).toBe(42);
  });

  it('removes entries', () => {
    writeText('a', '1');
    removeKey('a');
    expect(readText('a')).toBeUndefined();
    expect(localStorage.getItem(storageKey('a'))).toBeNull();
  });

  it('keeps working in memory when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    writeJson('offline', [1, 2]);
    expect(readJson('offline', [])).toEqual([1, 2]);
  });
});

describe('server time offset', () => {
  it('defaults to 0 and stores milliseconds under its namespaced key', () => {
    expect(getServerTimeOffset()).toBe(0);
    setServerTimeOffset(-3600_000);
    expect(localStorage.getItem(storageKey(SERVER_TIME_OFFSET_KEY))).toBe('-3600000');
    expect(getServerTimeOffset()).toBe(-3600_000);
  });

  it('ignores a corrupt stored value instead of producing NaN', () => {
    localStorage.setItem(storageKey(SERVER_TIME_OFFSET_KEY), '"soon"');
    expect(getServerTimeOffset()).toBe(0);
  });
});
