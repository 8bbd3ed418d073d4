/**
 * Fingerprints already handled, for dedupe. Bounded: a session that runs for days must not grow
 * without limit, and duplicates only ever arrive close to the original (the server resends an
 * unacknowledged frame within seconds; offline sync replays at most 100 events), so the most
 * recent few thousand are enough. Oldest entries are forgotten first (insertion order).
 */
export class FingerprintSet {
  private readonly items = new Set<string>();

  constructor(readonly capacity = 2_000) {}

  has(fp: string): boolean {
    return this.items.has(fp);
  }

  /** Adds the fingerprint; false when it was already there. */
  add(fp: string): boolean {
    if (this.items.has(fp)) return false;
    this.items.add(fp);
    if (this.items.size > this.capacity) {
      const oldest = this.items.values().next().value;
      if (oldest !== undefined) this.items.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.items.size;
  }
}
