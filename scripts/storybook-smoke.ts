/**
 * Builds Storybook and runs every story in Chromium, play function included, one after another in
 * one page (a story that fails there is judged again on a fresh page). A story fails when
 * it has no play function, its play function fails (it did not show what the story is named for),
 * it throws, logs a console error, makes a request that fails, or shows Storybook's error display
 * (scripts/lib/storybook-verdict.ts). Writes `{ passed, failed }` to the report file `npm test`
 * counts (`--report=FILE`, default test-reports/storybook.json).
 *
 * `--no-build` reuses storybook-static/; `--only=TEXT` runs the stories whose id contains TEXT
 * (`--only=A,B` those containing any of them).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';
import { type StoryObservation, storyProblems } from './lib/storybook-verdict.ts';

/** Render plus play; a play function's own waits (findBy…) time out well before this. */
const STORY_TIMEOUT_MS = 60_000;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const reportFile = resolve(repoRoot, option('report') ?? 'test-reports/storybook.json');
const only = option('only');

const outDir = join(repoRoot, 'storybook-static');
if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '-s', 'build-storybook'], { cwd: repoRoot, stdio: 'inherit' });
}
const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const wanted = only?.split(',').filter(Boolean) ?? [];
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (wanted.length === 0 || wanted.some((text) => entry.id.includes(text))),
);

/**
 * What the preview's channel and store say about the story (see storybook-verdict.ts). No named
 * functions inside: tsx compiles them with a `__name` helper that does not exist in the page.
 */
async function previewState(page: Page) {
  return page.evaluate(() => {
    type Last = { last(event: string): unknown[] | undefined } | undefined;
    const scope = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: Last;
      __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { playFunction?: unknown } } };
    };
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    const finished = channel?.last('storyFinished')?.[0] as { status: 'success' | 'error' } | undefined;
    const played = channel?.last('playFunctionThrewException')?.[0] as { message: string } | undefined;
    const threw = channel?.last('storyThrewException')?.[0] as { message: string } | undefined;
    const errored = channel?.last('storyErrored')?.[0] as { title: string; description: string } | undefined;
    const unhandled = (channel?.last('unhandledErrorsWhilePlaying')?.[0] ?? []) as { message: string }[];
    return {
      status: finished?.status,
      hasPlayFunction: typeof scope.__STORYBOOK_PREVIEW__?.currentRender?.story?.playFunction === 'function',
      playError: played?.message,
      renderError: threw?.message ?? (errored ? `${errored.title} ${errored.description}` : undefined),
      unhandledErrors: unhandled.map((error) => error.message),
    };
  });
}

const { url, server } = await serveStatic(outDir);
const browser = await launchChromium();

/** A page of the built Storybook whose listeners collect what goes wrong while a story runs. */
async function openPreview() {
  const page = await browser.newPage();
  const seen = { pageErrors: [] as string[], consoleErrors: [] as string[], failedRequests: [] as string[] };
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('console', (message) => {
    // Failed loads are reported with their URL below; the browser's own line names none.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) seen.consoleErrors.push(message.text());
  });
  page.on('response', (response) => {
    // The browser asks for a favicon Storybook does not ship; nothing a story does.
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      seen.failedRequests.push(`HTTP ${response.status()} ${response.url()}`);
  });
  return { page, seen, fresh: true };
}
type Preview = Awaited<ReturnType<typeof openPreview>>;

/**
 * Renders one story and says what is wrong with it. A fresh page loads it by its address; a page
 * that already shows a story switches to it the way Storybook's own sidebar does, which skips
 * loading the whole preview again (about 0.8 s a story instead of 4 on these machines). The
 * preview's `beforeEach` (.storybook/preview.tsx) starts each story from the seed either way.
 */
async function problemsOf(preview: Preview, story: (typeof stories)[number]): Promise<string[]> {
  const { page, seen } = preview;
  for (const list of Object.values(seen)) list.length = 0;
  if (preview.fresh) await page.goto(`${url}/iframe.html?id=${story.id}&viewMode=story`);
  else
    await page.evaluate((storyId) => {
      const scope = window as unknown as { __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: object): Promise<void> } };
      void scope.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
    }, story.id);
  preview.fresh = false;
  const finished = await page
    .waitForFunction(
      (id) =>
        (
          window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { last(event: string): { storyId?: string }[] | undefined } }
        ).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')?.[0]?.storyId === id,
      story.id,
      { timeout: STORY_TIMEOUT_MS },
    )
    .then(() => true)
    .catch(() => false);
  const errorDisplay = page.locator('.sb-show-errordisplay #error-message');
  const observation: StoryObservation = {
    finished,
    ...(await previewState(page)),
    ...((await errorDisplay.count()) > 0 ? { errorDisplay: await errorDisplay.innerText() } : {}),
    ...seen,
  };
  return storyProblems(observation);
}

let passed = 0;
let failed = 0;
let shared = await openPreview();
try {
  for (const story of stories) {
    let problems = await problemsOf(shared, story);
    if (problems.length > 0 && !shared.fresh) {
      // The verdict that counts is a fresh page's, as a person opening the story sees it; the
      // shared page is only a shortcut. Whatever the story left behind goes with its page.
      await shared.page.close();
      shared = await openPreview();
      const before = problems;
      problems = await problemsOf(shared, story);
      if (problems.length === 0)
        console.log(
          `  ! ${story.title} › ${story.name}: failed after the story before it, passed on a fresh page\n    ${before.join('\n    ')}`,
        );
    }
    if (problems.length === 0) {
      passed += 1;
      console.log(`  ✓ ${story.title} › ${story.name}`);
    } else {
      failed += 1;
      console.log(`  ✗ ${story.title} › ${story.name}\n    ${problems.join('\n    ')}`);
      await shared.page.close();
      shared = await openPreview();
    }
  }
} finally {
  await browser.close();
  server.close();
}
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(reportFile, JSON.stringify({ passed, failed }));
console.log(`storybook: ${passed} passed, ${failed} failed (${stories.length} stories)`);
process.exit(failed > 0 || stories.length === 0 ? 1 : 0);
