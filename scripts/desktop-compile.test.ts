import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRendererStub } from '../electron/testing/electron-stub.ts';
import { DEV_SERVER_URL, compileDesktop, desktopBuildConfig, modeFromArgs } from './desktop-compile.ts';

let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'desktop-compile-'));
  await compileDesktop('development', outDir);
}, 60_000);

describe('desktop compile', () => {
  it('fixes a development build to the dev server and the sandbox gateways', () => {
    expect(desktopBuildConfig('development')).toEqual({
      profile: 'sandbox',
      devServerUrl: DEV_SERVER_URL,
      connectOrigins: ['http://127.0.0.1:4010', 'ws://127.0.0.1:4010'],
      externalOrigins: ['https://api.map.baidu.com'],
    });
    // The code without its inline source map (which quotes the sources).
    const main = readFileSync(join(outDir, 'main.cjs'), 'utf8').split('//# sourceMappingURL=')[0] as string;
    expect(main.includes(JSON.stringify(DEV_SERVER_URL))).toBe(true);
    // esbuild names the injected value `<define:__DESKTOP_BUILD__>`; no bare reference is left.
    expect(main).not.toMatch(/[^:]__DESKTOP_BUILD__[^>]/);
  });

  it('a packaged sandbox build loads app:// (no dev server)', () => {
    expect(desktopBuildConfig('sandbox')).not.toHaveProperty('devServerUrl');
  });

  it('a production build takes its gateways from the VITE_* values and refuses without them', () => {
    expect(() => desktopBuildConfig('production', {})).toThrow(/VITE_MAIN_GATEWAY_URL/);
    const config = desktopBuildConfig('production', {
      VITE_MAIN_GATEWAY_URL: 'https://gw.example.com',
      VITE_CHAT_GATEWAY_URL: 'https://im.example.com/imclient-hospital',
      VITE_CHAT_SOCKET_URL: 'wss://im.example.com/ws',
      VITE_PUSH_SOCKET_URL: 'wss://push.example.com/ws',
      VITE_APP_ID: 'id',
      VITE_APP_SECRET: 'secret',
      VITE_ACCOUNT_CENTER_URL: 'https://account.example.com/login',
      VITE_IMAGE_BASE_URL: 'https://img.example.com/',
    });
    expect(config.connectOrigins).toEqual([
      'https://gw.example.com',
      'https://im.example.com',
      'wss://im.example.com',
      'wss://push.example.com',
    ]);
    expect(config.externalOrigins).toEqual(['https://account.example.com', 'https://gw.example.com', 'https://api.map.baidu.com']);
  });

  it('the preload bundle needs only `electron`, as a sandboxed preload must, and exposes window.desktop', () => {
    const code = readFileSync(join(outDir, 'preload.cjs'), 'utf8');
    const renderer = createRendererStub();
    const required: string[] = [];
    const require = (id: string) => {
      required.push(id);
      if (id === 'electron') return { contextBridge: renderer.contextBridge, ipcRenderer: renderer.ipcRenderer };
      throw new Error(`a sandboxed preload cannot require ${id}`);
    };
    const module = { exports: {} };
    runInNewContext(code, { require, module, exports: module.exports, process: { argv: ['--app-version=9.9.9'], platform: 'win32' } });
    expect(required).toEqual(['electron']);
    expect(renderer.exposed.get('desktop')).toMatchObject({ platform: 'win32', appVersion: '9.9.9' });
  });

  it('reads --mode', () => {
    expect(modeFromArgs([])).toBe('development');
    expect(modeFromArgs(['--mode', 'production'])).toBe('production');
    expect(() => modeFromArgs(['--mode', 'test'])).toThrow();
  });
});
