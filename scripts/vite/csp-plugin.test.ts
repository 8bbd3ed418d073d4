import { describe, expect, it } from 'vitest';
import { cspPlugin } from './csp-plugin.ts';

const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>x</title>\n  </head>\n  <body><script type="module" src="/src/app/main.tsx"></script></body>\n</html>';

function transform(mode: string, command: 'build' | 'serve'): string {
  const plugin = cspPlugin();
  const config = { mode, command, env: {}, server: { host: '127.0.0.1', port: 5173 } };
  (plugin.configResolved as (c: unknown) => void)(config);
  return (plugin.transformIndexHtml as (html: string) => string)(INDEX);
}

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

describe('CSP meta tag of the web build', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = transform('sandbox', 'build');
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  });

  it('a sandbox build: scripts from the app only, connections to the sandbox gateways and sockets only', () => {
    const csp = policyOf(transform('sandbox', 'build'));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010 ws://127.0.0.1:4010;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('frame-ancestors');
  });

  it('the dev server relaxes only its inline refresh script and its HMR socket', () => {
    const csp = policyOf(transform('development', 'serve'));
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4010 ws://127.0.0.1:4010 ws://127.0.0.1:5173;");
  });
});
