/**
 * The sandbox's videos, made on request: a WebM (VP8, 32×18, a frame every two seconds) of exactly
 * the length asked, a few tens of KB. It stands in for the study centre's chapter videos (of each
 * chapter's length, so seeking, resuming and "finished" behave as with the platform's files) and
 * for the seeded chat videos the sandbox never received (mocks/domain/files.ts). WebM/VP8 because
 * every Chromium plays it (Chromium builds differ on H.264); made rather than stored, so there are
 * no binary files in the repository.
 *
 * The one frame is a VP8 key frame of a plain blue picture, encoded once with Chromium's
 * WebCodecs (`VideoEncoder`, codec 'vp8', 32×18) and kept here as bytes.
 */
const KEY_FRAME = Uint8Array.from(atob('EAMAnQEqIAASAAAHCIWFiJmEiAEkEA7AP4A/oCC6uCoWAP7zpP///vBQ2X6cf/3gp///kg9eTz8/8jEqedow'), (c) =>
  c.charCodeAt(0),
);

/** EBML variable-length size: the shortest form that holds `n`. */
function vsize(n: number): number[] {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const bytes: number[] = [];
      let rest = n;
      for (let i = 0; i < len; i++) {
        bytes.unshift(rest % 256);
        rest = Math.floor(rest / 256);
      }
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (len - 1));
      return bytes;
    }
  }
  throw new Error('EBML element too large');
}

function uint(n: number): number[] {
  const bytes: number[] = [];
  let rest = n;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return bytes;
}

function idBytes(id: number): number[] {
  return uint(id);
}

type Bytes = number[] | Uint8Array;

function element(id: number, ...parts: Bytes[]): number[] {
  const body = parts.flatMap((p) => Array.from(p));
  return [...idBytes(id), ...vsize(body.length), ...body];
}

const uintEl = (id: number, n: number) => element(id, uint(n));
const textEl = (id: number, text: string) => element(id, Array.from(new TextEncoder().encode(text)));

function floatEl(id: number, value: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return element(id, new Uint8Array(view.buffer));
}

const FRAME_EVERY_MS = 2000;

/** A WebM of `seconds` seconds (at least 1). */
export function standInVideo(seconds: number): Uint8Array {
  const totalMs = Math.max(1, Math.round(seconds)) * 1000;
  const header = element(
    0x1a45dfa3,
    uintEl(0x4286, 1),
    uintEl(0x42f7, 1),
    uintEl(0x42f2, 4),
    uintEl(0x42f3, 8),
    textEl(0x4282, 'webm'),
    uintEl(0x4287, 2),
    uintEl(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uintEl(0x2ad7b1, 1_000_000),
    textEl(0x4d80, 'sandbox'),
    textEl(0x5741, 'sandbox'),
    floatEl(0x4489, totalMs),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      uintEl(0xd7, 1),
      uintEl(0x73c5, 1),
      uintEl(0x83, 1),
      textEl(0x86, 'V_VP8'),
      element(0xe0, uintEl(0xb0, 32), uintEl(0xba, 18)),
    ),
  );
  const clusters: number[] = [];
  // One cluster per frame (each a key frame), so a seek lands anywhere; the last frame sits just before the end.
  const times: number[] = [];
  for (let t = 0; t < totalMs - 1000; t += FRAME_EVERY_MS) times.push(t);
  times.push(totalMs - 1000 > 0 ? totalMs - 1000 : 0);
  for (const t of [...new Set(times)]) {
    clusters.push(...element(0x1f43b675, uintEl(0xe7, t), element(0xa3, [0x81, 0x00, 0x00, 0x80], KEY_FRAME)));
  }
  const segment = element(0x18538067, info, tracks, clusters);
  return Uint8Array.from([...header, ...segment]);
}
