/**
 * The closing line's counting, on real reports (trimmed, paths replaced by /repo): Vitest 5's JSON
 * report of a run with a passing, a failing, a skipped and a todo test and a file that does not
 * load; Playwright's of a run with passed, failed, flaky and three kinds of skipped tests; and
 * Playwright's when a spec does not load (it then runs nothing at all).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestMarker } from './test-markers.ts';
import {
  type PlaywrightReport,
  type VitestReport,
  closingLine,
  playwrightCounts,
  smokeCounts,
  unexplainedSkips,
  vitestCounts,
} from './test-report.ts';

const fixture = <T>(name: string) => JSON.parse(readFileSync(new URL(`./test-report-fixtures/${name}`, import.meta.url), 'utf8')) as T;
const ROOT = '/repo';

describe('Vitest report', () => {
  const counts = vitestCounts(fixture<VitestReport>('vitest.json'), ROOT);

  it('counts passed and failed tests, and a file that fails to load as one failure', () => {
    // Vitest's own numFailedTests says 1: the file that did not load would pass unnoticed.
    expect(counts).toMatchObject({ passed: 2, failed: 2 });
    expect(counts.brokenFiles).toEqual([
      "src/sample/b.test.ts: Cannot find module './does-not-exist.ts' imported from /repo/src/sample/b.test.ts",
    ]);
  });

  it('names each failed test with the first line of its error', () => {
    expect(counts.failedTests).toEqual([
      'src/sample/a.test.ts › maths › subtracts: AssertionError: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('lists skipped and todo tests with their file and titles', () => {
    expect(counts.skipped).toEqual([
      { file: 'src/sample/a.test.ts', titles: ['maths', 'divides'] },
      { file: 'src/sample/a.test.ts', titles: ['maths', 'multiplies'] },
    ]);
  });
});

describe('Playwright report', () => {
  const counts = playwrightCounts(fixture<PlaywrightReport>('playwright.json'), ROOT);

  it('counts a flaky test (passed on retry) as passed and a failed one once, whatever its retries', () => {
    expect(counts).toMatchObject({ passed: 2, failed: 1, brokenFiles: [] });
  });

  it('names the failed test (not the flaky one) with the error of its last attempt', () => {
    expect(counts.failedTests).toEqual(['e2e/a.spec.ts › shell › fails: Error: expect(received).toBe(expected) // Object.is equality']);
  });

  it('lists skipped tests with the reason Playwright recorded, when there is one', () => {
    expect(counts.skipped).toEqual([
      { file: 'e2e/a.spec.ts', titles: ['shell', 'skipped with a reason'], reason: 'the tray is Windows only' },
      { file: 'e2e/a.spec.ts', titles: ['shell', 'skipped without a reason'] },
      { file: 'e2e/a.spec.ts', titles: ['shell', 'fixme without a reason'] },
    ]);
  });

  it('names a failure without the colour codes Playwright puts in its messages', () => {
    const report = fixture<PlaywrightReport>('playwright.json');
    const failing = report.suites[0]?.suites?.[0]?.specs?.find((spec) => spec.title === 'fails');
    const lastRun = failing?.tests[0]?.results?.at(-1);
    if (!lastRun?.errors?.[0]) throw new Error('the fixture has no failed test');
    lastRun.errors[0].message =
      'Error: \u001b[2mexpect(\u001b[22m\u001b[31mlocator\u001b[39m\u001b[2m).toBeVisible()\u001b[22m failed\nLocator: …';
    expect(playwrightCounts(report, ROOT).failedTests).toEqual([
      'e2e/a.spec.ts › shell › fails: Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('counts a spec that does not load as a failure, though no test ran', () => {
    expect(playwrightCounts(fixture<PlaywrightReport>('playwright-load-error.json'), ROOT)).toEqual({
      passed: 0,
      failed: 1,
      skipped: [],
      failedTests: [],
      brokenFiles: ["Error: Cannot find module '/repo/e2e/does-not-exist.ts' imported from /repo/e2e/b.spec.ts"],
    });
  });
});

describe('skipped tests need a reason', () => {
  const skipped = [
    ...vitestCounts(fixture<VitestReport>('vitest.json'), ROOT).skipped,
    ...playwrightCounts(fixture<PlaywrightReport>('playwright.json'), ROOT).skipped,
  ];
  const marker = (file: string, title: string, reason?: string): TestMarker => ({
    file,
    line: 1,
    kind: 'skip',
    title,
    ...(reason ? { reason } : {}),
  });

  it('fails every skip without one', () => {
    expect(unexplainedSkips(skipped, []).map((test) => test.titles.at(-1))).toEqual([
      'divides',
      'multiplies',
      'skipped without a reason',
      'fixme without a reason',
    ]);
  });

  it('accepts a reason written beside the skip, on the test or on a group around it', () => {
    const markers = [
      marker('src/sample/a.test.ts', 'divides', 'the sandbox has no division yet'),
      marker('e2e/a.spec.ts', 'shell', 'the shell tests wait for the Electron binary'),
    ];
    expect(unexplainedSkips(skipped, markers).map((test) => test.titles.at(-1))).toEqual(['multiplies']);
  });

  it('does not take a marker without a reason, or one in another file', () => {
    const markers = [marker('src/sample/a.test.ts', 'multiplies'), marker('src/other.test.ts', 'divides', 'a reason for another file')];
    expect(unexplainedSkips(skipped, markers)).toHaveLength(4);
  });
});

describe('closing line', () => {
  it('reads N passed, N failed, N skipped', () => {
    const runners = [
      vitestCounts(fixture<VitestReport>('vitest.json'), ROOT),
      playwrightCounts(fixture<PlaywrightReport>('playwright.json'), ROOT),
      smokeCounts({ passed: 19, failed: 1 }),
    ];
    const totals = {
      passed: runners.reduce((sum, r) => sum + r.passed, 0),
      failed: runners.reduce((sum, r) => sum + r.failed, 0),
      skipped: runners.reduce((sum, r) => sum + r.skipped.length, 0),
    };
    expect(closingLine(totals)).toBe('23 passed, 4 failed, 5 skipped');
  });
});
