/**
 * Who may call the control API. It can reset state, inject faults and read the request log (which
 * holds session tokens), so a web page the person happens to visit must not reach it:
 *
 * - Host must be the sandbox's own loopback address (a DNS-rebinding page arrives under its own
 *   host name, and a same-origin GET carries no Origin);
 * - Origin, when the request has one, must be one of the client's own origins: the web client
 *   (Vite on 5173), Storybook (6006), the desktop shell (app://client) or the sandbox itself.
 *   Tools send no Origin (curl, the CLI, Playwright's request fetch) and are let in.
 */
import type { IncomingMessage } from 'node:http';

export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;
/** The web client (npm start, the end-to-end preview) and Storybook. */
export const CLIENT_PORTS = [5173, 6006] as const;
/** The packaged desktop shell's origin (electron/main/app-protocol.ts). */
export const DESKTOP_ORIGIN = 'app://client';

export type ControlAccess = { allowed: true } | { allowed: false; reason: string };

/** The origins allowed to call the control API of a sandbox listening on `port`. */
export function allowedControlOrigins(port: number): Set<string> {
  const ports = [...CLIENT_PORTS, port];
  return new Set([...LOOPBACK_HOSTS.flatMap((host) => ports.map((p) => `http://${host}:${p}`)), DESKTOP_ORIGIN]);
}

export function controlAccess(req: Pick<IncomingMessage, 'headers'>, port: number): ControlAccess {
  const host = req.headers.host ?? '';
  if (!LOOPBACK_HOSTS.some((name) => host === `${name}:${port}`)) {
    return { allowed: false, reason: `the control API answers only on its loopback address, not Host "${host}"` };
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedControlOrigins(port).has(origin)) {
    return { allowed: false, reason: `the control API answers only the client's own pages, not Origin "${origin}"` };
  }
  return { allowed: true };
}
