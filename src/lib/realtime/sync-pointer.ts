/**
 * The last-fingerprint pointer of offline sync: the fp of the last chat event (2, 6 or 101) this
 * client handled, persisted per account so a restart, a reload or a reconnect asks the server for
 * exactly what came after it. It only moves after the events before it were emitted (see
 * chat-client.ts), so a crash in between replays rather than skips.
 */
import { readText, removeKey, writeText } from '../storage/local-store.ts';

export interface PointerStore {
  read(key: string): string | undefined;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export const localPointerStore: PointerStore = { read: readText, write: writeText, remove: removeKey };

export class SyncPointer {
  private value: string | undefined;
  private readonly key: string;

  constructor(
    account: string,
    private readonly store: PointerStore = localPointerStore,
  ) {
    this.key = `realtime.lastFingerPrint.${account}`;
    this.value = store.read(this.key) || undefined;
  }

  get(): string | undefined {
    return this.value;
  }

  set(fp: string): void {
    if (fp === this.value) return;
    this.value = fp;
    this.store.write(this.key, fp);
  }

  /** Sets it only when there is none yet (an anchor from the chat list the UI loaded). */
  seed(fp: string): void {
    if (this.value === undefined) this.set(fp);
  }

  clear(): void {
    this.value = undefined;
    this.store.remove(this.key);
  }
}
