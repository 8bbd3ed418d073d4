/**
 * The platform's face bags (表情包, `GET /face/bags`): three bags of eight stickers each, drawn by
 * face-art.ts and served by the sandbox's file host at `{origin}/media/face/{bagId}/{faceId}.png`
 * (the cover is the bag's first face). Seeded and read-only: the platform's operators maintain
 * them. A sticker message (msgType 6) names a face of these by bag and face id.
 */
import type { ChatFaceBag } from '@generated/chat/model';
import { type BagStyle, FACE_SIZE, type FaceDesign, drawFace } from './face-art.ts';

export const FACE_MEDIA_PATH = '/media/face/';

interface SeedFace extends FaceDesign {
  id: number;
  name: string;
}
interface SeedBag {
  id: number;
  name: string;
  style: BagStyle;
  faces: readonly SeedFace[];
}

export const FACE_BAGS: readonly SeedBag[] = [
  {
    id: 1,
    name: '小美日常',
    style: { head: 'round', skin: [255, 214, 92, 255], outline: [214, 150, 40, 255] },
    faces: [
      { id: 101, name: '[微笑]', eyes: 'dots', mouth: 'smile', extras: ['blush'] },
      { id: 102, name: '[大笑]', eyes: 'happy', mouth: 'laugh' },
      { id: 103, name: '[眨眼]', eyes: 'wink', mouth: 'smile' },
      { id: 104, name: '[喜欢]', eyes: 'hearts', mouth: 'grin' },
      { id: 105, name: '[惊讶]', eyes: 'wide', mouth: 'o' },
      { id: 106, name: '[难过]', eyes: 'sad', mouth: 'frown', extras: ['tear'] },
      { id: 107, name: '[好的]', eyes: 'happy', mouth: 'smile', extras: ['check'] },
      { id: 108, name: '[尴尬]', eyes: 'dots', mouth: 'flat', extras: ['sweat'] },
    ],
  },
  {
    id: 2,
    name: '萌兔问候',
    style: { head: 'bunny', skin: [255, 246, 250, 255], outline: [222, 150, 178, 255] },
    faces: [
      { id: 201, name: '[你好呀]', eyes: 'dots', mouth: 'smile', extras: ['blush', 'sparkle'] },
      { id: 202, name: '[谢谢]', eyes: 'closed', mouth: 'smile', extras: ['blush'] },
      { id: 203, name: '[比心]', eyes: 'happy', mouth: 'kiss', extras: ['heart'] },
      { id: 204, name: '[加油]', eyes: 'stars', mouth: 'grin' },
      { id: 205, name: '[收到]', eyes: 'dots', mouth: 'smile', extras: ['check'] },
      { id: 206, name: '[疑问]', eyes: 'wide', mouth: 'flat', extras: ['sweat'] },
      { id: 207, name: '[晚安]', eyes: 'closed', mouth: 'flat', extras: ['blush'] },
      { id: 208, name: '[抱抱]', eyes: 'happy', mouth: 'laugh', extras: ['blush', 'heart'] },
    ],
  },
  {
    id: 3,
    name: '小美表情',
    style: { head: 'cat', skin: [196, 232, 226, 255], outline: [70, 150, 140, 255] },
    faces: [
      { id: 301, name: '[开心]', eyes: 'happy', mouth: 'grin', extras: ['blush'] },
      { id: 302, name: '[期待]', eyes: 'stars', mouth: 'o' },
      { id: 303, name: '[么么哒]', eyes: 'wink', mouth: 'kiss', extras: ['heart'] },
      { id: 304, name: '[委屈]', eyes: 'sad', mouth: 'flat', extras: ['tear'] },
      { id: 305, name: '[好美]', eyes: 'hearts', mouth: 'smile', extras: ['sparkle'] },
      { id: 306, name: '[没问题]', eyes: 'dots', mouth: 'grin', extras: ['check'] },
      { id: 307, name: '[害羞]', eyes: 'closed', mouth: 'smile', extras: ['blush'] },
      { id: 308, name: '[震惊]', eyes: 'wide', mouth: 'laugh', extras: ['sweat'] },
    ],
  },
];

const faceUrl = (origin: string, bagId: number, faceId: number) => `${origin}${FACE_MEDIA_PATH}${bagId}/${faceId}.png`;

/** The face bags as the platform answers them, image URLs on the sandbox's host. */
export function faceBags(origin: string): ChatFaceBag[] {
  return FACE_BAGS.map((bag) => ({
    id: bag.id,
    name: bag.name,
    cover: faceUrl(origin, bag.id, bag.faces[0]?.id ?? 0),
    faces: bag.faces.map((face) => ({
      id: face.id,
      name: face.name,
      url: faceUrl(origin, bag.id, face.id),
      width: FACE_SIZE,
      height: FACE_SIZE,
    })),
  }));
}

/** A seeded face, or undefined. */
export function findFace(bagId: number, faceId: number): { bag: SeedBag; face: SeedFace } | undefined {
  const bag = FACE_BAGS.find((b) => b.id === bagId);
  const face = bag?.faces.find((f) => f.id === faceId);
  return bag && face ? { bag, face } : undefined;
}

const drawn = new Map<string, Uint8Array>();

/** A face's PNG bytes (drawn once, then kept), or undefined for a face no bag has. */
export function faceImage(bagId: number, faceId: number): Uint8Array | undefined {
  const found = findFace(bagId, faceId);
  if (!found) return undefined;
  const key = `${bagId}/${faceId}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = drawFace(found.bag.style, found.face);
    drawn.set(key, bytes);
  }
  return bytes;
}

/** Every face's file, `{bagId}/{faceId}.png` → bytes (what scripts/make-faces.ts writes). */
export function allFaceImages(): Map<string, Uint8Array> {
  return new Map(
    FACE_BAGS.flatMap((bag) => bag.faces.map((face) => [`${bag.id}/${face.id}.png`, faceImage(bag.id, face.id) as Uint8Array] as const)),
  );
}
