/**
 * The alert service: the one place that turns realtime events into sound, tray flash, system
 * notice, message-box preview, window shake and popups (GUIDE section 5 "Alerts"; specification
 * section 4 "Incoming message", "Dispatch message", "Server-push notification", section 9
 * "popups last 15 seconds"). The settings are its input (`setSettings`); every alert fires
 * exactly once per fingerprint (remembered per alert kind, bounded).
 *
 * - `messageAlert`: a message in a chat that is not open. Sound unless the chat is muted or the
 *   volume switch is off (one sound per second at most, so a burst is one sound); tray flash (desktop; on the web the document title flashes while the
 *   page is in the background) and a system notice when the tray-pop switch is on; the
 *   message-box preview (desktop) when the preview switch is on. With preview off the notice
 *   does not show the text.
 * - `dispatchAlert`: a dispatch message. Window shake (desktop, shake switch), tray flash, the new- or
 *   old-customer sound and a popup, both under the dispatch-alert switch. Clicking the popup
 *   opens `/order/alllist?followNumber=…&open=true`.
 * - `noticeAlert`: a server-push notification. Skipped entirely when the dispatch-shake switch
 *   (isPaiShake) is on. Otherwise a dispatch sound for dispatch types (1: as told by the caller
 *   from the text, default new customer; 200801 and 20230508: new customer) and a popup;
 *   clicking navigates by type and assid (lib/notifications/notification-jump).
 * - `systemShake`: a special system message with bizType 19, or a shake (bizType 3) naming me,
 *   shakes the window (shake switch).
 * - Popups live 15 s. With `keepReminding` on, a popup that came with a dispatch sound stays
 *   until it is clicked or dismissed and its sound repeats every 30 s until then.
 *
 * Restricted mode (no push handling) and "is this chat open" are the caller's decisions.
 * Everything the service touches is injected (clock, sounds, desktop, notifications, page) so
 * tests drive it with fakes and fake timers.
 */
import { getDesktop, type DesktopBridge } from '../desktop/desktop.ts';
import { translator } from '../i18n/translate.ts';
import { notificationJump } from '../notifications/notification-jump.ts';
import { notificationTypeLabel } from '../notifications/notification-type.ts';
import { alertTexts } from './alert-texts.ts';
import { toMessagePreview } from './message-preview.ts';
import { linkTo } from '../routing/links.ts';
import { browserNotificationPort, type NotificationPort } from './notification-port.ts';
import { DEFAULT_SETTINGS, type AlertSettings } from './settings-model.ts';
import { createSoundPlayer, type DispatchSound, type SoundPlayer } from './sound-player.ts';

const t = translator(alertTexts);

export const POPUP_LIFETIME_MS = 15_000;
export const REMIND_INTERVAL_MS = 30_000;
export const TITLE_FLASH_MS = 1_000;
/** Message sounds closer together than this are one sound: a burst of messages must not rattle. */
export const MESSAGE_SOUND_GAP_MS = 1_000;
/** Fingerprints remembered per alert kind; older ones are forgotten first. */
export const FINGERPRINT_MEMORY = 1_000;
/** Notice types that come with a dispatch sound (specification section 4). */
export const DISPATCH_NOTICE_TYPES: ReadonlySet<number> = new Set([1, 200801, 20230508]);

export type AlertDesktop = Pick<DesktopBridge, 'shakeWindow' | 'requestAttention' | 'stopAttention' | 'showMessagePreview'>;

type TimerHandle = ReturnType<typeof setTimeout> | number;

export interface AlertClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The page whose title flashes on the web (no tray there). */
export interface AlertPage {
  title: string;
  hasFocus(): boolean;
}

export interface AlertServiceDeps {
  settings?: AlertSettings;
  sounds?: Pick<SoundPlayer, 'play'>;
  desktop?: () => AlertDesktop | undefined;
  notifications?: NotificationPort;
  page?: AlertPage;
  clock?: AlertClock;
  /** Where popup clicks go (the router's navigate); can be set later with `setNavigate`. */
  navigate?: (url: string) => void;
  /** A system notice of a message was clicked. */
  onMessageClick?: (chatId: string) => void;
  /** A notice popup of a type without a jump target was clicked ('not supported yet'). */
  onUnsupportedJump?: (type: number) => void;
  fingerprintMemory?: number;
}

export interface MessageAlert {
  fingerPrint: string;
  chatId: string;
  /** Sender or chat name. */
  title: string;
  text: string;
  /** The chat's notification switch is off (isAlert false). */
  muted?: boolean;
  avatar?: string;
}

export interface DispatchAlert {
  fingerPrint: string;
  oldCustomer: boolean;
  followNumber: string;
  text: string;
}

export interface NoticeAlert {
  fingerPrint: string;
  type: number;
  text: string;
  assid?: string | null;
  /** For type 1 the caller tells from the text whether it is an old or a new customer. */
  dispatchSound?: DispatchSound;
}

export interface AlertPopup {
  id: string;
  kind: 'dispatch' | 'notice';
  fingerPrint: string;
  title: string;
  text: string;
  createdAt: number;
  /** When it disappears by itself; `null` while keepReminding holds it until it is handled. */
  expiresAt: number | null;
  /** The dispatch sound it came with, if any (repeated with keepReminding). */
  dispatchSound?: DispatchSound;
  followNumber?: string;
  oldCustomer?: boolean;
  type?: number;
  assid?: string;
}

export interface PopupStore {
  subscribe(listener: () => void): () => void;
  /** The visible popups, oldest first; the same array until something changes. */
  list(): readonly AlertPopup[];
  dismiss(id: string): void;
  /** The popup was clicked: navigates to its target and closes it. */
  open(id: string): void;
}

export interface AlertService {
  setSettings(settings: AlertSettings): void;
  getSettings(): AlertSettings;
  setNavigate(navigate: (url: string) => void): void;
  /** Replaces the click handlers given at creation (the screen sets them once it is mounted). */
  setClickHandlers(handlers: Pick<AlertServiceDeps, 'onUnsupportedJump' | 'onMessageClick'>): void;
  /** Each returns whether the alert fired (false: a fingerprint seen before, or skipped). */
  messageAlert(alert: MessageAlert): boolean;
  dispatchAlert(alert: DispatchAlert): boolean;
  noticeAlert(alert: NoticeAlert): boolean;
  /** A special system message with bizType 19: the window shakes (shake switch on), once per fingerprint. */
  systemShake(fingerPrint: string): boolean;
  /** Stops the tray flash (desktop) or the title flash (web); call it when the window gets focus. */
  stopAttention(): void;
  /** The unread badge changed: at 0, with no dispatch popup waiting, the flash stops. */
  unreadChanged(count: number): void;
  readonly popups: PopupStore;
  /** Stops every timer (logout, tests). */
  dispose(): void;
}

/** The order list opened on the dispatched order (specification section 4 "Dispatch message"). */
export function dispatchUrl(followNumber: string): string {
  return linkTo('order/alllist', { followNumber, open: true });
}

const realClock: AlertClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
};

function browserPage(): AlertPage | undefined {
  if (typeof document === 'undefined') return undefined;
  return {
    get title() {
      return document.title;
    },
    set title(value: string) {
      document.title = value;
    },
    hasFocus: () => document.hasFocus(),
  };
}

/** Remembers the last `limit` keys (insertion order); `add` says whether the key was new. */
function boundedSet(limit: number) {
  const seen = new Set<string>();
  return {
    add(key: string): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > limit) {
        const oldest = seen.values().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      return true;
    },
  };
}

export function createAlertService(deps: AlertServiceDeps = {}): AlertService {
  let settings: AlertSettings = { ...(deps.settings ?? DEFAULT_SETTINGS) };
  const clock = deps.clock ?? realClock;
  const sounds = deps.sounds ?? createSoundPlayer();
  const desktop = deps.desktop ?? getDesktop;
  const notifications = deps.notifications ?? browserNotificationPort();
  const page = deps.page ?? browserPage();
  let navigate = deps.navigate;
  let clicks: Pick<AlertServiceDeps, 'onUnsupportedJump' | 'onMessageClick'> = deps;
  const seen = boundedSet(deps.fingerprintMemory ?? FINGERPRINT_MEMORY);
  let sequence = 0;
  let lastMessageSound = Number.NEGATIVE_INFINITY;
  const popupId = (kind: string, fingerPrint: string) => `${kind}:${fingerPrint || `#${(sequence += 1)}`}`;

  // ---- popups ----
  let popups: readonly AlertPopup[] = [];
  const popupTimers = new Map<string, { expire?: TimerHandle; remind?: TimerHandle }>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function clearPopupTimers(id: string) {
    const timers = popupTimers.get(id);
    if (!timers) return;
    if (timers.expire !== undefined) clock.clearTimeout(timers.expire);
    if (timers.remind !== undefined) clock.clearInterval(timers.remind);
    popupTimers.delete(id);
  }

  function dismiss(id: string) {
    clearPopupTimers(id);
    if (!popups.some((p) => p.id === id)) return;
    popups = popups.filter((p) => p.id !== id);
    notify();
  }

  function addPopup(popup: Omit<AlertPopup, 'createdAt' | 'expiresAt'>) {
    const now = clock.now();
    const sticky = settings.keepReminding && popup.dispatchSound !== undefined;
    const full: AlertPopup = { ...popup, createdAt: now, expiresAt: sticky ? null : now + POPUP_LIFETIME_MS };
    const timers: { expire?: TimerHandle; remind?: TimerHandle } = {};
    if (sticky) {
      const sound = popup.dispatchSound as DispatchSound;
      timers.remind = clock.setInterval(() => {
        if (settings.isDispatch) void sounds.play({ kind: 'dispatch', customer: sound });
      }, REMIND_INTERVAL_MS);
    } else {
      timers.expire = clock.setTimeout(() => dismiss(full.id), POPUP_LIFETIME_MS);
    }
    popupTimers.set(full.id, timers);
    popups = [...popups, full];
    notify();
  }

  function open(id: string) {
    const popup = popups.find((p) => p.id === id);
    if (!popup) return;
    dismiss(id);
    if (popup.kind === 'dispatch') {
      navigate?.(dispatchUrl(popup.followNumber ?? ''));
      return;
    }
    const jump = notificationJump(popup.type ?? 0, popup.assid);
    if (jump.kind === 'navigate') {
      navigate?.(jump.to);
    } else if (jump.kind === 'unsupported') {
      clicks.onUnsupportedJump?.(popup.type ?? 0);
    }
  }

  // ---- attention (tray flash / title flash) ----
  // The web flash adds and removes a mark in front of whatever the title is now, so a title the
  // app changes meanwhile (another route) is kept.
  let titleFlash: { timer: TimerHandle; mark: string } | undefined;
  const unmarked = (title: string, mark: string) => (title.startsWith(mark) ? title.slice(mark.length) : title);

  function requestAttention() {
    const bridge = desktop();
    if (bridge) {
      bridge.requestAttention();
      return;
    }
    if (!page || titleFlash || page.hasFocus()) return;
    const mark = `${t('alerts.titleFlash')} `;
    let on = false;
    const toggle = () => {
      on = !on;
      const base = unmarked(page.title, mark);
      page.title = on ? `${mark}${base}` : base;
    };
    toggle();
    titleFlash = { timer: clock.setInterval(toggle, TITLE_FLASH_MS), mark };
  }

  function stopAttention() {
    desktop()?.stopAttention();
    if (titleFlash && page) {
      clock.clearInterval(titleFlash.timer);
      page.title = unmarked(page.title, titleFlash.mark);
    }
    titleFlash = undefined;
  }

  /** Fires once per kind and fingerprint; an alert without a fingerprint cannot be deduplicated and fires. */
  const firstTime = (kind: string, fingerPrint: string) => !fingerPrint || seen.add(`${kind}:${fingerPrint}`);

  const safely = (action: () => void) => {
    try {
      action();
    } catch {
      // One failing channel (a closed bridge, a refused notice) must not stop the others.
    }
  };

  return {
    popups: { subscribe: (l) => (listeners.add(l), () => listeners.delete(l)), list: () => popups, dismiss, open },

    setSettings(next) {
      settings = { ...next };
    },
    getSettings: () => settings,
    setClickHandlers(next) {
      clicks = { ...next };
    },
    setNavigate(next) {
      navigate = next;
    },

    messageAlert(alert) {
      if (!firstTime('message', alert.fingerPrint)) return false;
      if (!alert.muted && settings.isVolume && clock.now() - lastMessageSound >= MESSAGE_SOUND_GAP_MS) {
        lastMessageSound = clock.now();
        void sounds.play({ kind: 'message', id: settings.volumeId });
      }
      if (settings.isPop) {
        safely(requestAttention);
        safely(() =>
          notifications.show(alert.title, {
            body: settings.isPreviewMsg ? alert.text : t('alerts.newMessageHidden'),
            tag: alert.chatId,
            onClick: () => clicks.onMessageClick?.(alert.chatId),
          }),
        );
      }
      if (settings.isPreviewMsg) {
        const preview = toMessagePreview(alert);
        if (preview) safely(() => desktop()?.showMessagePreview(preview));
      }
      return true;
    },

    dispatchAlert(alert) {
      if (!firstTime('dispatch', alert.fingerPrint)) return false;
      if (settings.isShake) safely(() => desktop()?.shakeWindow());
      // An unseen dispatch flashes the tray (title on the web) until the window gets focus.
      safely(requestAttention);
      if (!settings.isDispatch) return true;
      const customer: DispatchSound = alert.oldCustomer ? 'old' : 'new';
      void sounds.play({ kind: 'dispatch', customer });
      addPopup({
        id: popupId('dispatch', alert.fingerPrint),
        kind: 'dispatch',
        fingerPrint: alert.fingerPrint,
        title: t(alert.oldCustomer ? 'alerts.oldCustomerOrder' : 'alerts.newCustomerOrder'),
        text: alert.text,
        dispatchSound: customer,
        followNumber: alert.followNumber,
        oldCustomer: alert.oldCustomer,
      });
      return true;
    },

    noticeAlert(alert) {
      // The dispatch-shake switch turns push handling off (specification section 4).
      if (settings.isPaiShake) return false;
      if (!firstTime('notice', alert.fingerPrint)) return false;
      const type = Number(alert.type);
      const sound = alert.dispatchSound ?? (DISPATCH_NOTICE_TYPES.has(type) ? 'new' : undefined);
      const playSound = sound !== undefined && settings.isDispatch;
      if (playSound) void sounds.play({ kind: 'dispatch', customer: sound });
      addPopup({
        id: popupId('notice', alert.fingerPrint),
        kind: 'notice',
        fingerPrint: alert.fingerPrint,
        title: notificationTypeLabel(type),
        text: alert.text,
        ...(playSound ? { dispatchSound: sound } : {}),
        type,
        assid: alert.assid ?? '',
      });
      return true;
    },

    systemShake(fingerPrint) {
      if (!settings.isShake || !firstTime('system-shake', fingerPrint)) return false;
      safely(() => desktop()?.shakeWindow());
      return true;
    },

    stopAttention: () => safely(stopAttention),

    unreadChanged(count) {
      if (count === 0 && !popups.some((popup) => popup.kind === 'dispatch')) safely(stopAttention);
    },

    dispose() {
      for (const id of [...popupTimers.keys()]) clearPopupTimers(id);
      safely(stopAttention);
      popups = [];
      notify();
    },
  };
}
