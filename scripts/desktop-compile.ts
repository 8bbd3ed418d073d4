/**
 * Builds the desktop shell's main process and preload with esbuild into dist-electron/:
 * main.cjs (electron-updater bundled in, `electron` left to the runtime) and preload.cjs
 * (CommonJS, the only form a sandboxed preload can load). The build is fixed to one client profile:
 * its gateway origins go into the CSP, and only a development build points at the dev server.
 *
 *   tsx scripts/desktop-compile.ts                 development: sandbox profile, Vite dev server
 *   tsx scripts/desktop-compile.ts --mode sandbox  packaged, sandbox profile (app://client/)
 *   tsx scripts/desktop-compile.ts --mode production
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';
import { loadEnv } from 'vite';
import { originOf } from '../electron/main/app-location.ts';
import type { DesktopBuildConfig } from '../electron/main/build-config.ts';
import { appMarkPng } from '../electron/main/icons.ts';
import type { Profile } from '../src/lib/config/profile.ts';
import { resolveConfig } from '../src/lib/config/resolve-config.ts';
import { BAIDU_MAP_ORIGIN } from '../src/lib/maps/baidu-map-link.ts';
import { repoRoot } from './lib/paths.ts';

export const DEV_SERVER_URL = 'http://127.0.0.1:5173';
export const DESKTOP_OUT_DIR = join(repoRoot, 'dist-electron');

export type DesktopMode = 'development' | Exclude<Profile, 'test'>;

/** What the main process is fixed to for a mode; production reads the same VITE_* values as the client build. */
export function desktopBuildConfig(mode: DesktopMode, env: Record<string, string | undefined> = {}): DesktopBuildConfig {
  const profile = mode === 'development' ? 'sandbox' : mode;
  const client = resolveConfig(profile, env);
  const origins = (urls: string[]) => [...new Set(urls.map((url) => originOf(url)).filter((origin) => origin !== undefined))];
  return {
    profile,
    ...(mode === 'development' ? { devServerUrl: DEV_SERVER_URL } : {}),
    connectOrigins: origins([client.mainGatewayUrl, client.chatGatewayUrl, client.chatSocketUrl, client.pushSocketUrl]),
    // Baidu Maps: the address link of /hospital/hospitalEdit opens in the system browser (src/lib/maps).
    externalOrigins: [
      ...origins([client.accountCenterUrl, client.mainGatewayUrl]).filter((origin) => origin.startsWith('https://')),
      BAIDU_MAP_ORIGIN,
    ],
  };
}

export async function compileDesktop(mode: DesktopMode, outDir = DESKTOP_OUT_DIR): Promise<DesktopBuildConfig> {
  const env = mode === 'production' ? loadEnv('production', repoRoot, 'VITE_') : {};
  const config = desktopBuildConfig(mode, { ...env, ...pickVite(process.env) });
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    external: ['electron'],
    sourcemap: mode === 'development' ? 'inline' : false,
    logLevel: 'warning',
    absWorkingDir: repoRoot,
  };
  await Promise.all([
    build({
      ...common,
      entryPoints: ['electron/main/main.ts'],
      outfile: join(outDir, 'main.cjs'),
      define: { __DESKTOP_BUILD__: JSON.stringify(config) },
    }),
    build({ ...common, entryPoints: ['electron/preload/preload.ts'], outfile: join(outDir, 'preload.cjs') }),
  ]);
  // The installer icon, drawn by the same code as the tray icon.
  mkdirSync(join(outDir, 'build'), { recursive: true });
  writeFileSync(join(outDir, 'build', 'icon.png'), appMarkPng(512));
  return config;
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('VITE_')));
}

export function modeFromArgs(args: readonly string[]): DesktopMode {
  const index = args.indexOf('--mode');
  if (index === -1) return 'development';
  const mode = args[index + 1];
  if (mode === 'sandbox' || mode === 'production') return mode;
  throw new Error(`--mode must be sandbox or production, not ${mode}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = modeFromArgs(process.argv.slice(2));
  const config = await compileDesktop(mode);
  console.log(
    `desktop shell compiled to dist-electron/ (${mode}; profile ${config.profile}; loads ${config.devServerUrl ?? 'app://client/'})`,
  );
}
