/**
 * Draws the sandbox's face-bag stickers (mocks/domain/chat/face-bags.ts) into public/faces/ as
 * 120×120 PNG files, `{bagId}/{faceId}.png`. The art is original and the bytes deterministic, so
 * `scripts/make-faces.test.ts` checks that what is committed is what this script makes; the
 * sandbox serves the same bytes from its file host (`/media/face/…`).
 *
 *   npm run faces                  writes public/faces/
 *   tsx scripts/make-faces.ts <dir> writes into another folder
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { allFaceImages } from '../mocks/domain/chat/face-bags.ts';
import { repoRoot } from './lib/paths.ts';

export const FACES_DIR = join(repoRoot, 'public', 'faces');

/** Writes every face into `dir` (created when missing); returns the paths written. */
export function writeFaces(dir: string): string[] {
  return [...allFaceImages()].map(([file, bytes]) => {
    const path = join(dir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    return path;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : FACES_DIR;
  for (const path of writeFaces(dir)) console.log(`wrote ${path}`);
}
