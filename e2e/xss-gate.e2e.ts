/**
 * The XSS gate, in Debian's Chromium (jsdom does not reproduce the parser and clobbering quirks
 * that break sanitisers): every payload of e2e/xss-gate/payloads.json is rendered through every
 * registered text surface (src/testing/xss-gate/text-surfaces.tsx: SafeHtml and each component
 * that shows platform or other people's text). It fails when a payload runs its sentinel or a
 * dialog, leaves an on* attribute, a javascript:/vbscript:/data:text/html URL or a script-capable
 * element in the DOM, throws, navigates the page away, is not shown at all, or (SafeHtml) changes
 * when sanitised a second time.
 *
 * Why a Vite-built harness page and not Storybook: one page load runs every batch of every
 * surface with data seeded straight into the query cache, no service worker and no network, so
 * the ~500 payloads × 7 surfaces run in about a minute; a story per surface would reload
 * Storybook per story and depend on its build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../scripts/lib/static-server.ts';
import type { GatePayload, GateWindow, SurfaceReport } from '../src/testing/xss-gate/gate-report.ts';

const root = join(import.meta.dirname, '..');
const corpus = JSON.parse(readFileSync(join(import.meta.dirname, 'xss-gate', 'payloads.json'), 'utf8')) as {
  payloads: { id: number; family: string; html: string }[];
};
/** $XSS calls the sentinel with the payload's id; $ID is the id alone (for hand-encoded calls). */
const payloads: GatePayload[] = corpus.payloads.map(({ id, html }) => ({
  id,
  html: html.replaceAll('$XSS', `top.__xss(${id})`).replaceAll('$ID', String(id)),
}));

let server: Server;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  execFileSync('npx', ['vite', 'build', '--config', 'e2e/xss-gate/vite.config.ts'], { cwd: root, stdio: 'inherit' });
  ({ server, url } = await serveStatic(join(root, '.tmp', 'xss-gate')));
});
test.afterAll(() => server?.close());

test('no payload of the corpus executes or survives in any text surface', async ({ page }) => {
  test.setTimeout(600_000);
  expect(payloads.length).toBeGreaterThanOrEqual(300);
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const navigations: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('popup', (popup) => void popup.close());
  // Nothing leaves the harness: a payload's image or frame from elsewhere fails at once.
  await page.route(
    (target) => !target.href.startsWith(url),
    (route) => route.abort(),
  );
  await page.goto(`${url}/index.html`);
  await expect(page.locator('body[data-gate-ready="true"]')).toBeAttached();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const surfaces = await page.evaluate(() => (window as unknown as GateWindow).__gate.surfaces);
  expect(surfaces.length).toBeGreaterThanOrEqual(7);
  const reports: SurfaceReport[] = [];
  for (const surface of surfaces) {
    const report = await page.evaluate(([name, list]) => (window as unknown as GateWindow).__gate.run(name, list), [
      surface,
      payloads,
    ] as const);
    reports.push(report);
    console.log(
      `  ${surface}: ${report.rendered} rendered, ${new Set(report.executed).size} executed, ` +
        `${new Set(report.dangerous.flatMap((found) => found.ids)).size} with dangerous survivors, ${report.thrown.length} batches threw, ` +
        `${report.notShown.length} not shown, ${report.notIdempotent.length} not idempotent`,
    );
  }
  const family = (id: number) => corpus.payloads[id]?.family ?? 'dialog';
  const summary = Object.fromEntries(
    reports.map((report) => [
      report.surface,
      {
        executed: [...new Set(report.executed)].map((id) => `${id} (${family(id)})`),
        dangerous: report.dangerous.slice(0, 20).map((d) => `${d.ids.length === 1 ? d.ids[0] : `batch ${d.ids[0]}…`}: ${d.what}`),
        thrown: report.thrown.slice(0, 10).map((t) => `${t.ids[0]}…: ${t.message.slice(0, 120)}`),
        notShown: report.notShown.slice(0, 20),
        notIdempotent: report.notIdempotent.slice(0, 20),
      },
    ]),
  );
  const executed = new Set(reports.flatMap((report) => report.executed));
  const dangerous = new Set(reports.flatMap((report) => report.dangerous.flatMap((found) => found.ids)));
  console.log(
    `xss gate: ${payloads.length} payloads × ${surfaces.length} surfaces; executed ${executed.size}, ` +
      `with dangerous survivors ${dangerous.size}, dialogs ${dialogs.length}, page errors ${pageErrors.length}`,
  );
  for (const report of reports) {
    expect.soft(report.rendered, report.surface).toBe(payloads.length);
    expect
      .soft(summary[report.surface], report.surface)
      .toEqual({ executed: [], dangerous: [], thrown: [], notShown: [], notIdempotent: [] });
  }
  expect.soft(dialogs, 'dialogs opened by payloads').toEqual([]);
  expect.soft(pageErrors, 'uncaught errors').toEqual([]);
  expect(navigations, 'the page was navigated away').toEqual([]);
});
