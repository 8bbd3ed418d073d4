/**
 * Reads the runners' JSON reports into one kind of count for `npm test`'s closing line, so every
 * test of every runner is counted the same way:
 *
 * - passed: tests that passed (Playwright's flaky ones too: they passed on a retry);
 * - failed: tests that failed, plus every file that failed without a failing test (a Vitest file
 *   that does not load, a hook that throws) and every error that stopped Playwright before its
 *   tests (a spec that does not load);
 * - skipped: skipped and todo tests, each listed with where it is and the reason it carries;
 * - failedTests: each failed test named, with the first line of its error, so that the end of a
 *   long CI log says which test failed (the runner's own report of it may be far above).
 *
 * `unexplainedSkips` then matches the skipped tests against the reasons written in the test files
 * (scripts/lib/test-markers.ts): a skip nobody explained fails the run.
 */
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestMarker } from './test-markers.ts';

export interface SkippedTest {
  /** The test file, relative to the repository root. */
  file: string;
  /** The enclosing group titles, then the test's own title. */
  titles: string[];
  /** A reason the runner itself recorded (Playwright's skip/fixme annotation description). */
  reason?: string;
}

export interface RunnerCounts {
  passed: number;
  failed: number;
  skipped: SkippedTest[];
  /** One line per failure that is not a test (a file that did not load, a run-level error). */
  brokenFiles: string[];
  /** One line per failed test: `file › group › title: first line of its error`. */
  failedTests: string[];
}

/** `file › titles: error`, the error cut to its first line. */
function failureLine(file: string, titles: string[], message: string | undefined): string {
  // Playwright's messages carry the terminal's colour codes.
  const firstLine = stripVTControlCharacters(message ?? '')
    .split('\n')[0]
    ?.trim();
  return `${[file, ...titles].join(' › ')}${firstLine ? `: ${firstLine}` : ''}`;
}

export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestCounts(report: VitestReport, root: string): RunnerCounts {
  const counts: RunnerCounts = { passed: 0, failed: 0, skipped: [], brokenFiles: [], failedTests: [] };
  for (const file of report.testResults) {
    const path = relative(root, file.name);
    let failedTests = 0;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        failedTests += 1;
        counts.failedTests.push(failureLine(path, [...test.ancestorTitles, test.title], test.failureMessages?.[0]));
      } else counts.skipped.push({ file: path, titles: [...test.ancestorTitles, test.title] });
    }
    counts.failed += failedTests;
    if (file.status === 'failed' && failedTests === 0) {
      counts.failed += 1;
      counts.brokenFiles.push(`${path}: ${file.message || 'failed outside its tests'}`);
    }
  }
  return counts;
}

interface PlaywrightSuite {
  title: string;
  file: string;
  specs?: {
    title: string;
    file: string;
    tests: {
      status: string;
      annotations: { type: string; description?: string }[];
      results?: { errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors: { message?: string }[];
}

export function playwrightCounts(report: PlaywrightReport, root: string): RunnerCounts {
  const counts: RunnerCounts = { passed: 0, failed: 0, skipped: [], brokenFiles: [], failedTests: [] };
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
        else if (test.status === 'skipped') {
          const reason = test.annotations.find((a) => (a.type === 'skip' || a.type === 'fixme') && a.description?.trim())?.description;
          counts.skipped.push({
            file: relative(root, `${report.config.rootDir}/${spec.file}`),
            titles: [...titles, spec.title],
            ...(reason ? { reason } : {}),
          });
        } else {
          counts.failed += 1;
          const lastError = test.results?.at(-1)?.errors?.[0]?.message;
          counts.failedTests.push(failureLine(relative(root, `${report.config.rootDir}/${spec.file}`), [...titles, spec.title], lastError));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the files; their titles are file names, not groups.
  for (const fileSuite of report.suites) walk(fileSuite, []);
  for (const error of report.errors) {
    counts.failed += 1;
    counts.brokenFiles.push((error.message ?? 'error').split('\n')[0] ?? 'error');
  }
  return counts;
}

/** The Storybook smoke's own report (scripts/storybook-smoke.ts). */
export function smokeCounts(report: { passed: number; failed: number }): RunnerCounts {
  return { passed: report.passed, failed: report.failed, skipped: [], brokenFiles: [], failedTests: [] };
}

/**
 * Skipped tests without a reason: neither recorded by the runner nor written beside the skip in
 * the test file (a marker in the same file, on the test itself or on a group around it).
 */
export function unexplainedSkips(skipped: SkippedTest[], markers: TestMarker[]): SkippedTest[] {
  return skipped.filter(
    (test) =>
      !test.reason &&
      !markers.some(
        (marker) => marker.file === test.file && marker.reason && marker.title !== undefined && test.titles.includes(marker.title),
      ),
  );
}

/** `npm test`'s closing line. */
export function closingLine(totals: { passed: number; failed: number; skipped: number }): string {
  return `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}
