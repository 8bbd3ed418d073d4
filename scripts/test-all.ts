/**
 * `npm test`: every check CI runs, in order, then one closing line `N passed, N failed` that sums
 * the test cases of the unit, Storybook and end-to-end suites (each check step that is not a test
 * suite counts as one). Stops at nothing: every step runs so one failure does not hide another.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/paths.ts';

interface Step {
  name: string;
  args: string[];
  /** Reads the suite's own pass/fail counts from its JSON report, when it is a test suite. */
  report?: string;
  count?: (report: string) => { passed: number; failed: number };
}

const vitestCount = (file: string) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests };
};
const playwrightCount = (file: string) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
};
const smokeCount = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number };

const steps: Step[] = [
  { name: 'lint', args: ['run', '-s', 'lint'] },
  { name: 'typecheck', args: ['run', '-s', 'typecheck'] },
  { name: 'contract lint', args: ['run', '-s', 'contracts:lint'] },
  { name: 'generated/ freshness', args: ['run', '-s', 'gen:check'] },
  {
    name: 'unit and component tests',
    args: ['exec', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json'],
    report: 'test-results/unit.json',
    count: vitestCount,
  },
  { name: 'production build refuses missing configuration', args: ['run', '-s', 'build:check-env'] },
  { name: 'desktop shell compiles (main and preload)', args: ['run', '-s', 'desktop:compile'] },
  { name: 'desktop security scan (Electronegativity)', args: ['run', '-s', 'desktop:security'] },
  // Bundle sizes exactly; timings (realtime, sockets up, first paint) by the median of several runs.
  { name: 'bench: bundle, realtime and start-up figures (enforced)', args: ['run', '-s', 'bench', '--', '--enforce'] },
  { name: 'storybook smoke', args: ['run', '-s', 'storybook:smoke'], report: 'test-results/storybook.json', count: smokeCount },
  { name: 'end-to-end tests', args: ['run', '-s', 'e2e'], report: 'test-results/e2e.json', count: playwrightCount },
];

let passed = 0;
let failed = 0;
const failures: string[] = [];
rmSync(join(repoRoot, 'test-results'), { recursive: true, force: true });
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', step.args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } });
  const ok = result.status === 0;
  const reportFile = step.report ? join(repoRoot, step.report) : undefined;
  if (reportFile && step.count && existsSync(reportFile)) {
    const counts = step.count(reportFile);
    passed += counts.passed;
    failed += counts.failed;
    // A suite that exits non-zero with no failed case (crash, no tests) still fails the run.
    if (!ok && counts.failed === 0) failed += 1;
  } else if (ok) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (!ok) failures.push(step.name);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
if (failures.length > 0) console.log(`\nfailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 ? 1 : 0);
