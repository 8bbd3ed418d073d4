import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createElectronStub } from '../testing/electron-stub.ts';
import { APP_SCHEME_PRIVILEGES, createAppProtocolHandler, handleAppProtocol, registerAppScheme } from './app-protocol.ts';

let base: string;
let handler: (request: Request) => Promise<Response>;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'app-protocol-'));
  const root = join(base, 'dist');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>client</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.txt'), 'outside the client');
  handler = createAppProtocolHandler({ root, readFile: (path) => readFile(path), csp: "default-src 'self'" });
});

const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('app:// protocol', () => {
  it('is registered as a privileged standard, secure scheme and handled', () => {
    const electron = createElectronStub();
    registerAppScheme(electron.api.protocol);
    expect(electron.schemes).toEqual([APP_SCHEME_PRIVILEGES]);
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true, supportFetchAPI: true });
    handleAppProtocol(electron.api.protocol, { root: '/x', readFile: () => Promise.resolve(new Uint8Array()), csp: '' });
    expect([...electron.protocolHandlers.keys()]).toEqual(['app']);
  });

  it('serves files of the client with their type; documents carry the CSP', async () => {
    const script = await get('app://client/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1)');
    const index = await get('app://client/');
    expect(await index.text()).toContain('<title>client</title>');
    expect(index.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('falls back to index.html for client routes, and 404s missing assets', async () => {
    expect(await (await get('app://client/msgBox')).text()).toContain('<title>client</title>');
    expect((await get('app://client/assets/missing.js')).status).toBe(404);
  });

  it.each([
    'app://client/..%2fsecret.txt',
    'app://client/assets/..%2f..%2fsecret.txt',
    'app://client/%2e%2e%2fsecret.txt',
    'app://client/..%5csecret.txt',
    'app://client/%00index.html',
  ])('refuses a path that leaves the client folder: %s', async (url) => {
    const response = await get(url);
    expect([400, 403]).toContain(response.status);
    expect(await response.text()).not.toContain('outside the client');
  });

  it('answers only its own host and only reads', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://client/index.html', 'POST')).status).toBe(405);
  });
});
