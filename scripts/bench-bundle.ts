/**
 * Bundle budget: builds the client and prints, from Vite's manifest, the gzip size of the
 * JavaScript each entry point needs before it can paint, then checks the budgets:
 *   login route ≤ 200 KB, main layout + home ≤ 300 KB, every lazy route ≤ 80 KB on top of the layout.
 * With --enforce it exits non-zero when a budget is exceeded; `npm test` runs it as a report
 * (the budgets are not met yet: see the closing notes of the foundation issue).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/paths.ts';
import { EXAMPLE_PRODUCTION_ENV } from './lib/production-env.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
const BUDGET = { login: 200 * KB, layoutHome: 300 * KB, lazyRoute: 80 * KB };
/** Source modules of the pages the budgets name; a missing one is reported, never guessed. */
const PAGES = {
  login: 'src/features/auth/login-page.tsx',
  layout: 'src/app/layout/main-layout.tsx',
  home: 'src/features/dashboard/home-page.tsx',
};

const outDir = join(repoRoot, 'dist', 'bench');
if (!process.argv.includes('--no-build')) {
  // What ships: a production build (placeholder gateway values; the figures do not depend on them).
  const env = { ...process.env, ...EXAMPLE_PRODUCTION_ENV };
  execFileSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', 'dist/bench', '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
}
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzipSizes = new Map<string, number>();
function gzipSize(key: string): number {
  const chunk = manifest[key];
  if (!chunk?.file.endsWith('.js')) return 0;
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(readFileSync(join(outDir, chunk.file))).length);
  return gzipSizes.get(key) ?? 0;
}
/** The chunk and everything it imports statically (what must load before it runs). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}
const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipSize(key), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const initial = closure(entry);
const failures: string[] = [];
function report(label: string, keys: Set<string>, budget: number): void {
  const size = total(keys);
  const ok = size <= budget;
  if (!ok) failures.push(label);
  console.log(`${label.padEnd(44)} ${kb(size).padStart(10)}   budget ${kb(budget)}${ok ? '' : '   OVER BUDGET'}`);
}
function withPage(base: Set<string>, page: string): Set<string> | undefined {
  if (!manifest[page]) return undefined;
  return closure(page, new Set(base));
}

console.log(`entry chunk and its imports: ${kb(total(initial))} gzip`);
const login = withPage(initial, PAGES.login);
if (login) report('login route (entry + login page)', login, BUDGET.login);
else console.log(`login route: ${PAGES.login} is not built yet`);
const layout = withPage(initial, PAGES.layout);
const layoutHome = layout && withPage(layout, PAGES.home);
if (layoutHome) report('main layout + home (entry + layout + home)', layoutHome, BUDGET.layoutHome);
else console.log(`main layout + home: ${!layout ? PAGES.layout : PAGES.home} is not built yet`);

const base = layout ?? initial;
let largest = { key: '', size: 0 };
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const extra = [...closure(key)].filter((k) => !base.has(k));
  const size = total(extra);
  if (size > largest.size) largest = { key, size };
  if (size > BUDGET.lazyRoute) {
    failures.push(`lazy ${key}`);
    console.log(`lazy route ${key}: ${kb(size)} on top of the layout   OVER BUDGET ${kb(BUDGET.lazyRoute)}`);
  }
}
console.log(`largest lazy chunk on top of the layout: ${largest.key || '(none)'} ${kb(largest.size)}   budget ${kb(BUDGET.lazyRoute)}`);
if (!existsSync(join(outDir, 'index.html'))) failures.push('no index.html');
if (failures.length > 0) {
  console.error(`bundle budget exceeded: ${failures.join(', ')}`);
  if (process.argv.includes('--enforce')) process.exit(1);
}
