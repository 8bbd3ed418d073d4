/**
 * A real, scannable QR code as an SVG data URL, for the images the platform's WeChat services
 * would draw (the binding QR of an official account, a staff member's mini-program code). Encoded
 * with the QR generator antd's own QRCode component uses (@rc-component/qrcode, Nayuki's
 * qrcodegen; a direct dev dependency at antd's version, so no second copy); runs in Node and in
 * the browser.
 */
import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen';

const QUIET_ZONE = 4;
const MODULE_PX = 6;

/** The QR code of `text` as an SVG document: one path of dark modules on white, a caption below when given. */
export function qrSvg(text: string, caption?: string): string {
  const qr = QrCode.encodeText(text, Ecc.MEDIUM);
  const cells = qr.size + QUIET_ZONE * 2;
  const side = cells * MODULE_PX;
  const captionHeight = caption ? 28 : 0;
  let path = '';
  for (let y = 0; y < qr.size; y += 1) {
    for (let x = 0; x < qr.size; x += 1) {
      if (qr.getModule(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const label = caption
    ? `<text x="${side / 2}" y="${side + 18}" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333">${caption.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + captionHeight}" viewBox="0 0 ${side} ${side + captionHeight}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<path transform="scale(${MODULE_PX})" d="${path}" fill="#000"/>${label}</svg>`
  );
}

/** `qrSvg` as a `data:` URL an <img> shows and an <a download> saves (the CSP's img-src allows data:). */
export function qrDataUrl(text: string, caption?: string): string {
  const svg = qrSvg(text, caption);
  // btoa takes Latin-1 only: encode the (possibly Chinese) caption's UTF-8 bytes first.
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
