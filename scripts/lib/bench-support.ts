/**
 * What the browser benches share: the sandbox-profile production build they measure, the
 * statistics they print, and the verdict they end with.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PROFILES, type PRODUCTION_ENV } from '../../src/lib/config/profile.ts';
import { repoRoot } from './paths.ts';

/**
 * The production build the browser benches measure: exactly what ships (`--mode production`, no
 * sandbox panel, no test-dispatch button), given the sandbox profile's addresses and keys as its
 * VITE_* configuration so it talks to the sandbox on 127.0.0.1:4010.
 */
export const SANDBOX_BUILD_DIR = join(repoRoot, 'dist', 'bench-sandbox');

const sandbox = PROFILES.sandbox;
const SANDBOX_ENV: Record<keyof typeof PRODUCTION_ENV, string> = {
  VITE_MAIN_GATEWAY_URL: sandbox.mainGatewayUrl,
  VITE_CHAT_GATEWAY_URL: sandbox.chatGatewayUrl,
  VITE_CHAT_SOCKET_URL: sandbox.chatSocketUrl,
  VITE_PUSH_SOCKET_URL: sandbox.pushSocketUrl,
  VITE_APP_ID: sandbox.appId,
  VITE_APP_SECRET: sandbox.appSecret,
  VITE_ACCOUNT_CENTER_URL: sandbox.accountCenterUrl,
};

/** Builds it, unless `--no-build` asks to reuse the last one (`npm run bench` builds it once). */
export function buildSandboxClient(argv: readonly string[] = process.argv): string {
  if (!argv.includes('--no-build')) {
    execFileSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', SANDBOX_BUILD_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...SANDBOX_ENV },
    });
  }
  return SANDBOX_BUILD_DIR;
}

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** `{ within }` is the verdict of one enforced figure; the bench prints every verdict, then exits. */
export interface Verdict {
  figure: string;
  within: boolean;
  detail: string;
}

export function printVerdicts(title: string, verdicts: readonly Verdict[]): boolean {
  const missed = verdicts.filter((v) => !v.within);
  console.log(`  ${title}: ${missed.length === 0 ? 'all within budget' : `${missed.length} over budget`}`);
  for (const v of verdicts) console.log(`    ${v.within ? 'ok  ' : 'OVER'} ${v.figure}: ${v.detail}`);
  return missed.length === 0;
}
