/**
 * What the browser benches share: the sandbox-profile production build they measure, the
 * statistics they print, and the verdict they end with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Plugin, build } from 'vite';
import { buildCsp } from '../../electron/main/content-security-policy.ts';
import type { ClientConfig } from '../../src/lib/config/profile.ts';
import { profileConfig as sandbox } from '../../src/lib/config/profiles/sandbox.ts';
import { repoRoot } from './paths.ts';
import { EXAMPLE_PRODUCTION_ENV } from './production-env.ts';
import { connectOriginsOf, cspMetaTag } from '../vite/csp-plugin.ts';

/**
 * The production build the browser benches measure: exactly what ships (`--mode production`, the
 * production profile, so no sandbox panel and no test-dispatch button), except that its addresses
 * and keys are the sandbox's (127.0.0.1:4010), and its CSP lets it reach them.
 *
 * A production build refuses clear-text addresses (src/lib/config/profile.ts), and rightly so; the
 * sandbox speaks http/ws on loopback. So the build is given the placeholder https/wss values (which
 * pass that check) and this plugin swaps, for this build only, the production profile module for
 * the sandbox's values under the production profile, and the CSP tag for one naming the sandbox.
 */
export const SANDBOX_BUILD_DIR = join(repoRoot, 'dist', 'bench-sandbox');

const BENCH_CONFIG: ClientConfig = { ...sandbox, profile: 'production' };

function sandboxAddresses(): Plugin {
  const productionProfile = join(repoRoot, 'src', 'lib', 'config', 'profiles', 'production.ts');
  const csp = cspMetaTag(buildCsp({ connectOrigins: connectOriginsOf(BENCH_CONFIG), delivery: 'meta' }));
  return {
    name: 'bench-sandbox-addresses',
    enforce: 'pre',
    load(id) {
      return id === productionProfile ? `export const profileConfig = ${JSON.stringify(BENCH_CONFIG)};` : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = /<meta http-equiv="Content-Security-Policy"[^>]*>/;
        if (!tag.test(html)) throw new Error('bench build: index.html carries no CSP tag to point at the sandbox');
        return html.replace(tag, csp);
      },
    },
  };
}

/** Builds it, unless `--no-build` asks to reuse the last one (`npm run bench` builds it once). */
export async function buildSandboxClient(argv: readonly string[] = process.argv): Promise<string> {
  if (!argv.includes('--no-build')) {
    for (const [key, value] of Object.entries(EXAMPLE_PRODUCTION_ENV)) process.env[key] = value;
    await build({
      root: repoRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: SANDBOX_BUILD_DIR, emptyOutDir: true },
      plugins: [sandboxAddresses()],
    });
    const index = readFileSync(join(SANDBOX_BUILD_DIR, 'index.html'), 'utf8');
    if (!index.includes(sandbox.mainGatewayUrl)) throw new Error('bench build: the CSP does not name the sandbox');
  }
  return SANDBOX_BUILD_DIR;
}

/**
 * Whether a timing verdict fails the run. Sizes are exact and enforced by `--enforce`; timings on
 * a shared 2-core machine swing by 2–3× with the load (the same build's login LCP measured 0.78 s
 * at load average 4.5 and 2.2 s at load average 11), so under `--enforce` they are reported with
 * their verdict and fail nothing; `--enforce-timings` makes them fail too, for a quiet machine.
 */
export function endWithTimingVerdict(within: boolean, argv: readonly string[] = process.argv): void {
  if (within) return;
  const enforced = argv.includes('--enforce-timings');
  console.log(
    enforced
      ? '  timings over budget: failing (--enforce-timings)'
      : '  timings are reported, not enforced (README, "Bundle budgets and start-up figures")',
  );
  if (enforced) process.exit(1);
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
