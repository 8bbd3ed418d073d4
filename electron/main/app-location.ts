/**
 * Where the client is loaded from, and the one test of "is this URL ours" that the IPC sender
 * check, the navigation guard, the permission handlers and the CSP all share.
 *
 * Development loads the Vite dev server; a packaged app loads `app://client/` (see app-protocol.ts),
 * never file://. The client routes by hash, so a route is `<base>#/login`.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'client';
export const APP_BASE_URL = `${APP_SCHEME}://${APP_HOST}/`;

/**
 * `scheme://host[:port]` of a URL, or undefined when it does not parse. WHATWG `URL.origin` is
 * the string 'null' for schemes it does not know (such as `app:`), so it is built by hand.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return undefined;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return undefined;
  }
}

export interface AppLocation {
  readonly baseUrl: string;
  readonly origin: string;
  isAppUrl(url: string | undefined): boolean;
  isAppOrigin(origin: string | undefined): boolean;
  /** The client URL of a hash route, with optional query parameters on the route. */
  routeUrl(path: string, query?: Record<string, string | undefined>): string;
}

export function createAppLocation(baseUrl: string): AppLocation {
  const origin = originOf(baseUrl);
  if (!origin) throw new Error(`not a client base URL: ${baseUrl}`);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const isAppOrigin = (candidate: string | undefined) => candidate !== undefined && candidate === origin;
  return {
    baseUrl: base,
    origin,
    isAppOrigin,
    isAppUrl: (url) => url !== undefined && isAppOrigin(originOf(url)),
    routeUrl(path, query = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
      const search = params.toString();
      return `${base}#${path}${search ? `?${search}` : ''}`;
    },
  };
}
