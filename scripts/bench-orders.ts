/**
 * Order workbench figures (issue 13), in Debian's Chromium on the sandbox at `--scale 4` (20,000
 * orders, SQLite in a fresh folder) and the sandbox-profile production build, as demo-main:
 *
 * - list page change → rows on screen, p75 (goal ≤ 300 ms): the page in the address changes
 *   (`/#/order/alllist?page=N`, as the pager and the back button change it) until the table shows
 *   other rows;
 * - filter change → rows on screen, p75 (≤ 300 ms): a keyword (a follow number of the loaded page)
 *   in the address, until the table shows the filtered rows;
 * - detail drawer open on a loaded list, p75 (≤ 200 ms): a click on a row's follow number (or its
 *   first link or button) until a dialog shows that follow number;
 * - action submitted → timeline updated, p75 (≤ 300 ms): in the open drawer, "Follow up", a text,
 *   then the click on the form's submit button until the drawer shows the text;
 * - the DOM at 100 rows per page (< 3,000 nodes): the whole document's nodes and the table's;
 * - the orders route's JavaScript on top of the main layout (≤ 80 KB gzip): the page module the
 *   route table lazy-loads for `order/alllist`, with its static imports, minus the layout's and
 *   the business-page kit's the layout fetches after its first paint.
 *
 * Stable selectors only (the table's rows, role=dialog, the address), so the page's own markup can
 * change. A figure the page cannot give yet (the route still shows "module not available", no
 * drawer opens, no follow-up form) prints "not measured: <why>" instead of failing the run.
 * Reported, never enforced: timings on a shared 2-core machine follow the load. `--no-build`
 * reuses the last build in dist/bench-sandbox; `--runs N` (default 10); `--scale N` (default 4).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { startSandbox } from '../mocks/sandbox.ts';
import { NotMeasured, argValue, figure, percentileFigure, report, signedInPage } from './lib/bench-page.ts';
import { buildSandboxClient } from './lib/bench-support.ts';
import { launchChromium } from './lib/chromium.ts';
import { repoRoot } from './lib/paths.ts';
import { serveStatic } from './lib/static-server.ts';

const GOALS = { pageChange: 300, filterChange: 300, drawerOpen: 200, action: 300, domNodes: 3000, routeKb: 80 };
const ACCOUNT = 'demo-main';
const RUNS = Number(argValue('--runs') ?? 10);
const SCALE = Number(argValue('--scale') ?? 4);
/** How long a figure waits for the page before it counts as "not measured". */
const PATIENCE_MS = 15_000;

// ---- in the page ------------------------------------------------------------------------------

declare global {
  interface Window {
    ordersBench?: {
      rows(): HTMLTableRowElement[];
      signature(): string;
      until(test: () => boolean, timeoutMs: number): Promise<number>;
      settled(timeoutMs: number): Promise<void>;
      /** A dialog (the drawer, a form) is on screen. */
      dialogOpen(): boolean;
    };
  }
}

/** Helpers the timed parts use inside the page (installed before the app runs). */
function instrument(): void {
  const table = () => document.querySelector<HTMLTableElement>('main table');
  // Data rows: not antd's hidden measure row, not the empty placeholder.
  const rows = () =>
    [...(table()?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].filter(
      (row) => row.getAttribute('aria-hidden') !== 'true' && !row.classList.contains('ant-table-placeholder'),
    );
  const loading = () => document.querySelector('main .ant-spin-spinning, main .ant-skeleton') !== null;
  const until = (test: () => boolean, timeoutMs: number) => {
    if (!window.benchUntil) throw new Error('benchUntil is not installed');
    return window.benchUntil(test, timeoutMs);
  };
  const signature = () =>
    rows()
      .map((row) => row.textContent ?? '')
      .join('\n');
  window.ordersBench = {
    rows,
    signature,
    dialogOpen: () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some((d) => d.getBoundingClientRect().width > 0),
    until,
    // Rows shown, nothing loading, and the same rows for 500 ms: the list answered its address.
    settled: async (timeoutMs) => {
      let last = '';
      let since = performance.now();
      await until(() => {
        const now = signature();
        if (now !== last || loading() || rows().length === 0) {
          last = now;
          since = performance.now();
          return false;
        }
        return performance.now() - since >= 500;
      }, timeoutMs);
    },
  };
}

/**
 * Sets the hash and times it to the frame where the table shows the rows it asks for: other rows
 * than before, each containing `mustContain` when given (a keyword's rows).
 */
function hashToNewRows(page: Page, hash: string, mustContain?: string): Promise<number> {
  return page.evaluate(
    async ({ hash, mustContain, timeout }) => {
      const bench = window.ordersBench;
      if (!bench) throw new Error('not instrumented');
      const before = bench.signature();
      const start = performance.now();
      location.hash = hash;
      await bench.until(() => {
        const rows = bench.rows();
        if (rows.length === 0 || bench.signature() === before) return false;
        return !mustContain || rows.every((row) => (row.textContent ?? '').includes(mustContain));
      }, timeout);
      return performance.now() - start;
    },
    { hash, mustContain, timeout: PATIENCE_MS },
  );
}

/** Goes to `hash` and waits until the list settled on it; NotMeasured when the route shows no table rows. */
async function listLoaded(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (location.hash = h), hash);
  try {
    await page.evaluate((timeout) => window.ordersBench?.settled(timeout), PATIENCE_MS);
  } catch {
    throw new NotMeasured(`/order/alllist showed no table rows within ${PATIENCE_MS / 1000} s`);
  }
}

// ---- the figures -------------------------------------------------------------------------------

async function pageChange(page: Page): Promise<number[]> {
  await listLoaded(page, '#/order/alllist');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    times.push(await hashToNewRows(page, `#/order/alllist?page=${2 + (i % 8)}`));
    await page.evaluate((timeout) => window.ordersBench?.settled(timeout), PATIENCE_MS);
  }
  return times;
}

async function filterChange(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await listLoaded(page, `#/order/alllist?page=${1 + (i % 5)}`);
    const followNumber = await page.evaluate((index) => {
      const rows = window.ordersBench?.rows() ?? [];
      return /F\d{6,}/.exec(rows[index % rows.length]?.textContent ?? '')?.[0] ?? null;
    }, 3 + i);
    if (!followNumber) throw new NotMeasured('the rows show no follow number to filter by');
    times.push(await hashToNewRows(page, `#/order/alllist?keyword=${followNumber}`, followNumber));
  }
  return times;
}

/** The row's follow number and what to click to open its detail. */
async function opener(page: Page, index: number): Promise<{ followNumber: string; target: ElementHandle<Element> }> {
  const handle = await page.evaluateHandle((i) => {
    const row = window.ordersBench?.rows()[i];
    if (!row) return null;
    const followNumber = /F\d{6,}/.exec(row.textContent ?? '')?.[0] ?? '';
    const clickable = [...row.querySelectorAll<HTMLElement>('a, button, [role="link"], [role="button"]')];
    const target = clickable.find((el) => followNumber && el.textContent?.includes(followNumber)) ?? clickable[0] ?? row;
    return { followNumber, target };
  }, index);
  const followNumber = await handle.evaluate((h) => h?.followNumber ?? '');
  const target = (await handle.evaluateHandle((h) => h?.target ?? null)).asElement();
  if (!target) throw new NotMeasured('the loaded list has no row to open');
  return { followNumber, target };
}

/** Clicks and times it to the frame where a dialog shows the follow number (the detail, not a skeleton). */
function clickToDetail(target: ElementHandle<Element>, followNumber: string): Promise<number> {
  return target.evaluate(
    async (el, { followNumber, timeout }) => {
      const bench = window.ordersBench;
      if (!bench) throw new Error('not instrumented');
      const start = performance.now();
      (el as HTMLElement).click();
      await bench.until(
        () =>
          [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some(
            (d) => d.getBoundingClientRect().width > 0 && (followNumber === '' || (d.textContent ?? '').includes(followNumber)),
          ),
        timeout,
      );
      return performance.now() - start;
    },
    { followNumber, timeout: 5000 },
  );
}

/** Closes every open dialog: Escape, else its close button, else the back button (a drawer kept in the address). */
async function closeDialogs(page: Page): Promise<void> {
  const gone = () =>
    page
      .waitForFunction(() => !window.ordersBench?.dialogOpen(), undefined, { timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
  if (!(await page.evaluate(() => window.ordersBench?.dialogOpen()))) return;
  await page.keyboard.press('Escape');
  if (await gone()) return;
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Close$/ })
    .last()
    .click({ timeout: 1000 })
    .catch(() => undefined);
  if (await gone()) return;
  await page.goBack();
}

async function drawerOpen(page: Page): Promise<number[]> {
  await listLoaded(page, '#/order/alllist');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const { followNumber, target } = await opener(page, i);
    try {
      times.push(await clickToDetail(target, followNumber));
    } catch {
      throw new NotMeasured('clicking a row (its follow number, first link or button) opened no dialog with that follow number');
    }
    await closeDialogs(page);
  }
  return times;
}

/** Opens row after row until one's detail offers an enabled "Follow up"; returns that button. */
async function followUpButton(page: Page, from: number): Promise<{ next: number; button: Locator }> {
  for (let i = from; i < from + 20; i += 1) {
    const { followNumber, target } = await opener(page, i);
    await target.click();
    const drawer = page.getByRole('dialog').filter({ hasText: followNumber }).first();
    await drawer.waitFor({ timeout: 5000 }).catch(() => {
      throw new NotMeasured('clicking a row opened no detail dialog');
    });
    const button = drawer.getByRole('button', { name: /^Follow up$/ }).first();
    if ((await button.count()) > 0 && (await button.isEnabled())) return { next: i + 1, button };
    await closeDialogs(page);
  }
  throw new NotMeasured('no detail dialog of 20 rows offers an enabled "Follow up" button');
}

async function actionToTimeline(page: Page): Promise<number[]> {
  await listLoaded(page, '#/order/alllist');
  const times: number[] = [];
  let row = 0;
  for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i += 1) {
    const found = await followUpButton(page, row);
    row = found.next;
    await found.button.click();
    const form = page
      .getByRole('dialog')
      .filter({ has: page.locator('textarea') })
      .last();
    await form.waitFor({ timeout: 5000 }).catch(() => {
      throw new NotMeasured('"Follow up" opened no form with a text area');
    });
    const text = `bench follow-up ${Date.now()}-${i}`;
    await form.locator('textarea').first().fill(text);
    const handle = await form
      .getByRole('button', { name: /^(Follow up|Save|Submit|OK|Confirm)$/ })
      .last()
      .elementHandle({ timeout: 2000 })
      .catch(() => null);
    if (!handle) throw new NotMeasured('the follow-up form has no Follow up/Save/Submit/OK button');
    times.push(
      await handle.evaluate(
        async (el, { text, timeout }) => {
          const bench = window.ordersBench;
          if (!bench) throw new Error('not instrumented');
          const start = performance.now();
          (el as HTMLElement).click();
          // The timeline lives in the detail dialog, not in the form.
          await bench.until(
            () =>
              [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].some(
                (d) => !d.querySelector('textarea') && (d.textContent ?? '').includes(text),
              ),
            timeout,
          );
          return performance.now() - start;
        },
        { text, timeout: 5000 },
      ),
    );
    await closeDialogs(page);
    await closeDialogs(page);
  }
  return times;
}

async function domAt100(page: Page): Promise<{ document: number; table: number; rows: number }> {
  await listLoaded(page, '#/order/alllist?size=100');
  await page
    .waitForFunction(() => (window.ordersBench?.rows().length ?? 0) >= 100, undefined, { timeout: PATIENCE_MS })
    .catch(() => {
      throw new NotMeasured('the list did not show 100 rows with ?size=100');
    });
  return page.evaluate(() => ({
    document: document.getElementsByTagName('*').length,
    table: document.querySelector('main table')?.closest('.ant-table-wrapper')?.getElementsByTagName('*').length ?? 0,
    rows: window.ordersBench?.rows().length ?? 0,
  }));
}

// ---- the route's JavaScript --------------------------------------------------------------------

/** The page module the route table lazy-loads for `order/alllist`, or why there is none. */
function ordersPageModule(): string {
  const table = readFileSync(join(repoRoot, 'src/app/routes/route-table.ts'), 'utf8');
  const match = /['"]order\/alllist['"][^\n]*?import\(\s*['"]([^'"]+)['"]\s*\)/.exec(table);
  if (!match?.[1]) throw new NotMeasured('the route table still maps order/alllist to the "module not available" page');
  return match[1];
}

/**
 * gzip KB of the chunk built for `module` and its static imports, minus the main layout's and the
 * business-page kit's (which the layout fetches once it has painted): what opening the route
 * downloads once the layout is there (the same rule as bench-bundle.ts, read from the built
 * files: a chunk is named after the module it was made for). `coldKb` is the route opened from a
 * link before the kit arrived.
 */
function routeKbOnTopOfLayout(outDir: string, module: string): { kb: number; coldKb: number; chunk: string } {
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const chunkFor = (base: string) =>
    files.find((f) => new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{6,}\\.js$`).test(f));
  const base = (path: string) =>
    path
      .split('/')
      .at(-1)
      ?.replace(/\.tsx?$/, '') ?? path;
  const page = chunkFor(base(module));
  const layout = chunkFor('main-layout');
  const kit = chunkFor('business-kit');
  if (!kit) throw new NotMeasured(`no business-kit chunk in ${assets}`);
  if (!page) throw new NotMeasured(`no chunk named after ${module} in ${assets}`);
  if (!layout) throw new NotMeasured(`no main-layout chunk in ${assets}`);
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    // Static imports only (`import{a as b}from"./x.js"`, `import"./y.js"`); `import("…")` is lazy.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      if (m[1] && files.includes(m[1])) closure(m[1], into);
    }
    return into;
  };
  const layoutFiles = closure(layout);
  const loaded = closure(kit, new Set(layoutFiles));
  const kbOf = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0) / 1024;
  const pageFiles = [...closure(page)];
  return { kb: kbOf(pageFiles.filter((f) => !loaded.has(f))), coldKb: kbOf(pageFiles.filter((f) => !layoutFiles.has(f))), chunk: page };
}

// ---- run ---------------------------------------------------------------------------------------

const outDir = await buildSandboxClient();
report(`orders (Chromium, production build on the sandbox at scale ${SCALE}, ${ACCOUNT}, reported, not enforced):`);
await figure(
  'orders route JavaScript on top of the main layout and the kit',
  async () => routeKbOnTopOfLayout(outDir, ordersPageModule()),
  ({ kb, coldKb, chunk }) =>
    report(
      `  orders route JavaScript on top of the main layout and the kit: ${kb.toFixed(1)} KB gzip (goal ${GOALS.routeKb} KB${kb <= GOALS.routeKb ? ', met' : ', NOT met'}; ${coldKb.toFixed(1)} KB when opened before the kit; ${chunk})`,
    ),
);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
// The build talks to the sandbox's fixed address (127.0.0.1:4010); nothing else may hold it.
const sandbox = await startSandbox({ fresh: true, scale: SCALE, dataDir });
const client = await serveStatic(outDir);
const browser = await launchChromium();
try {
  const page = await signedInPage(browser, { clientUrl: client.url, sandboxUrl: sandbox.address, account: ACCOUNT, instrument });
  // One unmeasured load warms the sandbox and the page's chunk.
  await listLoaded(page, '#/order/alllist').catch(() => undefined);
  await percentileFigure('list page change → rows on screen', () => pageChange(page), 75, GOALS.pageChange);
  await percentileFigure('filter change → rows on screen', () => filterChange(page), 75, GOALS.filterChange);
  await percentileFigure('detail drawer open on a loaded list', () => drawerOpen(page), 75, GOALS.drawerOpen);
  await percentileFigure('action submitted → timeline updated', () => actionToTimeline(page), 75, GOALS.action);
  await figure(
    'DOM at 100 rows per page',
    () => domAt100(page),
    ({ document, table, rows }) =>
      report(
        `  DOM at ${rows} rows per page: ${document} nodes in the document, ${table} in the table (goal < ${GOALS.domNodes}${document < GOALS.domNodes ? ', met' : ', NOT met'})`,
      ),
  );
} finally {
  await browser.close();
  client.server.close();
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
