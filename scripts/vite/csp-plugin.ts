/**
 * Puts the client's Content-Security-Policy into index.html as a <meta http-equiv> tag, so a web
 * host that forgets the header still runs the client under it. The policy is the desktop shell's
 * (electron/main/content-security-policy.ts): scripts only from the app, connections only to the
 * app and the profile's gateways and sockets, no plugins, no foreign <base>. The dev server
 * (`vite serve`) adds only what it needs: React refresh's inline script and its HMR socket.
 * frame-ancestors cannot be set by a meta tag; the host sends it (README, "Security").
 */
import type { Plugin } from 'vite';
import { originOf } from '../../electron/main/app-location.ts';
import { buildCsp } from '../../electron/main/content-security-policy.ts';
import type { ClientConfig } from '../../src/lib/config/profile.ts';
import { profileOfMode, resolveConfig } from '../../src/lib/config/resolve-config.ts';

/** The origins the client talks to: both gateways and both sockets. */
export function connectOriginsOf(config: ClientConfig): string[] {
  const urls = [config.mainGatewayUrl, config.chatGatewayUrl, config.chatSocketUrl, config.pushSocketUrl];
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== undefined))];
}

/** The tag as the built index.html carries it. */
export function cspMetaTag(csp: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${csp.replaceAll('"', '&quot;')}" />`;
}

export function cspPlugin(): Plugin {
  let policy: () => string = () => '';
  return {
    name: 'content-security-policy',
    configResolved(config) {
      // Worked out when index.html is written (build, dev server), not for `vite preview`, which
      // serves a finished build and may run without the production variables.
      policy = () => {
        const client = resolveConfig(profileOfMode(config.mode), config.env);
        const { host, port } = config.server;
        const devServerOrigin = config.command === 'serve' ? `http://${typeof host === 'string' ? host : 'localhost'}:${port}` : undefined;
        return buildCsp({ connectOrigins: connectOriginsOf(client), devServerOrigin, delivery: 'meta' });
      };
    },
    transformIndexHtml(html) {
      // Right after the charset (which must stay in the first bytes) and before any script.
      const tag = cspMetaTag(policy());
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      return charset.test(html) ? html.replace(charset, (found) => `${found}\n    ${tag}`) : html.replace(/<head>/i, `<head>\n    ${tag}`);
    },
  };
}
