import { describe, expect, it } from 'vitest';
import { findTestMarkers, markerProblems } from './test-markers.ts';

/** Fixture files as text: a real `.only` here would be run by Vitest, not read. */
const markersIn = (source: string, file = 'fixture.test.ts') => findTestMarkers(source, file);
const problemsIn = (source: string, file = 'fixture.test.ts') => markerProblems(markersIn(source, file));

describe('.only', () => {
  it.each([
    ["it.only('adds', () => {});", 'adds'],
    ["test.only('signs in', async ({ page }) => {});", 'signs in'],
    ["describe.only('group', () => {});", 'group'],
    ["test.describe.only('group', () => {});", 'group'],
    ["it.concurrent.only('in parallel', () => {});", 'in parallel'],
    ["it.only.each([1, 2])('case %i', () => {});", undefined],
  ])('is always a problem, reason or not: %s', (line, title) => {
    const source = `// focusing on this one while I debug the sandbox\n${line}\n`;
    expect(markersIn(source)).toEqual([expect.objectContaining({ kind: 'only', line: 2, ...(title ? { title } : {}) })]);
    expect(problemsIn(source)).toEqual([expect.stringMatching(/^fixture\.test\.ts:2.*\.only runs this and drops every other test/)]);
  });
});

describe('skips', () => {
  it.each([
    ["it.skip('adds', () => {});", 'skip'],
    ["it.todo('subtracts');", 'todo'],
    ["test.fixme('signs in', async ({ page }) => {});", 'fixme'],
    ["describe.skip('group', () => {});", 'skip'],
    ["describe.skipIf(process.platform === 'win32')('group', () => {});", 'skipIf'],
    ["it.runIf(process.env.SLOW)('soak', () => {});", 'runIf'],
    ["test.describe.skip('group', () => {});", 'skip'],
    ["it.concurrent.skip('in parallel', () => {});", 'skip'],
  ])('without a reason are a problem: %s', (line, kind) => {
    expect(problemsIn(`${line}\n`)).toEqual([expect.stringContaining(`.${kind} without a reason`)]);
  });

  it('name the test they skip, for matching the runners’ reports', () => {
    expect(markersIn("describe.skipIf(isWindows)('tray', () => {});\nit.todo('subtracts');\n")).toEqual([
      { file: 'fixture.test.ts', line: 1, kind: 'skipIf', title: 'tray' },
      { file: 'fixture.test.ts', line: 2, kind: 'todo', title: 'subtracts' },
    ]);
  });

  it('are fine with a comment just above', () => {
    const source = [
      'describe("maths", () => {',
      '  // the sandbox has no SMS gateway for this path yet',
      "  it.skip('adds', () => {});",
      '});',
    ].join('\n');
    expect(markersIn(source)).toEqual([
      expect.objectContaining({ kind: 'skip', title: 'adds', reason: 'the sandbox has no SMS gateway for this path yet' }),
    ]);
    expect(problemsIn(source)).toEqual([]);
  });

  it('are fine with a block comment above or a comment at the end of the line', () => {
    expect(problemsIn("/**\n * Waits for the contract of the finance calls.\n */\nit.todo('bills');\n")).toEqual([]);
    expect(problemsIn("it.todo('bills'); // waits for the finance contract\n")).toEqual([]);
  });

  it('do not take a comment separated by a blank line, a tool directive or a word as a reason', () => {
    expect(problemsIn("// the sandbox has no SMS gateway for this path yet\n\nit.skip('adds', () => {});\n")).toHaveLength(1);
    expect(problemsIn("// eslint-disable-next-line no-empty-pattern\nit.skip('adds', () => {});\n")).toHaveLength(1);
    expect(problemsIn("// todo\nit.skip('adds', () => {});\n")).toHaveLength(1);
  });

  it('take a Playwright description argument as the reason', () => {
    const source = [
      "test.skip(({ browserName }) => browserName !== 'chromium', 'the desktop shell is Chromium only');",
      "test.fixme(process.platform === 'darwin', 'the tray icon does not render on macOS CI');",
    ].join('\n');
    expect(markersIn(source).map((m) => m.reason)).toEqual([
      'the desktop shell is Chromium only',
      'the tray icon does not render on macOS CI',
    ]);
    expect(problemsIn(source)).toEqual([]);
  });

  it('inside a test body are found and named after that test', () => {
    const source = [
      "test('updates', async ({ page }) => {",
      '  test.skip();',
      '});',
      "it('syncs', (ctx) => {",
      '  if (!ctx.task) ctx.skip();',
      '});',
      "it('replays', ({ skip }) => {",
      "  skip(true, 'the offline fetcher is not in this profile');",
      '});',
    ].join('\n');
    expect(markersIn(source)).toEqual([
      { file: 'fixture.test.ts', line: 2, kind: 'skip', title: 'updates' },
      { file: 'fixture.test.ts', line: 5, kind: 'skip', title: 'syncs' },
      { file: 'fixture.test.ts', line: 8, kind: 'skip', title: 'replays', reason: 'the offline fetcher is not in this profile' },
    ]);
    expect(problemsIn(source)).toHaveLength(2);
  });
});

describe('what is not a marker', () => {
  it('ignores strings, comments, other objects and ordinary tests', () => {
    const source = [
      "// it.only('x') would focus the file",
      'const hint = "it.only(\'x\')";',
      'const list = [1, 2, 3].filter((n) => n > 1);',
      'reader.skip(4);',
      "it.each([1, 2])('case %i', (n) => { expect(n).toBeGreaterThan(0); });",
      "test.describe('group', () => { test('works', async () => {}); });",
    ].join('\n');
    expect(markersIn(source)).toEqual([]);
  });

  it('reads .tsx files', () => {
    expect(markersIn("it.skip('renders', () => { render(<Page />); });\n", 'page.test.tsx')).toHaveLength(1);
  });
});
