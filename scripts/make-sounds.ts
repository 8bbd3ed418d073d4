/**
 * Synthesises the client's alert sounds (specification section 9) into public/sounds/ as 16-bit
 * mono WAV files. Every sound is original: sine and triangle tones with short envelopes, computed
 * here, so the bytes are deterministic and `scripts/make-sounds.test.ts` can check that what is
 * committed is what this script makes.
 *
 *   npm run sounds            writes public/sounds/*.wav
 *   tsx scripts/make-sounds.ts <dir>   writes into another folder
 *
 * Message sounds (user setting volumeId): 1 new-chat-msg, 2 one-plus, 3 apple.
 * Dispatch sounds: new-customer-order and old-customer-order — longer and louder, made to be
 * noticed across a busy front desk, and different from each other so staff can tell a new
 * customer from a returning one without looking.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './lib/paths.ts';

export const SAMPLE_RATE = 22_050;

type Wave = 'sine' | 'triangle';

interface Note {
  /** Start, in seconds from the beginning of the sound. */
  at: number;
  /** Frequency in Hz. */
  freq: number;
  /** Length in seconds, release included. */
  length: number;
  /** Peak amplitude, 0..1 before mixing. */
  gain: number;
  wave: Wave;
  /** Exponential decay rate per second (0: sustained until the release). */
  decay: number;
  /** Overtones as [multiple of freq, relative gain]. */
  partials?: readonly (readonly [number, number])[];
}

interface SoundSpec {
  file: string;
  duration: number;
  notes: readonly Note[];
}

const ATTACK = 0.006;
const RELEASE = 0.04;

function oscillator(wave: Wave, phase: number): number {
  // phase in cycles
  if (wave === 'sine') return Math.sin(2 * Math.PI * phase);
  const p = phase - Math.floor(phase);
  return p < 0.25 ? 4 * p : p < 0.75 ? 2 - 4 * p : 4 * p - 4;
}

function envelope(t: number, note: Note): number {
  if (t < 0 || t >= note.length) return 0;
  const attack = Math.min(1, t / ATTACK);
  const release = Math.min(1, (note.length - t) / RELEASE);
  return attack * release * Math.exp(-note.decay * t);
}

function render(spec: SoundSpec): Int16Array {
  const count = Math.round(spec.duration * SAMPLE_RATE);
  const mix = new Float64Array(count);
  for (const note of spec.notes) {
    const partials = [[1, 1] as const, ...(note.partials ?? [])];
    const first = Math.max(0, Math.floor(note.at * SAMPLE_RATE));
    const last = Math.min(count, Math.ceil((note.at + note.length) * SAMPLE_RATE));
    for (let i = first; i < last; i += 1) {
      const t = i / SAMPLE_RATE - note.at;
      const env = envelope(t, note);
      if (env === 0) continue;
      let value = 0;
      for (const [multiple, gain] of partials) value += gain * oscillator(note.wave, note.freq * multiple * t);
      mix[i] = (mix[i] ?? 0) + note.gain * env * value;
    }
  }
  // Normalise to a fixed peak so every sound is equally loud and no sample clips.
  let peak = 0;
  for (const v of mix) peak = Math.max(peak, Math.abs(v));
  const scale = peak > 0 ? 0.85 / peak : 0;
  const samples = new Int16Array(count);
  for (let i = 0; i < count; i += 1) samples[i] = Math.round(Math.max(-1, Math.min(1, (mix[i] ?? 0) * scale)) * 32767);
  return samples;
}

/** A canonical 44-byte-header PCM WAV: RIFF, fmt (16-bit mono), data. */
export function encodeWav(samples: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) buffer.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return buffer;
}

const bell = [
  [2, 0.35],
  [3, 0.12],
] as const;
const marimba = [
  [4, 0.3],
  [10, 0.05],
] as const;

// Note frequencies (equal temperament, A4 = 440 Hz).
const hz = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);
const C5 = hz(3);
const E5 = hz(7);
const A5 = hz(12);
const B5 = hz(14);
const C6 = hz(15);
const D6 = hz(17);
const E6 = hz(19);
const G6 = hz(22);
const A6 = hz(24);
const C7 = hz(27);

export const SOUNDS: readonly SoundSpec[] = [
  {
    // id 1: a soft two-note chime, rising a fourth.
    file: 'new-chat-msg.wav',
    duration: 0.6,
    notes: [
      { at: 0, freq: E6, length: 0.25, gain: 0.8, wave: 'sine', decay: 9, partials: bell },
      { at: 0.11, freq: A6, length: 0.48, gain: 0.9, wave: 'sine', decay: 7, partials: bell },
    ],
  },
  {
    // id 2: a quick bright triplet on a triangle wave.
    file: 'one-plus.wav',
    duration: 0.55,
    notes: [
      { at: 0, freq: C6, length: 0.12, gain: 0.6, wave: 'triangle', decay: 14 },
      { at: 0.08, freq: E6, length: 0.12, gain: 0.6, wave: 'triangle', decay: 14 },
      { at: 0.16, freq: G6, length: 0.38, gain: 0.75, wave: 'triangle', decay: 8 },
    ],
  },
  {
    // id 3: one woody marimba-like knock with a lower echo.
    file: 'apple.wav',
    duration: 0.7,
    notes: [
      { at: 0, freq: B5, length: 0.4, gain: 1, wave: 'sine', decay: 11, partials: marimba },
      { at: 0.16, freq: E5, length: 0.5, gain: 0.7, wave: 'sine', decay: 9, partials: marimba },
    ],
  },
  {
    // New customer dispatched: a rising major arpeggio, played twice, ending high.
    file: 'new-customer-order.wav',
    duration: 1.7,
    notes: [0, 0.8].flatMap((start, round) => [
      { at: start, freq: C6, length: 0.16, gain: 0.7, wave: 'triangle' as const, decay: 6 },
      { at: start + 0.12, freq: E6, length: 0.16, gain: 0.7, wave: 'triangle' as const, decay: 6 },
      { at: start + 0.24, freq: G6, length: 0.16, gain: 0.7, wave: 'triangle' as const, decay: 6 },
      {
        at: start + 0.36,
        freq: C7,
        length: round === 0 ? 0.4 : 0.52,
        gain: 0.85,
        wave: 'sine' as const,
        decay: 4,
        partials: bell,
      },
    ]),
  },
  {
    // Returning customer re-dispatched: a lower ding-dong, three times, falling.
    file: 'old-customer-order.wav',
    duration: 1.8,
    notes: [0, 0.6, 1.2].flatMap((start) => [
      { at: start, freq: D6, length: 0.26, gain: 0.85, wave: 'sine' as const, decay: 5, partials: bell },
      { at: start + 0.22, freq: A5, length: 0.36, gain: 0.85, wave: 'sine' as const, decay: 5, partials: bell },
      { at: start + 0.22, freq: C5, length: 0.36, gain: 0.25, wave: 'triangle' as const, decay: 6 },
    ]),
  },
];

/** Every sound's file name and WAV bytes. */
export function makeSounds(): Map<string, Buffer> {
  return new Map(SOUNDS.map((spec) => [spec.file, encodeWav(render(spec))]));
}

/** Writes every sound into `dir` (created when missing); returns the paths written. */
export function writeSounds(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return [...makeSounds()].map(([file, bytes]) => {
    const path = join(dir, file);
    writeFileSync(path, bytes);
    return path;
  });
}

export const SOUNDS_DIR = join(repoRoot, 'public', 'sounds');

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : SOUNDS_DIR;
  for (const path of writeSounds(dir)) console.log(`wrote ${path}`);
}
