/**
 * The Content-Security-Policy of the client's documents. Scripts come only from the app itself;
 * connections only to the app and the gateways of the profile the app was built for (HTTP and
 * sockets). antd writes its styles at run time, hence 'unsafe-inline' for styles. The Vite dev
 * server needs an inline script (React refresh) and its own socket, so development relaxes those two.
 *
 * The web build carries the same policy as a <meta> tag (scripts/vite/csp-plugin.ts); a meta tag
 * cannot set frame-ancestors (browsers ignore it there and log an error), so the web host sends
 * that one as a header (README, "Security").
 */
import type { Session } from 'electron';

export interface CspOptions {
  /** Gateway and socket origins of the profile (http(s):// and ws(s)://). */
  connectOrigins: readonly string[];
  /** Set in development: the dev server's origin (its HMR socket is allowed too). */
  devServerOrigin?: string;
  /** 'meta' leaves out what only a header may carry (frame-ancestors). Default 'header'. */
  delivery?: 'header' | 'meta';
}

export function buildCsp(options: CspOptions): string {
  const dev = options.devServerOrigin;
  const devSocket = dev?.replace(/^http/, 'ws');
  const connect = ["'self'", ...options.connectOrigins, ...(devSocket ? [devSocket] : [])];
  // Course videos come from the platform's file host (https:) or, in the sandbox, from the gateway
  // itself, which serves over http on loopback: media may come from the profile's gateways too.
  const gatewayMedia = options.connectOrigins.filter((origin) => /^https?:\/\//.test(origin));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': [...new Set(["'self'", 'data:', 'blob:', 'https:', ...gatewayMedia])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...new Set(connect)],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(options.delivery === 'meta' ? {} : { 'frame-ancestors': ["'none'"] }),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Puts the policy on every response for the app's own documents (the dev server's; app://
 * responses carry it from the protocol handler). Any policy the server sent is replaced.
 */
export function installCsp(session: Pick<Session, 'webRequest'>, csp: string, isAppUrl: (url: string) => boolean): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url)) {
      callback({});
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [csp] } });
  });
}
