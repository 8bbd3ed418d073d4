import { describe, expect, it } from 'vitest';
import { type WindowKind, windowOptions } from './window-options.ts';

const environment = { preloadPath: '/app/dist-electron/preload.cjs', launchArguments: ['--app-version=1.2.3'] };
const kinds: WindowKind[] = ['login', 'main', 'preview'];

describe('windowOptions', () => {
  it.each(kinds)('%s: isolated, sandboxed, without Node, webview or insecure content', (kind) => {
    const preferences = windowOptions(kind, environment).webPreferences;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      preload: environment.preloadPath,
      additionalArguments: ['--app-version=1.2.3'],
    });
  });

  it('keeps background throttling off for the main window only (heartbeats while hidden)', () => {
    expect(windowOptions('main', environment).webPreferences?.backgroundThrottling).toBe(false);
    expect(windowOptions('login', environment).webPreferences?.backgroundThrottling).toBe(true);
    expect(windowOptions('preview', environment).webPreferences?.backgroundThrottling).toBe(true);
  });

  it('creates windows hidden; the preview is a frameless always-on-top box outside the taskbar', () => {
    for (const kind of kinds) expect(windowOptions(kind, environment).show).toBe(false);
    expect(windowOptions('preview', environment)).toMatchObject({ frame: false, alwaysOnTop: true, skipTaskbar: true, resizable: false });
    expect(windowOptions('login', environment)).toMatchObject({ resizable: false });
  });
});
