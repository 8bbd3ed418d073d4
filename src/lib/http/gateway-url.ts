/**
 * Base URLs of the two gateways. Generated code and callers write paths (`/api/pc/1.0/…`,
 * `/api/v1/…`); the base comes from the build profile, so the same code talks to the sandbox,
 * the test fakes or production.
 */
import { config } from '../config/config.ts';

export type Gateway = 'main' | 'chat';

export function gatewayBaseUrl(gateway: Gateway): string {
  return (gateway === 'main' ? config.mainGatewayUrl : config.chatGatewayUrl).replace(/\/+$/, '');
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** An absolute URL for `url`: paths are put under the gateway base, absolute URLs kept. */
export function resolveGatewayUrl(gateway: Gateway, url: string): string {
  if (ABSOLUTE.test(url)) return url;
  return `${gatewayBaseUrl(gateway)}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A Request built in a browser from a path already points at the page's own origin. Such a URL is
 * moved under the gateway base; a URL already under the base, or on another host, is left alone.
 */
export function rebaseRequestUrl(gateway: Gateway, url: string): string {
  const base = gatewayBaseUrl(gateway);
  if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return url;
  const pageOrigin = globalThis.location?.origin;
  if (!pageOrigin || pageOrigin === 'null' || !url.startsWith(`${pageOrigin}/`)) return url;
  return resolveGatewayUrl(gateway, url.slice(pageOrigin.length));
}
