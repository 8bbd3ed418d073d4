/**
 * The sandbox's face-bag stickers (表情包), drawn here: each face is a few shapes (a round face or
 * a bunny's head, eyes, mouth, blush, a heart…) rasterised with 4×4 supersampling into a 120×120
 * RGBA PNG. Original art, deterministic bytes (the same shapes always make the same file), and no
 * Node-only API, so the sandbox serves them in Node and in Storybook's worker alike, and
 * `scripts/make-faces.ts` writes the very same bytes into `public/faces/` (committed; its test
 * checks they are current).
 */
import { zlibSync } from 'fflate';

export const FACE_SIZE = 120;

type Rgba = readonly [number, number, number, number];
/** Coverage of a point (0..1 per axis of the 120-unit canvas) by a shape: true inside. */
type Inside = (x: number, y: number) => boolean;
interface Layer {
  inside: Inside;
  color: Rgba;
}

const circle =
  (cx: number, cy: number, r: number): Inside =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Inside =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
/** A stroke along a circle's arc, `from`..`to` radians (0 = right, π/2 = down), `width` thick. */
const arc =
  (cx: number, cy: number, r: number, from: number, to: number, width: number): Inside =>
  (x, y) => {
    const d = Math.hypot(x - cx, y - cy);
    if (Math.abs(d - r) > width / 2) return false;
    let a = Math.atan2(y - cy, x - cx);
    if (a < from) a += 2 * Math.PI;
    return a >= from && a <= to;
  };
/** A heart centred at (cx, cy), `s` wide: the classic implicit curve (x²+y²−1)³ − x²y³ ≤ 0. */
const heart =
  (cx: number, cy: number, s: number): Inside =>
  (x, y) => {
    const u = ((x - cx) / s) * 2.4;
    const v = (-(y - cy) / s) * 2.4 + 0.3;
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
  };
const rect =
  (x0: number, y0: number, x1: number, y1: number): Inside =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;
const union =
  (...shapes: Inside[]): Inside =>
  (x, y) =>
    shapes.some((s) => s(x, y));

const INK: Rgba = [60, 42, 30, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const BLUSH: Rgba = [255, 120, 140, 150];
const RED: Rgba = [232, 48, 72, 255];
const TEAR: Rgba = [90, 170, 240, 230];

type Eyes = 'dots' | 'happy' | 'wink' | 'hearts' | 'wide' | 'sad' | 'closed' | 'stars';
type Mouth = 'smile' | 'laugh' | 'o' | 'frown' | 'flat' | 'grin' | 'kiss';
type Extra = 'blush' | 'tear' | 'heart' | 'sweat' | 'check' | 'sparkle';

export interface FaceDesign {
  eyes: Eyes;
  mouth: Mouth;
  extras?: readonly Extra[];
}
export type HeadKind = 'round' | 'bunny' | 'cat';
export interface BagStyle {
  head: HeadKind;
  skin: Rgba;
  outline: Rgba;
}

function eyes(kind: Eyes): Layer[] {
  const pair = (make: (cx: number) => Inside, color: Rgba = INK) => [
    { inside: make(44), color },
    { inside: make(76), color },
  ];
  switch (kind) {
    case 'dots':
      return pair((cx) => ellipse(cx, 52, 5, 7));
    case 'happy':
      return pair((cx) => arc(cx, 56, 8, Math.PI * 1.1, Math.PI * 1.9, 4));
    case 'wink':
      return [
        { inside: ellipse(44, 52, 5, 7), color: INK },
        { inside: arc(76, 52, 8, Math.PI * 0.15, Math.PI * 0.85, 4), color: INK },
      ];
    case 'hearts':
      return pair((cx) => heart(cx, 52, 18), RED);
    case 'wide':
      return [...pair((cx) => circle(cx, 50, 9), WHITE), ...pair((cx) => circle(cx, 51, 4.5))];
    case 'sad':
      return [
        ...pair((cx) => ellipse(cx, 54, 4.5, 6)),
        { inside: rect(34, 40, 52, 43), color: INK },
        { inside: rect(68, 40, 86, 43), color: INK },
      ];
    case 'closed':
      return pair((cx) => arc(cx, 48, 8, Math.PI * 0.15, Math.PI * 0.85, 4));
    case 'stars':
      return pair((cx) => union(ellipse(cx, 52, 3, 10), ellipse(cx, 52, 10, 3)), [250, 190, 30, 255]);
  }
}

function mouth(kind: Mouth): Layer[] {
  switch (kind) {
    case 'smile':
      return [{ inside: arc(60, 68, 16, Math.PI * 0.2, Math.PI * 0.8, 4.5), color: INK }];
    case 'laugh':
      return [
        { inside: (x, y) => ellipse(60, 72, 18, 15)(x, y) && y >= 72, color: INK },
        { inside: (x, y) => ellipse(60, 80, 10, 6)(x, y) && ellipse(60, 72, 18, 15)(x, y) && y >= 74, color: RED },
      ];
    case 'o':
      return [{ inside: ellipse(60, 82, 8, 10), color: INK }];
    case 'frown':
      return [{ inside: arc(60, 94, 14, Math.PI * 1.2, Math.PI * 1.8, 4.5), color: INK }];
    case 'flat':
      return [{ inside: rect(48, 82, 72, 86), color: INK }];
    case 'grin':
      return [
        { inside: (x, y) => ellipse(60, 74, 20, 13)(x, y) && y >= 74, color: INK },
        { inside: (x, y) => ellipse(60, 74, 17, 10)(x, y) && y >= 76 && y <= 81, color: WHITE },
      ];
    case 'kiss':
      return [{ inside: heart(62, 82, 14), color: RED }];
  }
}

function extras(kinds: readonly Extra[] = []): Layer[] {
  return kinds.flatMap((kind): Layer[] => {
    switch (kind) {
      case 'blush':
        return [
          { inside: ellipse(32, 70, 8, 5), color: BLUSH },
          { inside: ellipse(88, 70, 8, 5), color: BLUSH },
        ];
      case 'tear':
        return [{ inside: union(circle(38, 74, 5), (x, y) => y < 74 && y > 62 && Math.abs(x - 38) < (y - 62) * 0.42), color: TEAR }];
      case 'heart':
        return [{ inside: heart(96, 24, 26), color: RED }];
      case 'sweat':
        return [{ inside: union(circle(92, 40, 6), (x, y) => y < 40 && y > 24 && Math.abs(x - 92) < (y - 24) * 0.37), color: TEAR }];
      case 'check':
        return [
          { inside: circle(96, 96, 18), color: [56, 176, 96, 255] },
          {
            inside: union(
              (x, y) => Math.abs(y - 96 - (x - 88) * 0.9) < 3 && x > 86 && x < 93,
              (x, y) => Math.abs(y - 102 + (x - 92) * 1.1) < 3 && x > 91 && x < 106,
            ),
            color: WHITE,
          },
        ];
      case 'sparkle':
        return [{ inside: union(ellipse(20, 22, 2.5, 10), ellipse(20, 22, 10, 2.5)), color: [250, 200, 40, 255] }];
    }
  });
}

function head(style: BagStyle): Layer[] {
  const face = circle(60, 64, 46);
  const outline = circle(60, 64, 50);
  switch (style.head) {
    case 'round':
      return [
        { inside: outline, color: style.outline },
        { inside: face, color: style.skin },
      ];
    case 'bunny': {
      const ears = union(ellipse(38, 22, 11, 24), ellipse(82, 22, 11, 24));
      const inner = union(ellipse(38, 22, 5, 16), ellipse(82, 22, 5, 16));
      return [
        { inside: union(outline, union(ellipse(38, 22, 14, 27), ellipse(82, 22, 14, 27))), color: style.outline },
        { inside: union(face, ears), color: style.skin },
        { inside: inner, color: [255, 170, 190, 255] },
      ];
    }
    case 'cat': {
      const ear = (x0: number, dir: number) => (x: number, y: number) =>
        y > 6 && y < 40 && Math.abs(x - x0) < (y - 6) * 0.62 && dir * (x - x0) > -40;
      return [
        { inside: union(outline, ear(30, 1), ear(90, -1)), color: style.outline },
        {
          inside: union(
            face,
            (x, y) => ear(30, 1)(x, y + 4),
            (x, y) => ear(90, -1)(x, y + 4),
          ),
          color: style.skin,
        },
      ];
    }
  }
}

/** The face's layers, painted in order (later over earlier). */
export function faceLayers(style: BagStyle, design: FaceDesign): Layer[] {
  return [...head(style), ...eyes(design.eyes), ...mouth(design.mouth), ...extras(design.extras)];
}

const SAMPLES = 4;

/** RGBA pixels, `FACE_SIZE`² × 4 bytes, transparent outside the face. */
export function rasterise(layers: readonly Layer[], size = FACE_SIZE): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const scale = FACE_SIZE / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) * scale;
          const y = (py + (sy + 0.5) / SAMPLES) * scale;
          // "over" compositing of every layer covering this sample, premultiplied.
          let cr = 0;
          let cg = 0;
          let cb = 0;
          let ca = 0;
          for (const layer of layers) {
            if (!layer.inside(x, y)) continue;
            const la = layer.color[3] / 255;
            cr = layer.color[0] * la + cr * (1 - la);
            cg = layer.color[1] * la + cg * (1 - la);
            cb = layer.color[2] * la + cb * (1 - la);
            ca = la + ca * (1 - la);
          }
          r += cr;
          g += cg;
          b += cb;
          a += ca;
        }
      }
      const n = SAMPLES * SAMPLES;
      const at = (py * size + px) * 4;
      const alpha = a / n;
      pixels[at] = alpha > 0 ? Math.round(r / n / alpha) : 0;
      pixels[at + 1] = alpha > 0 ? Math.round(g / n / alpha) : 0;
      pixels[at + 2] = alpha > 0 ? Math.round(b / n / alpha) : 0;
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A PNG (8-bit RGBA, no interlace, filter 0 on every row) of `size`² pixels. */
export function encodePng(pixels: Uint8Array, size: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) raw.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One sticker as PNG bytes. */
export function drawFace(style: BagStyle, design: FaceDesign, size = FACE_SIZE): Uint8Array {
  return encodePng(rasterise(faceLayers(style, design), size), size);
}
