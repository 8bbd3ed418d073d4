/**
 * Realtime figures, measured in Debian's Chromium against the sandbox platform and a sandbox
 * build of the client (the whole path: socket frame → chat client → query cache → React → the
 * badge the shell shows), signed in as demo-sub:
 *
 * - message to screen: 100 chat messages one at a time; for each, from the frame's arrival at the
 *   page's WebSocket to the next animation frame after the unread badge took the new count
 *   (the fake desktop shell's setBadgeCount, which the layout calls after React committed).
 *   Goal: p95 ≤ 50 ms.
 * - replay: a disconnect with 100 missed messages; from the offline page's arrival to the badge
 *   counting all 100.
 * - burst: 200 messages sent at once; the longest main-thread task while they are applied
 *   (Long Tasks API, which reports tasks over 50 ms) and the longest gap between animation
 *   frames. Goal: longest task ≤ 100 ms.
 *
 * The burst is played three times and judged by the median of the three longest tasks: one
 * slow burst on a shared 2-core machine is noise, three are a regression.
 *
 * Prints the figures; with --enforce exits non-zero when a goal is missed. It measures the
 * production build pointed at the sandbox (scripts/lib/bench-support.ts); `--no-build` reuses
 * the last one.
 */
import type { Page } from 'playwright-core';
import { startSandbox } from '../mocks/sandbox.ts';
import { installFakeDesktop } from '../src/testing/fake-desktop.ts';
import { control } from './lib/bench-page.ts';
import { buildSandboxClient, endWithTimingVerdict, median, percentile, printVerdicts } from './lib/bench-support.ts';
import { launchChromium } from './lib/chromium.ts';
import { serveStatic } from './lib/static-server.ts';

const GOALS = { p95Ms: 50, longestTaskMs: 100 };
const ACCOUNT = 'demo-sub';
const PASSWORD = 'Sandbox#2026';
const MESSAGES = 100;
const REPLAYED = 100;
const BURST = 200;
const BURSTS = 3;

interface BenchMarks {
  socket: { i: number; t: number }[];
  painted: { n: number; t: number }[];
  longTasks: { start: number; duration: number }[];
  frames: number[];
}

declare global {
  interface Window {
    bench?: BenchMarks;
  }
}

/** Runs in the page before the app: timestamps bench frames, badge updates, long tasks, frames. */
function instrument(): void {
  const marks: BenchMarks = { socket: [], painted: [], longTasks: [], frames: [] };
  window.bench = marks;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // Registered before the app's own listener, so it stamps the arrival first.
      this.addEventListener('message', (event) => {
        const match = typeof event.data === 'string' ? /BENCH-(\d+)/.exec(event.data) : null;
        if (match) marks.socket.push({ i: Number(match[1]), t: performance.now() });
      });
    }
  };
  const desktop = window.desktop;
  if (desktop) {
    const report = desktop.setBadgeCount.bind(desktop);
    desktop.setBadgeCount = (count: number) => {
      report(count);
      requestAnimationFrame(() => marks.painted.push({ n: count, t: performance.now() }));
    };
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const frame = (t: number) => {
    marks.frames.push(t);
    if (marks.frames.length > 20_000) marks.frames.splice(0, 10_000);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const marks = (page: Page) => page.evaluate(() => window.bench as BenchMarks);
const lastBadge = async (page: Page) => (await marks(page)).painted.at(-1)?.n ?? 0;
const waitForBadge = (page: Page, count: number, timeout = 30_000) =>
  page.waitForFunction((n) => window.bench?.painted.some((p) => p.n === n) ?? false, count, { timeout, polling: 5 });

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function waitForQuietBadge(page: Page, quietMs = 1000, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  let seen = -1;
  let since = Date.now();
  while (Date.now() - started < timeoutMs) {
    const painted = (await marks(page)).painted.length;
    if (painted !== seen) {
      seen = painted;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`the unread badge kept changing for ${timeoutMs} ms after sign-in`);
}

const outDir = await buildSandboxClient();

// The build talks to the sandbox's fixed address (127.0.0.1:4010); nothing else may hold it.
const sandbox = await startSandbox({ fresh: true });
const base = sandbox.address;
const client = await serveStatic(outDir);
const browser = await launchChromium();
let within: boolean;
try {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // tsx compiles with esbuild's keepNames, which wraps functions in a `__name` helper that does
  // not exist in the page; the scripts sent to the page need a stand-in.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installFakeDesktop, {});
  await page.addInitScript(instrument);
  await page.goto(`${client.url}/#/login`);
  await page.getByRole('tabpanel').getByLabel('Account', { exact: true }).fill(ACCOUNT);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/dashbord$/);
  // The chat socket is live (the engine's User Timing mark).
  await page.waitForFunction(() => performance.getEntriesByName('realtime:chat-live').length > 0, undefined, { timeout: 10_000 });
  await page.waitForFunction(() => (window.bench?.painted.length ?? 0) > 0);
  // The first badge may be painted before the unread counts arrive (or a message of the seed
  // lands): the count the bench adds to must be the settled one, so wait for a quiet second.
  await waitForQuietBadge(page);

  // 1. Message to screen, one at a time.
  const latencies: number[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const expected = (await lastBadge(page)) + 1;
    await control(base, 'chat/message', { account: ACCOUNT, content: `BENCH-${i}` });
    await waitForBadge(page, expected);
    const now = await marks(page);
    const arrived = now.socket.find((s) => s.i === i)?.t;
    const shown = now.painted.find((p) => p.n === expected)?.t;
    if (arrived !== undefined && shown !== undefined) latencies.push(shown - arrived);
  }
  // Let the 1 s server refresh of the last message settle before the next phase.
  await page.waitForTimeout(1500);

  // 2. Replay of 100 missed messages.
  const beforeReplay = await lastBadge(page);
  await control(base, 'chat/disconnect', { account: ACCOUNT, missed: REPLAYED });
  await waitForBadge(page, beforeReplay + REPLAYED);
  const replay = await page.evaluate((target) => {
    const fetched = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('aggregation_messages/offline'))
      .at(-1) as PerformanceResourceTiming | undefined;
    const shown = window.bench?.painted.find((p) => p.n === target)?.t;
    return fetched && shown !== undefined ? shown - fetched.responseEnd : Number.NaN;
  }, beforeReplay + REPLAYED);
  await page.waitForTimeout(1500);

  // 3. Bursts of 200, judged by the median of their longest tasks.
  const bursts: { longestTask: number; longTasks: number; longestFrameGap: number }[] = [];
  for (let round = 0; round < BURSTS; round += 1) {
    const beforeBurst = await lastBadge(page);
    const burstStart = await page.evaluate(() => performance.now());
    await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        control(base, 'chat/message', { account: ACCOUNT, content: `BENCH-${10_000 * (round + 1) + i}` }),
      ),
    );
    await waitForBadge(page, beforeBurst + BURST);
    await page.waitForTimeout(300);
    bursts.push(
      await page.evaluate((start) => {
        const bench = window.bench as BenchMarks;
        const tasks = bench.longTasks.filter((task) => task.start >= start);
        const frames = bench.frames.filter((t) => t >= start);
        let gap = 0;
        for (let k = 1; k < frames.length; k += 1) gap = Math.max(gap, (frames[k] ?? 0) - (frames[k - 1] ?? 0));
        return { longestTask: tasks.reduce((max, task) => Math.max(max, task.duration), 0), longTasks: tasks.length, longestFrameGap: gap };
      }, burstStart),
    );
    // The 1 s server refresh of the burst settles before the next one.
    await page.waitForTimeout(1500);
  }

  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const longest = bursts.map((burst) => burst.longestTask);
  const burstTask = median(longest);
  console.log(`realtime (Chromium, production build on the sandbox, ${ACCOUNT}):`);
  console.log(
    `  message → screen: ${latencies.length} messages, p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...latencies))} (goal p95 ≤ ${GOALS.p95Ms} ms)`,
  );
  console.log(`  replay of ${REPLAYED} missed messages: ${ms(replay)} from the offline page's arrival to the badge`);
  console.log(
    `  ${BURSTS} bursts of ${BURST}: longest task per burst ${longest.map((task) => (task === 0 ? 'none over 50 ms' : ms(task))).join(', ')}; longest frame gap ${ms(Math.max(...bursts.map((burst) => burst.longestFrameGap)))} (goal: median longest task ≤ ${GOALS.longestTaskMs} ms)`,
  );
  within = printVerdicts('realtime verdict', [
    {
      figure: 'message → screen p95',
      within: Number.isFinite(p95) && p95 <= GOALS.p95Ms,
      detail: `${ms(p95)} (goal ${GOALS.p95Ms} ms, ${latencies.length} messages)`,
    },
    {
      figure: 'longest task in a burst of 200',
      within: burstTask <= GOALS.longestTaskMs,
      detail: `median of ${BURSTS} bursts ${burstTask === 0 ? 'none over 50 ms' : ms(burstTask)} (goal ${GOALS.longestTaskMs} ms)`,
    },
  ]);
} finally {
  await browser.close();
  client.server.close();
  await sandbox.close();
}
endWithTimingVerdict(within);
