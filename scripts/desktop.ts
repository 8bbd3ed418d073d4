/**
 * `npm run desktop`: the desktop shell in development. Builds main and preload (development
 * mode: they load the Vite dev server), starts the sandbox platform and the dev server like
 * `npm start` unless something already answers on http://127.0.0.1:5173, then runs the Electron
 * binary. Closing the app stops what this started.
 *
 * The Electron binary is looked up without loading the `electron` package's index.js, which
 * would try to download it; on machines without it this stops with a clear message.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP_OUT_DIR, DEV_SERVER_URL, compileDesktop } from './desktop-compile.ts';
import { repoRoot } from './lib/paths.ts';

export function electronBinary(): string | undefined {
  const packageDir = join(repoRoot, 'node_modules', 'electron');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(override ?? join(packageDir, 'dist'), readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const binary = electronBinary();
if (!binary) {
  console.error(
    'The Electron binary is not installed (node_modules/electron has no dist/). On a machine that can download it, ' +
      'run `npx install-electron` (or reinstall the electron package), then `npm run desktop` again.\n' +
      'Without it, `npm run desktop:compile` still builds main and preload, and the Vitest suite covers the shell.',
  );
  process.exit(1);
}

await compileDesktop('development');
let servers: ChildProcess | undefined;
if (!(await answers(DEV_SERVER_URL))) {
  console.log('starting the sandbox platform and the dev server (npm start)…');
  servers = spawn('npx', ['tsx', 'scripts/start.ts'], { cwd: repoRoot, stdio: 'inherit', detached: true });
  await waitFor(DEV_SERVER_URL, 90_000);
}
const stopServers = () => {
  if (servers?.pid) process.kill(-servers.pid, 'SIGTERM');
};

const app = spawn(binary, [join(DESKTOP_OUT_DIR, 'main.cjs')], { cwd: repoRoot, stdio: 'inherit' });
app.on('exit', (code) => {
  stopServers();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.kill(signal);
    stopServers();
  });
}
