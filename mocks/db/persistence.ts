/**
 * Keeps the sandbox state on disk (Node only): load it at start, save it atomically, and save
 * at most every `delayMs` while the platform changes it.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { STATE_VERSION, type SandboxState } from './state.ts';

export interface LoadExpectation {
  /** Only accept a state seeded with this seed. */
  seed?: number;
  /** Only accept a state seeded at this scale. */
  scale?: number;
}

/**
 * The state stored in `file`, or undefined when the file is missing, unreadable, not a state,
 * of another STATE_VERSION, or (when given) of another seed or scale.
 */
export function loadState(file: string, expect: LoadExpectation = {}): SandboxState | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const state = parsed as Partial<SandboxState>;
  const meta = state.meta;
  if (!meta || meta.version !== STATE_VERSION) return undefined;
  if (expect.seed !== undefined && meta.seed !== expect.seed) return undefined;
  if (expect.scale !== undefined && meta.scale !== expect.scale) return undefined;
  if (!Array.isArray(state.accounts) || !Array.isArray(state.orders) || typeof state.messages !== 'object') return undefined;
  return state as SandboxState;
}

let tempCounter = 0;

/** Writes the state to `file` atomically: a temporary file in the same folder, then a rename. */
export function saveState(file: string, state: SandboxState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

export interface Persister {
  /** Saves `state` once the platform has been quiet for the delay (and at least every ten delays). */
  schedule(state: SandboxState): void;
  /** Saves a scheduled state now; call it before the process exits. */
  flush(): void;
}

/** Debounced saving of a changing state to `file`. */
export function createPersister(file: string, delayMs = 300): Persister {
  let pending: SandboxState | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstScheduledAt = 0;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const state = pending;
    pending = undefined;
    if (state) saveState(file, state);
  };

  return {
    schedule(state) {
      const now = Date.now();
      if (pending === undefined) firstScheduledAt = now;
      pending = state;
      if (timer !== undefined) clearTimeout(timer);
      // A steady stream of changes still saves at least every ten delays.
      const wait = Math.max(0, Math.min(delayMs, firstScheduledAt + delayMs * 10 - now));
      timer = setTimeout(() => {
        try {
          flush();
        } catch (error) {
          // A failed background save must not bring the sandbox down; the next change retries.
          console.error(`sandbox: could not save the state to ${file}:`, error);
        }
      }, wait);
    },
    flush,
  };
}
