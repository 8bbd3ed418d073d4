/**
 * The gate every page passes (issue 12, point 7; README "The gate every page passes"): every
 * route of the route table, in both languages, signed in as demo-main (public routes signed out,
 * as everyone sees them), each record route with a seeded id. Per route: no uncaught page error
 * and no console error, axe-core finds no serious or critical violation, the page has one `h1`
 * in its `main` (the route's title inside the layout); keyboard focus is visible on the first
 * page of each session. It prints how many routes it visited, in how long, and saves a screenshot
 * per route and language under test-results/route-sweep/.
 *
 * Fast by design: demo-main signs in once per worker and every visit reuses that storage state;
 * each language keeps one page and moves through the hash routes in it, waiting for each page's
 * heading, never sleeping. The platform is reset once per worker (a reset ends every session), and
 * each test still fails on any request that broke the contract.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, type Page, type TestInfo, test as base } from '@playwright/test';
import { LOCALES, type Locale } from '../src/lib/i18n/i18n.ts';
import { translate } from '../src/lib/i18n/translate.ts';
import '../src/lib/http/error-texts.ts';
import '../src/lib/routing/route-texts.ts';
import { routeTitleKey } from '../src/lib/routing/routes.ts';
import { expect, expectNoContractViolations, sandbox, signIn } from './fixtures.ts';
import { mainGateway } from './gateway.ts';
import {
  REFUSED_TO_DEMO_MAIN,
  SEEDED_IDS,
  type SweepTarget,
  addressOf,
  routesMissingSeededId,
  staleSeededIdEntries,
  sweepTargets,
} from './route-sweep-targets.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Impacts that fail the gate (axe also reports minor and moderate ones, which it prints only). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const targets = sweepTargets();
/**
 * `ROUTE_SWEEP_ONLY=hospital/doctor` sweeps only the routes whose names match (a regular
 * expression) while working on a page; such a run always fails its completeness check, so it
 * can never stand in for the full sweep.
 */
const only = process.env.ROUTE_SWEEP_ONLY ? new RegExp(process.env.ROUTE_SWEEP_ONLY) : undefined;
const pageTargets = targets.filter((target) => target.kind === 'page');

interface Signed {
  state: StorageState;
  token: string;
}

const test = base.extend<{ contractGuard: void }, { signed: Signed; seededIds: ReadonlyMap<string, string> }>({
  // Once per worker: back to the seed, then one sign-in through the login page.
  signed: [
    async ({ browser }, use, workerInfo) => {
      await sandbox('POST', 'reset');
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page);
      const state = await context.storageState();
      await context.close();
      const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'hospital-client:token');
      if (!stored) throw new Error('signing in stored no token');
      await use({ state, token: JSON.parse(stored.value) as string });
    },
    { scope: 'worker' },
  ],
  // Once per worker: a real id for every record route, asked from the seeded platform.
  seededIds: [
    async ({ signed }, use) => {
      const gateway = mainGateway(signed.token);
      const ids = new Map<string, string>();
      for (const [name, find] of Object.entries(SEEDED_IDS)) if (find) ids.set(name, String(await find(gateway)));
      await use(ids);
    },
    { scope: 'worker' },
  ],
  // The platform is not reset per test here (that would end the session); the log is cleared instead.
  contractGuard: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      await sandbox('DELETE', 'requests');
      await use();
      await expectNoContractViolations();
    },
    { auto: true },
  ],
});

/** The stored choice of language (src/lib/i18n/i18n.ts), added to a storage state. */
function withLocale(state: StorageState, origin: string, locale: Locale): StorageState {
  const origins = state.origins.some((o) => o.origin === origin) ? state.origins : [...state.origins, { origin, localStorage: [] }];
  return {
    cookies: state.cookies,
    origins: origins.map((o) =>
      o.origin === origin
        ? { ...o, localStorage: [...o.localStorage.filter((item) => item.name !== 'locale'), { name: 'locale', value: locale }] }
        : o,
    ),
  };
}

/** Uncaught errors and console errors of a page, collected per visit. */
function watchErrors(page: Page): { take(): string[] } {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}

interface Visit {
  name: string;
  /** A page of the table (shown, or refused to the demo account), not a redirect. */
  page: boolean;
}

/** Where a language's sweep spent its time (printed with its count). */
const phases = { axe: 0, screenshots: 0 };

/**
 * axe on the whole page (the layout around the route too: its selected menu item, its
 * breadcrumb). Only violations come back: the passing checks' details would cost time for
 * nothing. Legacy mode runs axe in the page itself; the default finishes every run in a new blank
 * page, which took twice as long as the checks (its one gain, cross-origin frames, the app has not).
 */
/**
 * Lets running CSS transitions and finite animations end (at most 2 s): a button whose colours
 * are still fading in from antd's styles injected after the first paint measured 3.87:1 once.
 * Infinite ones (a spinner, a pulsing dot) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** One route in one language: heading, title, loaded content, address, axe (and focus), screenshot. */
async function visitPage(
  page: Page,
  target: Extract<SweepTarget, { kind: 'page' }>,
  address: string,
  locale: Locale,
  info: TestInfo,
  checkFocus: boolean,
) {
  const name = target.route.name;
  const main = page.getByRole('main');
  await page.goto(`/#${address}`);
  await expect.soft(page.locator('html'), `${name}: language`).toHaveAttribute('lang', locale);
  const heading = main.getByRole('heading', { level: 1 });
  if (target.public) {
    // Public pages name themselves (the login form, the error pages); the layout's pages by route.
    await expect.soft(heading, `${name}: the page's h1 in main`).toBeVisible();
  } else {
    const title = translate(locale, routeTitleKey(name));
    await expect.soft(heading, `${name}: the route's title as the h1 in main`).toHaveText(title);
    await expect.soft(page, `${name}: tab title`).toHaveTitle(new RegExp(`^(\\(\\d+\\+?\\) )?${escape(title)} - `));
  }
  // Axe looks at the loaded page, not its skeleton.
  await expect.soft(page.locator('main .ant-skeleton, main .ant-spin-spinning'), `${name}: still loading`).toHaveCount(0);
  await expect.soft(page.locator('h1'), `${name}: one h1 on the page`).toHaveCount(1);
  // The address stayed (no guard refusal, no not-found) once the page showed.
  expect.soft(new URL(page.url()).hash, `${name}: address`).toBe(`#${address}`);

  await settleAnimations(page);
  const axeStarted = performance.now();
  const axe = await axeOf(page).analyze();
  phases.axe += performance.now() - axeStarted;
  const failing = axe.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`),
    }));
  expect.soft(failing, `${name} (${locale}): serious or critical axe violations`).toEqual([]);
  if (checkFocus) await expectVisibleFocus(page, name);
  const shotStarted = performance.now();
  await page.screenshot({ path: join(info.project.outputDir, 'route-sweep', locale, `${name.replaceAll('/', '~')}.jpeg`), quality: 70 });
  phases.screenshots += performance.now() - shotStarted;
}

/**
 * Keyboard focus is visible: the first controls Tab reaches each show an outline or a focus
 * shadow, on themselves or on the box around them (an antd input's wrapper). Checked on the first
 * page of each browser page, where the layout's and the login form's controls are.
 */
async function expectVisibleFocus(page: Page, name: string) {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body) return null;
      const shows = (element: Element) => {
        const style = getComputedStyle(element);
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      };
      let visible = false;
      for (
        let element: Element | null = focused, depth = 0;
        element && depth < 3 && !visible;
        element = element.parentElement, depth += 1
      ) {
        visible = shows(element);
      }
      return { element: focused.outerHTML.slice(0, 120), visible };
    });
    if (focus) expect.soft(focus.visible, `${name}: no visible focus on ${focus.element}`).toBe(true);
  }
}

/** The guard's refusal: the 'menu not authorised' alert (closed here), and home behind it. */
async function expectRefused(page: Page, locale: Locale) {
  const alert = page.getByRole('dialog', { name: translate(locale, 'errors.menuNotAuthorisedTitle') });
  await expect.soft(alert).toBeVisible();
  await alert.getByRole('button').last().click();
  await expect.soft(alert).toBeHidden();
  await expect.soft(page).toHaveURL(new RegExp(`#${escape(addressOf('dashbord'))}$`));
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const summary = { visits: 0, ms: 0, pages: new Set<string>() };

test.describe('route sweep', () => {
  test('every route that opens a record has a seeded id or a reason to go without', () => {
    expect(routesMissingSeededId(targets), 'add these routes to SEEDED_IDS in e2e/route-sweep-targets.ts').toEqual([]);
    expect(staleSeededIdEntries(targets), 'entries of SEEDED_IDS, WITHOUT_ID or REFUSED_TO_DEMO_MAIN for routes without a page').toEqual(
      [],
    );
    // The rule can fail: without the maps, the record routes are the ones it names.
    const missing = routesMissingSeededId(targets, {}, {});
    expect(missing).toEqual(expect.arrayContaining(['finance/invoice/info', 'hospital/doctorDetail', 'finance/accountSigning/info']));
    expect(missing).not.toContain('hospital/doctor');
  });

  for (const locale of LOCALES) {
    test(`every route in ${locale}: no error, no serious axe violation, its title`, async ({
      browser,
      signed,
      seededIds,
      baseURL,
    }, info) => {
      test.setTimeout(targets.length * 10_000);
      const started = performance.now();
      phases.axe = 0;
      phases.screenshots = 0;
      const origin = new URL(baseURL ?? '').origin;
      const contexts = {
        signedIn: await browser.newContext({ baseURL, storageState: withLocale(signed.state, origin, locale) }),
        signedOut: await browser.newContext({ baseURL, storageState: withLocale({ cookies: [], origins: [] }, origin, locale) }),
      };
      const pages = { signedIn: await contexts.signedIn.newPage(), signedOut: await contexts.signedOut.newPage() };
      const errors = { signedIn: watchErrors(pages.signedIn), signedOut: watchErrors(pages.signedOut) };
      const visits: Visit[] = [];
      const focusChecked = new Set<keyof typeof pages>();

      // Public routes first, signed out; then the rest in the signed-in page.
      const ordered = [...targets].sort((a, b) => Number(b.kind === 'page' && b.public) - Number(a.kind === 'page' && a.public));
      for (const target of ordered) {
        const name = target.route.name;
        if (only && !only.test(name)) continue;
        const errorsBefore = info.errors.length;
        const who = target.kind === 'page' && target.public ? 'signedOut' : 'signedIn';
        const page = pages[who];
        if (REFUSED_TO_DEMO_MAIN[name]) {
          await page.goto(`/#${addressOf(name, seededIds.get(name))}`);
          await expectRefused(page, locale);
          visits.push({ name, page: true });
        } else if (target.kind === 'redirect') {
          await page.goto(`/#${addressOf(name)}`);
          await expect.soft(page, `${name} redirects to ${target.to}`).toHaveURL(new RegExp(`#${escape(addressOf(target.to))}$`));
          visits.push({ name, page: false });
        } else {
          const id = seededIds.get(name);
          const address = addressOf(name, id);
          const checkFocus = !focusChecked.has(who);
          focusChecked.add(who);
          await visitPage(page, target, address, locale, info, checkFocus);
          visits.push({ name, page: true });
        }
        expect.soft(errors[who].take(), `${name} (${locale}): page and console errors`).toEqual([]);
        // Each failing route as it happens, so a long sweep shows its findings before the end.
        for (const error of info.errors.slice(errorsBefore)) console.log(`[${locale}] ${name}: ${error.message ?? ''}`);
      }
      await contexts.signedIn.close();
      await contexts.signedOut.close();

      const ms = performance.now() - started;
      const pagesVisited = visits.filter((visit) => visit.page);
      // Nothing is skipped: every page of the table was visited (a run narrowed by ROUTE_SWEEP_ONLY fails here).
      expect(pagesVisited.map((visit) => visit.name)).toEqual(pageTargets.map((target) => target.route.name));
      summary.visits += visits.length;
      summary.ms += ms;
      for (const visit of pagesVisited) summary.pages.add(visit.name);
      console.log(
        `[${locale}] ${pagesVisited.length} pages; ${visits.length} visits in ${seconds(ms)} ` +
          `(axe ${seconds(phases.axe)}, screenshots ${seconds(phases.screenshots)})`,
      );
    });
  }

  test.afterAll(() => {
    if (summary.visits === 0) return;
    console.log(`route sweep: ${summary.pages.size} pages; ${summary.visits} visits in ${seconds(summary.ms)}`);
  });
});
