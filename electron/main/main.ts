/**
 * The main process entry (bundled to dist-electron/main.cjs): the only module that imports the
 * real `electron` and `electron-updater`. Everything else is in desktop-app.ts and below, over
 * injected APIs, so it runs under Vitest with the stub.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { BrowserWindow, Menu, Tray, app, dialog, ipcMain, nativeImage, protocol, screen, session, shell } from 'electron';
import electronUpdater from 'electron-updater';
import type { DesktopBuildConfig } from './build-config.ts';
import { startDesktopApp } from './desktop-app.ts';
import { consoleLog } from './log.ts';
import { systemTimers } from './timers.ts';

declare const __DESKTOP_BUILD__: DesktopBuildConfig;

const platform = process.platform === 'win32' || process.platform === 'darwin' ? process.platform : 'linux';

startDesktopApp(
  { app, BrowserWindow, Tray, Menu, nativeImage, ipcMain, session, protocol, shell, screen, dialog },
  {
    build: __DESKTOP_BUILD__,
    autoUpdater: electronUpdater.autoUpdater,
    // Both bundles sit in dist-electron/, the client in dist/ beside it (inside app.asar).
    preloadPath: join(__dirname, 'preload.cjs'),
    clientRoot: join(__dirname, '..', 'dist'),
    platform,
    runId: randomUUID(),
    fs: { mkdirSync, readFileSync, renameSync, writeFileSync },
    readFile: (path) => readFile(path),
    timers: systemTimers,
    log: consoleLog,
  },
);
