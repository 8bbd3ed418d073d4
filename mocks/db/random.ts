/**
 * Deterministic randomness and the sandbox's fixed clock for seeding. Nothing here reads the real
 * clock or Math.random: the same seed always gives the same sequence. Runs in Node and the browser.
 */

/** A small, fast seeded generator (mulberry32) with the helpers the seeders need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one part of the seed, so parts do not shift each other's sequences. */
  static derive(seed: number, label: string): Rng {
    let h = (seed ^ 0x9e3779b9) >>> 0;
    for (let i = 0; i < label.length; i++) {
      h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
    }
    return new Rng(h ^ (h >>> 15));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; `weights` has one entry per item. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  /** A UUID-shaped fingerprint (version 4 layout). */
  uuid(): string {
    const hex = (n: number, len: number) =>
      (n >>> 0)
        .toString(16)
        .padStart(8, '0')
        .slice(8 - len);
    const a = this.next() * 4294967296;
    const b = this.next() * 4294967296;
    const c = this.next() * 4294967296;
    const d = this.next() * 4294967296;
    return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b, 3)}-${hex(((c >>> 28) & 0x3) | 0x8, 1)}${hex(c, 3)}-${hex(c >>> 12, 4)}${hex(d, 8)}`;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The platform's local time zone (China Standard Time, no daylight saving). */
const ZONE_OFFSET_MS = 8 * HOUR;

/** The sandbox's reference moment: 2026-11-20 09:00:00 in China Standard Time. */
export const REFERENCE_TIME = '2026-11-20 09:00:00';
export const REFERENCE_MS = Date.UTC(2026, 10, 20, 9, 0, 0) - ZONE_OFFSET_MS;

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** 'yyyy-MM-dd HH:mm:ss' in China Standard Time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms + ZONE_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** 'yyyy-MM-dd' in China Standard Time. */
export function formatDate(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

/** 'yyyy-MM' in China Standard Time. */
export function formatMonth(ms: number): string {
  return formatDateTime(ms).slice(0, 7);
}

/** Milliseconds of a China Standard Time wall-clock moment. */
export function cstMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - ZONE_OFFSET_MS;
}

/** Parses 'yyyy-MM-dd HH:mm:ss' (China Standard Time) back to milliseconds. */
export function parseDateTime(value: string): number {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return cstMs(y ?? 1970, mo ?? 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}

/** Moves a moment into working hours (09:00–20:59) of its day, keeping minutes and seconds. */
export function workingHours(ms: number): number {
  const hour = Math.floor(((((ms + ZONE_OFFSET_MS) % DAY) + DAY) % DAY) / HOUR);
  if (hour >= 9 && hour <= 20) return ms;
  return ms + (9 + (hour % 12) - hour) * HOUR;
}

/**
 * Money as the contract's `multipleOf: 0.01` accepts it: rounded to cents, and nudged by a cent where
 * binary floating point would make `value / 0.01` non-integral for a strict validator.
 */
export function money(value: number): number {
  const cents = Math.round(value * 100);
  for (const delta of [0, 1, -1, 2, -2]) {
    const v = (cents + delta) / 100;
    const q = v / 0.01;
    if (q === Math.trunc(q)) return v;
  }
  return Math.round(value);
}

/** A masked mobile number like 138****0001. */
export function maskPhone(full: string): string {
  return `${full.slice(0, 3)}****${full.slice(7)}`;
}
