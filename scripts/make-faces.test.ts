import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FACE_BAGS } from '../mocks/domain/chat/face-bags.ts';
import { FACE_SIZE, crc32 } from '../mocks/domain/chat/face-art.ts';
import { FACES_DIR, writeFaces } from './make-faces.ts';

const EXPECTED = FACE_BAGS.flatMap((bag) => bag.faces.map((face) => `${bag.id}/${face.id}.png`)).sort();
const listed = (dir: string) =>
  readdirSync(dir)
    .flatMap((bag) => readdirSync(join(dir, bag)).map((file) => `${bag}/${file}`))
    .sort();

/** Each chunk's type, after checking its CRC. */
function pngChunks(bytes: Buffer): { type: string; data: Buffer }[] {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const typeAndData = bytes.subarray(at + 4, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({ type: typeAndData.toString('ascii', 0, 4), data: bytes.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

describe('make-faces', () => {
  const temp = mkdtempSync(join(tmpdir(), 'faces-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('writes every face of every bag, and the committed files are exactly what it makes', () => {
    writeFaces(temp);
    expect(listed(temp)).toEqual(EXPECTED);
    expect(listed(FACES_DIR)).toEqual(EXPECTED);
    for (const file of EXPECTED) {
      expect(readFileSync(join(FACES_DIR, file)).equals(readFileSync(join(temp, file))), `${file} is stale: run npm run faces`).toBe(true);
    }
  });

  it.each(EXPECTED)('%s is a valid 120×120 RGBA PNG, small, and differs from every other face', (file) => {
    const bytes = readFileSync(join(FACES_DIR, file));
    const chunks = pngChunks(bytes);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]?.data as Buffer;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([FACE_SIZE, FACE_SIZE, 8, 6]);
    expect(bytes.length).toBeLessThan(8 * 1024);
    const others = EXPECTED.filter((f) => f !== file).map((f) => readFileSync(join(FACES_DIR, f)));
    expect(others.some((o) => o.equals(bytes))).toBe(false);
  });
});
