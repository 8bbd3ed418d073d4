/**
 * What the page benches (the order workbench, the chat workspace) share: their arguments, the
 * printed figure lines with the "not measured: <why>" rule, the sandbox's control API, and a page
 * signed in by token with the bench's own helpers installed before the app runs.
 */
import type { Browser, Page } from 'playwright-core';
import { ms, percentile } from './bench-support.ts';

export const argValue = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** A figure the page cannot give (yet): printed as "not measured: <why>", never a failed run. */
export class NotMeasured extends Error {}

export const report = (line: string) => console.log(line);
export const metOrNot = (met: boolean) => (met ? 'met' : 'NOT met');

/** `label: pN …` of timed samples against a goal for pN, with p50, the worst and the run count. */
export function percentileLine(label: string, values: number[], p: number, goal: number): void {
  const value = percentile(values, p);
  report(
    `  ${label}: p${p} ${ms(value)} (goal ${ms(goal)}, ${metOrNot(value <= goal)}), p50 ${ms(percentile(values, 50))}, worst ${ms(Math.max(...values))}, ${values.length} runs`,
  );
}

/** Measures and prints a figure; a failure prints "not measured: <why>" and the bench goes on. */
export async function figure<T>(label: string, measure: () => Promise<T>, print: (value: T) => void): Promise<void> {
  try {
    print(await measure());
  } catch (error) {
    const why =
      error instanceof NotMeasured ? error.message : `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    report(`  ${label}: not measured: ${why}`);
  }
}

/** A timed figure: its samples' pN against its goal. */
export function percentileFigure(label: string, measure: () => Promise<number[]>, p: number, goal: number): Promise<void> {
  return figure(label, measure, (values) => percentileLine(label, values, p, goal));
}

/** A call of the sandbox's control API (README, "Control API"); throws on an error answer. */
export async function control(base: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

declare global {
  interface Window {
    /** Polls every frame: the time from the call to the frame where `test` first holds. */
    benchUntil?: (test: () => boolean, timeoutMs: number) => Promise<number>;
  }
}

/** The page's frame-by-frame wait, installed before the app and before the bench's own helpers. */
function installUntil(): void {
  window.benchUntil = (test, timeoutMs) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const check = () => {
        if (test()) resolve(performance.now() - start);
        else if (performance.now() - start > timeoutMs) reject(new Error('timeout'));
        else requestAnimationFrame(check);
      };
      check();
    });
}

export interface SignedInOptions {
  clientUrl: string;
  sandboxUrl: string;
  account: string;
  /** The bench's helpers, run in the page before the app (after `window.benchUntil` exists). */
  instrument: () => void;
}

/** A fresh context (en-US, 1440×900) signed in by a token on the home page, the intro guide closed. */
export async function signedInPage(browser: Browser, { clientUrl, sandboxUrl, account, instrument }: SignedInOptions): Promise<Page> {
  const response = await fetch(`${sandboxUrl}/__sandbox/uc-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  const { ucToken } = (await response.json()) as { ucToken: string };
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // tsx compiles with esbuild's keepNames: functions sent to the page need its `__name` helper.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.addInitScript(installUntil);
  await page.addInitScript(instrument);
  await page.goto(`${clientUrl}/?token=${ucToken}#/dashbord`);
  await page.waitForURL(/#\/dashbord$/);
  await page.getByRole('main').waitFor();
  // The first sign-in's intro guide (an antd Tour, itself a dialog) would sit over the page.
  await page
    .locator('.ant-tour-close')
    .click({ timeout: 3000 })
    .catch(() => undefined);
  return page;
}
