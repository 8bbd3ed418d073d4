/**
 * The XSS gate's page (built by e2e/xss-gate.e2e.ts, driven in Chromium): renders payloads
 * through one text surface at a time (text-surfaces.tsx) with the app's providers, shows them the
 * way a person would, fires the events an inline handler waits for, and reports what happened.
 * Deliberately no CSP here: the gate tests the rendering, not the policy that would hide a flaw.
 */
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { sanitizeHtml } from '@/lib/safe-html/sanitize-html.ts';
import type { GatePayload, GateWindow, SurfaceReport } from './gate-report.ts';
import { TEXT_SURFACES } from './text-surfaces.tsx';

let executedNow = new Set<number>();
const gateWindow = window as unknown as GateWindow;
gateWindow.__xss = (id) => void executedNow.add(Number(id));
// Payloads that reach for a dialog instead of the sentinel count as executed too (id -1 when unnamed).
for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
  (window as unknown as Record<string, (value?: unknown) => void>)[name] = (value?: unknown) =>
    void executedNow.add(Number.isFinite(Number(value)) ? Number(value) : -1);
}

class Boundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'ping',
  'lowsrc',
  'dynsrc',
  'codebase',
  'cite',
  'srcset',
  'content',
  'values',
  'to',
  'from',
]);
const SCRIPT_ELEMENTS = 'script, iframe, frame, frameset, object, embed, base, meta, link, portal, fencedframe, applet';
/**
 * Events an inline handler may wait for, each built the way a browser builds it (components read
 * `key`, `clientX`, … of real events); none of them follows a link or submits a form.
 */
const EVENTS: (() => Event)[] = [
  ...['mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup'].map((type) => () => new MouseEvent(type, { clientX: 1, clientY: 1 })),
  ...['pointerover', 'pointerenter', 'pointerdown'].map((type) => () => new PointerEvent(type, { clientX: 1, clientY: 1, pointerId: 1 })),
  ...['focus', 'focusin', 'blur'].map((type) => () => new FocusEvent(type)),
  () => new KeyboardEvent('keydown', { key: 'a', code: 'KeyA' }),
  () => new InputEvent('input', { data: 'a', inputType: 'insertText' }),
  () => new AnimationEvent('animationstart', { animationName: 'x' }),
  () => new TransitionEvent('transitionend', { propertyName: 'opacity' }),
  ...['change', 'toggle', 'beforetoggle', 'load', 'error', 'invalid', 'select', 'search', 'scroll'].map((type) => () => new Event(type)),
];

/** Script scheme after the browser's own clean-up (entities are already decoded in the DOM). */
function scriptUrl(value: string): string | undefined {
  // The browser ignores control characters and blanks around and inside a scheme; so does this check.
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  if (/(^|[,;=]|url\()(javascript|vbscript):/.test(compact)) return compact.slice(0, 60);
  if (/(^|[,;=]|url\()data:(text\/html|application\/xhtml|image\/svg|text\/javascript)/.test(compact)) return compact.slice(0, 60);
  return undefined;
}

/** Everything dangerous left under `scope` (including open shadow roots). */
function findDangerous(scope: Element, idOf: (element: Element) => number[]): { ids: number[]; what: string }[] {
  const found: { ids: number[]; what: string }[] = [];
  const visit = (root: ParentNode) => {
    for (const element of root === scope ? [scope, ...scope.querySelectorAll('*')] : root.querySelectorAll('*')) {
      if (element.matches(SCRIPT_ELEMENTS)) found.push({ ids: idOf(element), what: `<${element.localName}> element` });
      for (const { name, value } of element.attributes) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) found.push({ ids: idOf(element), what: `${lower} attribute on <${element.localName}>` });
        else if (URL_ATTRIBUTES.has(lower) || lower === 'style' || lower === 'srcdoc') {
          const url = lower === 'srcdoc' ? (value ? 'srcdoc' : undefined) : scriptUrl(value);
          if (url) found.push({ ids: idOf(element), what: `${lower}="${url}" on <${element.localName}>` });
          if (lower === 'style' && /expression\(|behavior:|binding:/i.test(value))
            found.push({ ids: idOf(element), what: `style="${value.slice(0, 40)}"` });
        }
      }
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(scope);
  return found;
}

function fireEvents(scope: Element): void {
  for (const element of [scope, ...scope.querySelectorAll('*')]) {
    for (const event of EVENTS) element.dispatchEvent(event());
  }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (check()) return true;
    await pause(25);
  }
  return check();
}

type Surface = (typeof TEXT_SURFACES)[number];

function emptyReport(surface: string): SurfaceReport {
  return { surface, rendered: 0, executed: [], dangerous: [], thrown: [], notShown: [], notIdempotent: [] };
}

function merge(into: SurfaceReport, part: SurfaceReport): void {
  into.rendered += part.rendered;
  into.executed.push(...part.executed);
  into.dangerous.push(...part.dangerous);
  into.thrown.push(...part.thrown);
  into.notShown.push(...part.notShown);
  into.notIdempotent.push(...part.notIdempotent);
}

/** Mounts one batch, shows it, pokes it, inspects what it left, and takes it down again. */
async function runBatch(surface: Surface, batch: GatePayload[]): Promise<SurfaceReport> {
  const report = emptyReport(surface.name);
  const ids = batch.map((payload) => payload.id);
  const before = new Set(document.body.children);
  const container = document.createElement('div');
  document.body.append(container);
  executedNow = new Set();
  const thrown: string[] = [];
  const onError = (event: ErrorEvent) => thrown.push(event.message);
  window.addEventListener('error', onError);
  const root = createRoot(container);
  try {
    if (surface.shows === 'html') {
      for (const payload of batch) {
        const once = sanitizeHtml(payload.html);
        if (sanitizeHtml(once) !== once) report.notIdempotent.push(payload.id);
      }
    }
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false, refetchOnMount: false } });
    const items = surface.render(
      batch.map((payload) => payload.html),
      queryClient,
    );
    root.render(
      <Boundary onError={(error) => thrown.push(error.message)}>
        <AppProviders queryClient={queryClient}>{items}</AppProviders>
      </Boundary>,
    );
    await pause(50);
    await surface.reveal?.(container);
    // Text must show verbatim; HTML must be in the DOM exactly as sanitised (a re-parse that
    // changes it is a mutation the sanitiser did not see).
    const shown = (payload: GatePayload, index: number) =>
      surface.shows === 'html'
        ? container.querySelector(`[data-xss-index="${index}"] > div`)?.innerHTML === sanitizeHtml(payload.html)
        : normalise(document.body.textContent ?? '').includes(normalise(payload.html));
    await waitFor(() => batch.every(shown), 3000);
    report.notShown.push(...batch.filter((payload, index) => !shown(payload, index)).map((payload) => payload.id));
    // Images fail, frames load, autofocus fires: give the page a moment, then poke every handler.
    await pause(150);
    // Only what this batch added to the page (the container and any portals: drawers, dropdowns).
    const added = [...document.body.children].filter((child) => !before.has(child));
    for (const element of added) fireEvents(element);
    await pause(50);
    const idOf = (element: Element) => {
      const index = element.closest('[data-xss-index]')?.getAttribute('data-xss-index');
      return index == null ? ids : [ids[Number(index)] as number];
    };
    for (const element of added) report.dangerous.push(...findDangerous(element, idOf));
  } catch (error) {
    thrown.push((error as Error).message);
  }
  report.executed.push(...executedNow);
  if (thrown.length > 0) report.thrown.push({ ids, message: thrown.join(' | ') });
  window.removeEventListener('error', onError);
  root.unmount();
  for (const child of [...document.body.children]) if (!before.has(child) && child.tagName !== 'SCRIPT') child.remove();
  container.remove();
  report.rendered = batch.length;
  return report;
}

async function run(surfaceName: string, payloads: GatePayload[]): Promise<SurfaceReport> {
  const surface = TEXT_SURFACES.find((entry) => entry.name === surfaceName);
  if (!surface) throw new Error(`no text surface "${surfaceName}"`);
  const report = emptyReport(surface.name);
  for (let start = 0; start < payloads.length; start += surface.batch) {
    const batch = payloads.slice(start, start + surface.batch);
    const part = await runBatch(surface, batch);
    // A batch that threw hid what its other payloads would do: run each of them on its own.
    if (part.thrown.length > 0 && batch.length > 1) for (const payload of batch) merge(report, await runBatch(surface, [payload]));
    else merge(report, part);
  }
  return report;
}

setLocale('en-US');
gateWindow.__gate = { surfaces: TEXT_SURFACES.map((surface) => surface.name), run };
document.body.dataset.gateReady = 'true';
