/**
 * `npm test`: every check CI runs, in order, then one closing line `N passed, N failed, N skipped`
 * that counts every test of every runner (unit and component tests, the Storybook smoke, the
 * end-to-end tests; scripts/lib/test-report.ts says how) and each check step that is not a test
 * suite as one. Stops at nothing: every step runs so one failure does not hide another.
 *
 * - CI is set (to 'true' when unset or empty), so Playwright refuses a stray `test.only`.
 * - Each runner writes its JSON report into test-reports/, which no runner cleans (Playwright
 *   empties its own test-results/ when it starts), so every report is still there afterwards.
 * - A skipped test fails the run unless a reason is recorded by the runner or written beside the
 *   skip in its file (scripts/lib/test-markers.ts); `.only` is refused by the markers step.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.ts';
import { findTestMarkers, testFiles } from './lib/test-markers.ts';
import {
  type PlaywrightReport,
  type RunnerCounts,
  type SkippedTest,
  type VitestReport,
  closingLine,
  playwrightCounts,
  smokeCounts,
  unexplainedSkips,
  vitestCounts,
} from './lib/test-report.ts';

const REPORTS_DIR = join(repoRoot, 'test-reports');

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /** A test suite: where its JSON report is and how to count it. */
  report?: { file: string; count: (json: unknown) => RunnerCounts };
}

const report = (name: string) => join(REPORTS_DIR, name);

/** Regenerates generated/ in place, so it runs alone, before anything reads generated/. */
const freshness: Step = { name: 'generated/ freshness', args: ['run', '-s', 'gen:check'] };

/**
 * Checks that only read the tree, run side by side: lint and typecheck are each one process on
 * one core, so on two cores the pair takes the time of the longer (about 1.5 of 2.7 minutes here).
 * Their output is held and printed whole, one step after another.
 */
const sideBySide: Step[] = [
  { name: 'lint', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', args: ['run', '-s', 'typecheck'] },
  { name: 'test markers (no .only, a reason beside every skip)', args: ['run', '-s', 'test:markers'] },
  { name: 'contract lint', args: ['run', '-s', 'contracts:lint'] },
];

/** In order; a group (an array) runs side by side, its output printed whole when all of it ends. */
const steps: (Step | Step[])[] = [
  {
    name: 'unit and component tests',
    args: ['exec', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report('unit.json')}`],
    report: { file: report('unit.json'), count: (json) => vitestCounts(json as VitestReport, repoRoot) },
  },
  { name: 'production build refuses missing configuration', args: ['run', '-s', 'build:check-env'] },
  { name: 'desktop shell compiles (main and preload)', args: ['run', '-s', 'desktop:compile'] },
  { name: 'desktop security scan (Electronegativity)', args: ['run', '-s', 'desktop:security'] },
  // Bundle sizes enforced (exact, deterministic); timings (realtime, sockets up, first paint)
  // printed with their verdicts but not enforced: on a shared machine they follow the load.
  // Side by side, each about three minutes on two cores: the bench's timings are reported, never
  // enforced (its sizes are exact whatever the load), and the smoke judges a failed story again on
  // a fresh page. They share no port: the bench's sandbox is on 4010, Storybook on a free port.
  [
    {
      name: 'bench, quick: bundle budgets (enforced); realtime, start-up, orders and sandbox timings at scale 1 (reported)',
      args: ['run', '-s', 'bench', '--', '--enforce', '--quick'],
    },
    {
      name: 'storybook smoke',
      args: ['run', '-s', 'storybook:smoke', '--', `--report=${report('storybook.json')}`],
      report: { file: report('storybook.json'), count: (json) => smokeCounts(json as { passed: number; failed: number }) },
    },
  ],
  {
    name: 'end-to-end tests',
    args: ['run', '-s', 'e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e.json') },
    report: { file: report('e2e.json'), count: (json) => playwrightCounts(json as PlaywrightReport, repoRoot) },
  },
];

let passed = 0;
let failed = 0;
const skipped: SkippedTest[] = [];
const failures: string[] = [];
/** Every failed test by name, repeated just above the closing line where a log's tail shows it. */
const failedTests: string[] = [];
rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });
// An empty CI would leave Playwright's forbidOnly off and Vitest's allowOnly on.
const env = { ...process.env, CI: process.env.CI || 'true' };

/** Counts a finished step: its report's tests, or itself as one check. */
function record(step: Step, ok: boolean, seconds: number): void {
  let summary = ok ? 'ok' : 'FAILED';
  if (step.report) {
    if (existsSync(step.report.file)) {
      const counts = step.report.count(JSON.parse(readFileSync(step.report.file, 'utf8')));
      passed += counts.passed;
      failed += counts.failed;
      skipped.push(...counts.skipped);
      failedTests.push(...counts.failedTests, ...counts.brokenFiles);
      for (const broken of counts.brokenFiles) console.log(`  ✗ ${broken}`);
      // A suite that exits non-zero with no failure counted (a crash, a refused .only) still fails.
      if (!ok && counts.failed === 0) failed += 1;
      summary += ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped.length} skipped)`;
    } else {
      // No report: the suite did not run (or died before writing it); its tests are unaccounted for.
      failed += 1;
      if (ok) failures.push(`${step.name} (no report)`);
      summary += ', no report written';
    }
  } else if (ok) passed += 1;
  else failed += 1;
  if (!ok) failures.push(step.name);
  console.log(`=== ${step.name}: ${summary} in ${seconds.toFixed(1)} s ===`);
}

function runInTurn(step: Step): void {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', step.args, { cwd: repoRoot, stdio: 'inherit', env: { ...env, ...step.env } });
  record(step, result.status === 0, (Date.now() - started) / 1000);
}

/** Runs the steps at once, each one's output (stdout and stderr as they came) held until all end. */
async function runSideBySide(group: Step[]): Promise<void> {
  const started = Date.now();
  const runs = group.map(
    (step) =>
      new Promise<{ ok: boolean; output: string; seconds: number }>((resolve) => {
        const child = spawn('npm', step.args, { cwd: repoRoot, env: { ...env, ...step.env, FORCE_COLOR: '1' } });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('close', (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
      }),
  );
  const results = await Promise.all(runs);
  group.forEach((step, i) => {
    const { ok, output, seconds } = results[i] as { ok: boolean; output: string; seconds: number };
    console.log(`\n=== ${step.name} (side by side with ${group.length - 1} others) ===`);
    process.stdout.write(output);
    record(step, ok, seconds);
  });
}

runInTurn(freshness);
await runSideBySide(sideBySide);
for (const step of steps) {
  if (Array.isArray(step)) await runSideBySide(step);
  else runInTurn(step);
}

const markers = testFiles(repoRoot).flatMap((file) => findTestMarkers(readFileSync(join(repoRoot, file), 'utf8'), file));
const unexplained = new Set(unexplainedSkips(skipped, markers));
if (skipped.length > 0) {
  console.log('\nskipped tests:');
  for (const test of skipped) {
    const reason = test.reason ?? markers.find((m) => m.file === test.file && m.reason && test.titles.includes(m.title ?? ''))?.reason;
    console.log(`  ${unexplained.has(test) ? '✗' : '-'} ${test.file} › ${test.titles.join(' › ')}: ${reason ?? 'NO REASON GIVEN'}`);
  }
}
if (unexplained.size > 0) {
  failed += unexplained.size;
  failures.push(`${unexplained.size} skipped without a reason`);
}
if (failedTests.length > 0) {
  console.log('\nfailed tests:');
  for (const line of failedTests) console.log(`  ✗ ${line}`);
}
if (failures.length > 0) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\n${closingLine({ passed, failed, skipped: skipped.length })}`);
process.exit(failures.length > 0 ? 1 : 0);
