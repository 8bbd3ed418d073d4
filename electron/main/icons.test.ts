import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appMarkPng, blankPng, unreadDotPng } from './icons.ts';
import { encodePng } from './png.ts';

/** Reads back width, height and RGBA pixels of a PNG made by encodePng. */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

describe('icons', () => {
  it('encodes pixels that decode back unchanged', () => {
    const pixels = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const { width, height, pixel } = decode(encodePng(2, 2, pixels));
    expect([width, height]).toEqual([2, 2]);
    expect(pixel(1, 1)).toEqual([13, 14, 15, 16]);
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });

  it('draws the mark (white cross on blue, transparent corners), a blank frame and a red dot', () => {
    const mark = decode(appMarkPng(32));
    expect(mark.pixel(16, 16)).toEqual([255, 255, 255, 255]);
    expect(mark.pixel(6, 9)).toEqual([22, 119, 255, 255]);
    expect(mark.pixel(0, 0)[3]).toBe(0);
    const blank = decode(blankPng(16));
    expect(blank.pixel(8, 8)[3]).toBe(0);
    expect(decode(unreadDotPng(16)).pixel(8, 8)).toEqual([245, 34, 45, 255]);
  });
});
