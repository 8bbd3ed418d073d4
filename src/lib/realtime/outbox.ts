/**
 * Messages this client sent and the server has not acknowledged yet. A message keeps its
 * fingerprint for every resend, so the server (which dedupes by fingerprint) stores it once
 * however often it arrives. Resends: every `resendMs` while the socket is live, and all pending
 * ones again on every new live socket (an ACK lost with a dropped connection must not lose the
 * message). Only when a healthy socket got `1 + maxResends` copies without any ACK is the message
 * given up as failed (designed: the server refuses it, e.g. the user left the chat).
 */
import type { Scheduler } from './environment.ts';
import type { Frame } from './frames.ts';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

interface Entry {
  frame: Frame;
  /** Copies sent on the current socket. */
  copies: number;
  timer: unknown;
}

export interface OutboxOptions {
  scheduler: Scheduler;
  resendMs: number;
  maxResends: number;
  /** Sends on the current live socket; false when there is none. */
  transmit: (frame: Frame) => boolean;
  onStatus: (fingerPrint: string, status: OutboxStatus) => void;
}

export class Outbox {
  private readonly entries = new Map<string, Entry>();
  private live = false;

  constructor(private readonly options: OutboxOptions) {}

  /** Queues a message frame (QoS, fp = its fingerprint); sends it at once when live. */
  add(frame: Frame): void {
    const fp = frame.fp;
    if (!fp || this.entries.has(fp)) return;
    const entry: Entry = { frame, copies: 0, timer: undefined };
    this.entries.set(fp, entry);
    this.options.onStatus(fp, 'pending');
    if (this.live) this.transmit(fp, entry);
  }

  /** A new live socket: every pending message goes out again, in the order it was written. */
  connected(): void {
    this.live = true;
    for (const [fp, entry] of this.entries) {
      entry.copies = 0;
      this.transmit(fp, entry);
    }
  }

  /** The socket is gone: stop the resend timers; pending messages wait for the next socket. */
  disconnected(): void {
    this.live = false;
    for (const entry of this.entries.values()) this.clear(entry);
  }

  /**
   * The socket ended for good (kickout, rejection, logout): nothing will send the pending messages
   * any more, so they are reported failed instead of spinning forever in the UI.
   */
  abandon(): void {
    this.disconnected();
    const pending = [...this.entries.keys()];
    this.entries.clear();
    for (const fp of pending) this.options.onStatus(fp, 'failed');
  }

  /** The server's ACK (type 4, the fp as content). Unknown fps (late duplicates) are ignored. */
  ack(fp: string): boolean {
    const entry = this.entries.get(fp);
    if (!entry) return false;
    this.clear(entry);
    this.entries.delete(fp);
    this.options.onStatus(fp, 'sent');
    return true;
  }

  pending(): string[] {
    return [...this.entries.keys()];
  }

  private transmit(fp: string, entry: Entry): void {
    this.clear(entry);
    if (!this.options.transmit(entry.frame)) return;
    entry.copies += 1;
    entry.timer = this.options.scheduler.setTimeout(() => {
      entry.timer = undefined;
      if (!this.live || this.entries.get(fp) !== entry) return;
      if (entry.copies > this.options.maxResends) {
        this.entries.delete(fp);
        this.options.onStatus(fp, 'failed');
        return;
      }
      this.transmit(fp, entry);
    }, this.options.resendMs);
  }

  private clear(entry: Entry): void {
    if (entry.timer !== undefined) this.options.scheduler.clearTimeout(entry.timer);
    entry.timer = undefined;
  }
}
