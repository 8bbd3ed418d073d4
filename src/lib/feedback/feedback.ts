/**
 * The one door to antd's toasts, notifications and dialogs, for screens and for code outside
 * React (the transport's error toast, the shell's blocking alerts):
 *
 *   feedback.message.success(t('settings.saved'));
 *   feedback.modal.warning({ title, content, afterClose });
 *
 * antd's message, notification and Modal cost about 30 KB gzip that no page needs for its first
 * paint, so they are not in the entry: the app's providers render a holder (antd `App` inside the
 * one ConfigProvider, so every toast and dialog gets the theme and the language) that downloads
 * after the first paint, or at once when something asks for feedback earlier. Calls made before
 * it arrived are replayed in order as soon as it has.
 *
 * Calls return nothing: a caller that needs to know when a dialog closed uses its `onOk`,
 * `onCancel` or `afterClose`.
 */
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/** The methods of one antd instance, returning nothing (see the module note). */
type Fire<T, K extends keyof T> = { [M in K]: T[M] extends (...args: infer A) => unknown ? (...args: A) => void : never };

export interface Feedback {
  message: Fire<AppApi['message'], 'open' | 'success' | 'error' | 'info' | 'warning' | 'loading' | 'destroy'>;
  notification: Fire<AppApi['notification'], 'open' | 'success' | 'error' | 'info' | 'warning' | 'destroy'>;
  modal: Fire<AppApi['modal'], 'info' | 'success' | 'error' | 'warning' | 'confirm'>;
}

type Part = keyof Feedback;
type Call = (api: AppApi) => void;

let api: AppApi | undefined;
const queued: Call[] = [];
let loadRequested = false;
const loadListeners = new Set<() => void>();

function requestLoad(): void {
  if (loadRequested) return;
  loadRequested = true;
  for (const listener of loadListeners) listener();
}

function dispatch(call: Call): void {
  if (api) {
    call(api);
    return;
  }
  queued.push(call);
  requestLoad();
}

function forward<P extends Part>(part: P, methods: readonly (keyof Feedback[P])[]): Feedback[P] {
  const target = {} as Record<string, (...args: unknown[]) => void>;
  for (const method of methods as readonly string[]) {
    target[method] = (...args: unknown[]) =>
      dispatch((ready) => {
        (ready[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
      });
  }
  return target as unknown as Feedback[P];
}

export const feedback: Feedback = {
  message: forward('message', ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy']),
  notification: forward('notification', ['open', 'success', 'error', 'info', 'warning', 'destroy']),
  modal: forward('modal', ['info', 'success', 'error', 'warning', 'confirm']),
};

/**
 * The holder hands over antd's instances once it is mounted (and takes them back on unmount);
 * what was asked for meanwhile is shown now, in order.
 */
export function registerFeedback(instances: AppApi): () => void {
  api = instances;
  for (const call of queued.splice(0)) call(instances);
  return () => {
    if (api === instances) api = undefined;
  };
}

/**
 * The providers listen here to mount the holder early: called at once when feedback was already
 * asked for, else on the first ask.
 */
export function onFeedbackWanted(listener: () => void): () => void {
  if (loadRequested) {
    listener();
    return () => {};
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Whether antd's instances are mounted (for tests). */
export function isFeedbackReady(): boolean {
  return api !== undefined;
}
