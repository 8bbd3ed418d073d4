import { describe, expect, it } from 'vitest';
import { createElectronStub } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { buildCsp, installCsp } from './content-security-policy.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const gateways = ['https://gw.example.com', 'https://im.example.com', 'wss://im.example.com', 'wss://push.example.com'];

describe('content security policy', () => {
  it('packaged: scripts only from the app; connections to the app and the gateways only', () => {
    const csp = buildCsp({ connectOrigins: gateways });
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...gateways]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('as a meta tag: the same policy without frame-ancestors, which only a header can carry', () => {
    const header = buildCsp({ connectOrigins: gateways });
    const meta = buildCsp({ connectOrigins: gateways, delivery: 'meta' });
    expect(directive(meta, 'frame-ancestors')).toBeUndefined();
    expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
  });

  it('images and media: the app, data and blob URLs, https hosts, and a plain-http gateway only by name', () => {
    expect(directive(buildCsp({ connectOrigins: gateways }), 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    const sandbox = buildCsp({ connectOrigins: ['http://127.0.0.1:4010', 'ws://127.0.0.1:4010'] });
    expect(directive(sandbox, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4010']);
    expect(directive(sandbox, 'media-src')).toEqual(directive(sandbox, 'img-src'));
  });

  it('development adds the dev server inline script and its socket', () => {
    const csp = buildCsp({ connectOrigins: ['http://127.0.0.1:4010'], devServerOrigin: 'http://127.0.0.1:5173' });
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:4010', 'ws://127.0.0.1:5173']);
  });

  it("media from https and the profile's gateways (the sandbox serves course videos over http on loopback), never from sockets", () => {
    // https: already covers the encrypted gateways.
    expect(directive(buildCsp({ connectOrigins: gateways }), 'media-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    const sandbox = buildCsp({ connectOrigins: ['http://127.0.0.1:4010', 'ws://127.0.0.1:4010'] });
    expect(directive(sandbox, 'media-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4010']);
  });

  it('replaces any policy on the app documents and leaves other responses alone', () => {
    const { session } = createElectronStub();
    installCsp(session.defaultSession as never, 'default-src x', createAppLocation('http://127.0.0.1:5173').isAppUrl);
    let answer: unknown;
    session.defaultSession.headersListener?.(
      { url: 'http://127.0.0.1:5173/', responseHeaders: { 'content-security-policy': ['lax'], 'Content-Type': ['text/html'] } },
      (response) => (answer = response),
    );
    expect(answer).toEqual({ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': ['default-src x'] } });
    session.defaultSession.headersListener?.({ url: 'https://gw.example.com/api', responseHeaders: {} }, (response) => (answer = response));
    expect(answer).toEqual({});
  });
});
