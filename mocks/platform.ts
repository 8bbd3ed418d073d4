/**
 * One running sandbox platform: its collections in a store (SQLite on the server, memory in
 * Vitest and Storybook), its clock, and the events realtime delivery listens to. Everything else
 * (gateway routes, sockets, control API) takes a SandboxPlatform and works on it, so the same
 * platform serves the HTTP server, msw/node in Vitest and Storybook's worker.
 *
 * Writes are incremental: a domain function changes the rows it touches, inside the transaction
 * of the request (or control call, or socket frame) that asked for it; nothing re-serialises the
 * whole state. Events raised inside a transaction reach listeners once it commits, and never when
 * it is undone.
 */
import { openCollections, schemaSignature, type SandboxDb } from './db/collections.ts';
import { REFERENCE_MS } from './db/random.ts';
import { createSeedState, DEFAULT_SEED, writeSeed, type SeedOptions } from './db/seed.ts';
import { STATE_VERSION, type SandboxState } from './db/state.ts';
import type { Store } from './store/index.ts';

export type PlatformEvent =
  | { kind: 'chat-message'; chatId: string; fingerPrint: string }
  | { kind: 'chat-read'; chatId: string; readerImId: string; fingerPrint: string | null }
  | { kind: 'group-notice'; chatId: string; notice: unknown }
  | { kind: 'push-notice'; account: string; notice: { type: number; text: string; assid: string } }
  | { kind: 'session-ended'; account: string; token: string };

/** One request as the sandbox saw it, for `GET /__sandbox/requests`. */
export interface RequestLogEntry {
  at: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  verification: { ok: boolean; reason?: string };
  /** The request checked against the contract (query, body). */
  contract?: { ok: boolean; errors?: string[] };
  status?: number;
}

export interface PlatformSeedOptions {
  seed?: number;
  scale?: number;
  /**
   * The moment a seeding leads up to, asked at each seeding (start on an empty store, `reset`);
   * the fixed REFERENCE_TIME when absent, so tests and Storybook always see the same rows.
   */
  reference?: () => number;
}

export interface PlatformOptions {
  store: Store;
  /** The seed the store must hold; a store holding none, another one or an older schema is seeded. */
  seed?: PlatformSeedOptions;
  /** Seed even when the store holds this seed already. */
  fresh?: boolean;
  /** Real time source; tests pass a fake one. */
  now?: () => number;
}

/**
 * The seed's rows. Small seeds (tests, Storybook) are generated once per process and shared, since
 * writing them only reads them; big ones are generated when needed and not kept.
 */
const smallSeeds = new Map<string, SandboxState>();
function seedState(options: Required<SeedOptions>): SandboxState {
  if (options.scale > 0.1) return createSeedState(options);
  const key = `${options.seed}:${options.scale}:${options.reference}`;
  let state = smallSeeds.get(key);
  if (!state) {
    state = createSeedState(options);
    smallSeeds.set(key, state);
  }
  return state;
}

/** What the store records about the seed it holds. */
const SEED_META = 'seed';
const NEXT_ID = 'nextId';
/** The reference moment (ms) of the seed the store holds. */
const SEEDED_AT = 'seededAt';

export class SandboxPlatform {
  readonly store: Store;
  readonly db: SandboxDb;
  readonly seedOptions: { seed: number; scale: number };
  private readonly referenceOf: () => number;
  /** Whether the store already held this seed's state when the platform opened it. */
  readonly restored: boolean;
  /** Seconds the sandbox clock is skewed from real time (control API `clock`). */
  clockOffsetSeconds = 0;
  /** The most recent requests, newest last (bounded). */
  readonly requestLog: RequestLogEntry[] = [];
  private readonly realNow: () => number;
  private readonly listeners = new Set<(event: PlatformEvent) => void>();
  /** Events raised inside the open transaction, delivered when it commits. */
  private pending: PlatformEvent[] | undefined;
  /** The seed (its options and reference moment) the store's checkpoint holds. */
  private checkpointed: string | undefined;

  constructor(options: PlatformOptions) {
    this.store = options.store;
    this.realNow = options.now ?? Date.now;
    this.seedOptions = { seed: options.seed?.seed ?? DEFAULT_SEED, scale: options.seed?.scale ?? 1 };
    this.referenceOf = options.seed?.reference ?? (() => REFERENCE_MS);
    this.db = openCollections(this.store);
    this.restored = !options.fresh && this.store.getMeta(SEED_META) === this.seedMeta();
    if (!this.restored) this.reset();
  }

  /** What the stored rows were seeded under: a change of any part (row shapes, declarations) seeds again. */
  private seedMeta(): string {
    return JSON.stringify({ ...this.seedOptions, version: STATE_VERSION, schema: schemaSignature() });
  }

  /**
   * Back to the seed (around the reference moment of now): every collection emptied and seeded
   * again, in one transaction. The seeded store is checkpointed, so a reset at the same reference
   * moment (the same hour, in the sandbox) restores the checkpoint instead of writing every row.
   */
  reset(): void {
    const reference = this.referenceOf();
    const seeded = `${this.seedMeta()}@${reference}`;
    if (this.checkpointed === seeded && this.store.restoreCheckpoint()) return;
    const state = seedState({ ...this.seedOptions, reference });
    this.store.transaction(() => {
      writeSeed(this.db, state);
      this.store.setMeta(NEXT_ID, String(state.nextId));
      this.store.setMeta(SEEDED_AT, String(reference));
      this.store.setMeta(SEED_META, this.seedMeta());
    });
    if (this.store.inTransaction) return;
    this.store.checkpoint();
    this.checkpointed = seeded;
  }

  /** The reference moment of the seed the platform holds: seeded dates lead up to it. */
  seededAt(): number {
    return Number(this.store.getMeta(SEEDED_AT) ?? REFERENCE_MS);
  }

  /** The sandbox clock in milliseconds: what the Date header says and timestamps are checked against. */
  now(): number {
    return this.realNow() + this.clockOffsetSeconds * 1000;
  }

  /**
   * Runs `work` as one transaction: its writes are kept together or not at all, and the events it
   * raises are delivered after it commits (dropped when it throws). Transactions nest.
   */
  transaction<T>(work: () => T): T {
    const outermost = this.pending === undefined;
    if (outermost) this.pending = [];
    const mark = this.pending?.length ?? 0;
    try {
      const result = this.store.transaction(work);
      if (outermost) this.flush();
      return result;
    } catch (error) {
      if (outermost) this.pending = undefined;
      else this.pending?.splice(mark);
      throw error;
    }
  }

  private flush(): void {
    const events = this.pending ?? [];
    this.pending = undefined;
    for (const event of events) this.deliver(event);
  }

  /** A new id for a row the sandbox creates (above every seeded id). */
  nextId(): number {
    return this.transaction(() => {
      const next = Number(this.store.getMeta(NEXT_ID) ?? '1') + 1;
      this.store.setMeta(NEXT_ID, String(next));
      return next;
    });
  }

  recordRequest(entry: RequestLogEntry): void {
    this.requestLog.push(entry);
    if (this.requestLog.length > 500) this.requestLog.splice(0, this.requestLog.length - 500);
  }

  clearRequests(): void {
    this.requestLog.length = 0;
  }

  emit(event: PlatformEvent): void {
    if (this.pending) this.pending.push(event);
    else this.deliver(event);
  }

  private deliver(event: PlatformEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: PlatformEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
