/**
 * One running sandbox platform: its state, its clock, and the signal that something changed.
 * Everything else (gateway handlers, sockets, control API) takes a SandboxPlatform and works on
 * it, so the same platform serves the HTTP server, msw/node in Vitest and Storybook's worker.
 */
import type { SandboxState } from './db/state.ts';

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

export interface PlatformOptions {
  state: SandboxState;
  /** Called (debounced by the caller) after every change, e.g. to persist to disk. */
  onChange?: (state: SandboxState) => void;
  /** Real time source; tests pass a fake one. */
  now?: () => number;
}

export class SandboxPlatform {
  state: SandboxState;
  /** Seconds the sandbox clock is skewed from real time (control API `clock`). */
  clockOffsetSeconds = 0;
  /** The most recent requests, newest last (bounded). */
  readonly requestLog: RequestLogEntry[] = [];
  private readonly onChange?: (state: SandboxState) => void;
  private readonly realNow: () => number;
  private readonly listeners = new Set<(event: PlatformEvent) => void>();

  constructor(options: PlatformOptions) {
    this.state = options.state;
    this.onChange = options.onChange;
    this.realNow = options.now ?? Date.now;
  }

  /** The sandbox clock in milliseconds: what the Date header says and timestamps are checked against. */
  now(): number {
    return this.realNow() + this.clockOffsetSeconds * 1000;
  }

  /** Marks the state as changed; every mutation of `state` must be followed by this. */
  changed(): void {
    this.onChange?.(this.state);
  }

  replaceState(state: SandboxState): void {
    this.state = state;
    this.changed();
  }

  nextId(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }

  recordRequest(entry: RequestLogEntry): void {
    this.requestLog.push(entry);
    if (this.requestLog.length > 500) this.requestLog.splice(0, this.requestLog.length - 500);
  }

  clearRequests(): void {
    this.requestLog.length = 0;
  }

  emit(event: PlatformEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: (event: PlatformEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
