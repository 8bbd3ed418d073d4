/**
 * Error toasts, with the single-toast policy of section 8 ("only one toast shows at a time").
 *
 * Every toast carries the same key, so a display that honours keys (antd's `message.open`)
 * replaces the visible toast instead of stacking a column of them when ten requests fail at once.
 * The display itself is injected through configureTransport (the app passes antd's message API);
 * until then it is a no-op, and every toast is recorded either way so tests can read what the user
 * would have seen.
 */

export const TOAST_KEY = 'transport-error';

export interface Toast {
  key: string;
  type: 'error';
  content: string;
}

export type ToastDisplay = (toast: Toast) => void;

const noop: ToastDisplay = () => {};
let display: ToastDisplay = noop;
let visible: Toast | undefined;
const history: Toast[] = [];
// A long-running session shows many errors; tests never need more than a handful.
const HISTORY_LIMIT = 50;

export function setToastDisplay(next: ToastDisplay | undefined): void {
  display = next ?? noop;
}

/** Shows `content` as the one error toast, replacing whatever toast is visible. */
export function showErrorToast(content: string): void {
  const toast: Toast = { key: TOAST_KEY, type: 'error', content };
  visible = toast;
  history.push(toast);
  if (history.length > HISTORY_LIMIT) history.shift();
  try {
    display(toast);
  } catch {
    // A broken display must not turn an API error into a different exception.
  }
}

/** The toast currently shown (the last one; earlier ones were replaced). */
export function getVisibleToast(): Toast | undefined {
  return visible;
}

/** Every toast shown since the last reset, oldest first. */
export function getShownToasts(): readonly Toast[] {
  return [...history];
}

export function resetToasts(): void {
  visible = undefined;
  history.length = 0;
}
