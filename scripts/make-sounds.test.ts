import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE, SOUNDS, SOUNDS_DIR, writeSounds } from './make-sounds.ts';

const EXPECTED = ['apple.wav', 'new-chat-msg.wav', 'new-customer-order.wav', 'old-customer-order.wav', 'one-plus.wav'];

interface WavInfo {
  sampleRate: number;
  channels: number;
  bits: number;
  seconds: number;
  peak: number;
}

function readWav(bytes: Buffer): WavInfo {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE');
  expect(bytes.toString('ascii', 12, 16)).toBe('fmt ');
  expect(bytes.readUInt16LE(20)).toBe(1); // PCM
  expect(bytes.toString('ascii', 36, 40)).toBe('data');
  const dataBytes = bytes.readUInt32LE(40);
  expect(dataBytes).toBe(bytes.length - 44);
  let peak = 0;
  for (let at = 44; at < bytes.length; at += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(at)));
  const sampleRate = bytes.readUInt32LE(24);
  return {
    sampleRate,
    channels: bytes.readUInt16LE(22),
    bits: bytes.readUInt16LE(34),
    seconds: dataBytes / 2 / sampleRate,
    peak,
  };
}

describe('make-sounds', () => {
  const temp = mkdtempSync(join(tmpdir(), 'sounds-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('writes the five sounds of the specification', () => {
    writeSounds(temp);
    expect(readdirSync(temp).sort()).toEqual(EXPECTED);
    expect(SOUNDS.map((s) => s.file).sort()).toEqual(EXPECTED);
  });

  it('committed files are exactly what the script makes (deterministic bytes)', () => {
    writeSounds(temp);
    for (const file of EXPECTED) {
      expect(readFileSync(join(SOUNDS_DIR, file)).equals(readFileSync(join(temp, file))), `${file} is stale: run npm run sounds`).toBe(
        true,
      );
    }
  });

  it.each(EXPECTED)('%s is a valid 16-bit mono WAV, at most 2 s, and not silent', (file) => {
    const info = readWav(readFileSync(join(SOUNDS_DIR, file)));
    expect(info).toMatchObject({ sampleRate: SAMPLE_RATE, channels: 1, bits: 16 });
    expect(info.seconds).toBeGreaterThan(0.2);
    expect(info.seconds).toBeLessThanOrEqual(2);
    expect(info.peak).toBeGreaterThan(20_000);
  });

  it('the two dispatch sounds differ from each other and from the message sounds', () => {
    const bytes = EXPECTED.map((file) => readFileSync(join(SOUNDS_DIR, file)).toString('base64'));
    expect(new Set(bytes).size).toBe(EXPECTED.length);
  });
});
