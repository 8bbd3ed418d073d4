/**
 * The shell's images, drawn in code: the app mark (a white cross on a blue disc, the client's
 * default blue theme), the fully transparent frame the tray alternates with while flashing, and the
 * red dot the Windows taskbar shows over the icon when there are unread messages.
 */
import { encodePng } from './png.ts';

type Rgba = readonly [number, number, number, number];

const BLUE: Rgba = [22, 119, 255, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const RED: Rgba = [245, 34, 45, 255];

function draw(size: number, paint: (x: number, y: number) => Rgba | undefined): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const colour = paint(x + 0.5, y + 0.5);
      if (colour) pixels.set(colour, (y * size + x) * 4);
    }
  }
  return encodePng(size, size, pixels);
}

export function appMarkPng(size: number): Buffer {
  const centre = size / 2;
  const radius = size / 2 - size / 32;
  const arm = size / 10;
  const reach = size * 0.28;
  return draw(size, (x, y) => {
    const dx = Math.abs(x - centre);
    const dy = Math.abs(y - centre);
    if (dx * dx + dy * dy > radius * radius) return undefined;
    const onCross = (dx <= arm && dy <= reach) || (dy <= arm && dx <= reach);
    return onCross ? WHITE : BLUE;
  });
}

export function blankPng(size: number): Buffer {
  return draw(size, () => undefined);
}

export function unreadDotPng(size: number): Buffer {
  const centre = size / 2;
  return draw(size, (x, y) => ((x - centre) ** 2 + (y - centre) ** 2 <= (size / 2) ** 2 ? RED : undefined));
}
