import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersister, loadState, saveState } from './persistence.ts';
import { createSeedState } from './seed.ts';
import { STATE_VERSION } from './state.ts';

let dir: string;
const state = createSeedState({ scale: 0.05 });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('saveState and loadState', () => {
  it('round-trips the state, creating the folder', () => {
    const file = join(dir, 'nested', 'deeper', 'state.json');
    saveState(file, state);
    const loaded = loadState(file);
    expect(loaded).toEqual(state);
    expect(loadState(file, { seed: state.meta.seed, scale: state.meta.scale })).toEqual(state);
  });

  it('gives undefined for a missing, unreadable or foreign file', () => {
    expect(loadState(join(dir, 'missing.json'))).toBeUndefined();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"meta": {"version": 1');
    expect(loadState(broken)).toBeUndefined();
    writeFileSync(broken, '[]');
    expect(loadState(broken)).toBeUndefined();
    const other = join(dir, 'other.json');
    saveState(other, { ...state, meta: { ...state.meta, version: STATE_VERSION + 1 } });
    expect(loadState(other)).toBeUndefined();
    const file = join(dir, 'state.json');
    saveState(file, state);
    expect(loadState(file, { seed: state.meta.seed + 1 })).toBeUndefined();
    expect(loadState(file, { scale: 1 })).toBeUndefined();
    expect(loadState(dir)).toBeUndefined();
  });

  it('writes atomically: a temporary file renamed over the old one, nothing left behind', () => {
    const file = join(dir, 'state.json');
    writeFileSync(file, 'old content');
    saveState(file, state);
    expect(readdirSync(dir)).toEqual(['state.json']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(state);
  });

  it('leaves the old file intact when a save fails', () => {
    const file = join(dir, 'state.json');
    saveState(file, state);
    const circular = { ...state } as Record<string, unknown>;
    circular.self = circular;
    expect(() => saveState(file, circular as unknown as typeof state)).toThrow();
    expect(loadState(file)).toEqual(state);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });
});

describe('createPersister', () => {
  it('debounces writes and keeps the latest state', () => {
    vi.useFakeTimers();
    const file = join(dir, 'state.json');
    const persister = createPersister(file, 300);
    persister.schedule({ ...state, nextId: 1 });
    vi.advanceTimersByTime(200);
    persister.schedule({ ...state, nextId: 2 });
    vi.advanceTimersByTime(200);
    expect(existsSync(file)).toBe(false);
    vi.advanceTimersByTime(150);
    expect(loadState(file)?.nextId).toBe(2);
  });

  it('saves a steady stream of changes at least every ten delays', () => {
    vi.useFakeTimers();
    const file = join(dir, 'state.json');
    const persister = createPersister(file, 100);
    for (let i = 0; i < 15; i++) {
      persister.schedule({ ...state, nextId: i });
      vi.advanceTimersByTime(80);
    }
    expect(existsSync(file)).toBe(true);
  });

  it('flushes a pending state at once, and does nothing when none is pending', () => {
    vi.useFakeTimers();
    const file = join(dir, 'state.json');
    const persister = createPersister(file);
    persister.flush();
    expect(existsSync(file)).toBe(false);
    persister.schedule({ ...state, nextId: 42 });
    persister.flush();
    expect(loadState(file)?.nextId).toBe(42);
    vi.advanceTimersByTime(1000);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });
});
