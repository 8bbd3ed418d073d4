/**
 * The `app://client/` protocol that serves the built client (dist/) inside a packaged app.
 * A privileged standard scheme gives the client a real origin (storage, fetch, CORS) without
 * file:// and its broad file access. Only files under the client folder are served; a path that
 * would leave it is refused; an unknown route without a file extension gets index.html (SPA).
 */
import { extname, resolve, sep } from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-location.ts';

export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
};

/** Must run before the app is ready. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.txt': 'text/plain; charset=utf-8',
};

export interface AppProtocolOptions {
  /** Absolute path of the built client (the folder holding index.html). */
  root: string;
  readFile(path: string): Promise<Uint8Array>;
  csp: string;
}

type Handler = (request: Request) => Promise<Response>;

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

export function createAppProtocolHandler(options: AppProtocolOptions): Handler {
  const root = resolve(options.root);
  const index = resolve(root, 'index.html');

  const respond = (status: number, body: Uint8Array | string, path?: string): Response => {
    const type = path ? (CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream') : 'text/plain; charset=utf-8';
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (type.startsWith('text/html')) headers['Content-Security-Policy'] = options.csp;
    return new Response(typeof body === 'string' ? body : new Uint8Array(body), { status, headers });
  };

  const serve = async (path: string): Promise<Response> => respond(200, await options.readFile(path), path);

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return respond(405, 'method not allowed');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return respond(400, 'bad request');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return respond(404, 'not found');

    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return respond(400, 'bad request');
    }
    if (pathname.includes('\0') || pathname.includes('\\')) return respond(400, 'bad request');

    const target = resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + sep)) return respond(403, 'forbidden');
    if (target === root) return serve(index);

    try {
      return await serve(target);
    } catch (error) {
      if (!isMissing(error)) return respond(500, 'could not read the file');
      // A client route (no file extension) loads the app; a missing asset is a plain 404.
      if (extname(target) === '') return serve(index);
      return respond(404, 'not found');
    }
  };
}

export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, options: AppProtocolOptions): void {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(options));
}
