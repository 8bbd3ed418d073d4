import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import {
  POPUP_LIFETIME_MS,
  REMIND_INTERVAL_MS,
  createAlertService,
  dispatchUrl,
  type AlertDesktop,
  type AlertPage,
  type AlertServiceDeps,
} from './alert-service.ts';
import type { NotificationPort } from './notification-port.ts';
import { DEFAULT_SETTINGS, type AlertSettings } from './settings-model.ts';
import type { SoundRef } from './sound-player.ts';

function setup(settings: Partial<AlertSettings> = {}, extra: Partial<AlertServiceDeps> & { web?: boolean; focused?: boolean } = {}) {
  const played: SoundRef[] = [];
  const desktop: AlertDesktop = {
    shakeWindow: vi.fn(),
    requestAttention: vi.fn(),
    stopAttention: vi.fn(),
    showMessagePreview: vi.fn(),
  };
  const shown: { title: string; body: string; tag?: string; onClick?: () => void }[] = [];
  const notifications: NotificationPort = {
    permission: () => 'granted',
    request: () => Promise.resolve('granted'),
    show: (title, options) => (shown.push({ title, ...options }), true),
  };
  const page: AlertPage = { title: 'Workbench', hasFocus: () => extra.focused ?? false };
  const navigate = vi.fn();
  const service = createAlertService({
    settings: { ...DEFAULT_SETTINGS, ...settings },
    sounds: { play: (sound) => (played.push(sound), Promise.resolve('played')) },
    desktop: () => (extra.web ? undefined : desktop),
    notifications,
    page,
    navigate,
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h),
      setInterval: (fn, ms) => setInterval(fn, ms),
      clearInterval: (h) => clearInterval(h),
    },
    ...extra,
  });
  return { service, played, desktop, shown, page, navigate };
}

const message = { fingerPrint: 'fp-1', chatId: 'c-9', title: 'Ms Li', text: 'Is Saturday free?' };
const dispatch = { fingerPrint: 'd-1', oldCustomer: false, followNumber: 'F20261120', text: 'You have a new dispatched order' };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T09:00:00Z') });
  setLocale('en-US');
});
afterEach(() => vi.useRealTimers());

describe('messageAlert', () => {
  it('fires sound, tray flash, notice and preview exactly once per fingerprint', () => {
    const { service, played, desktop, shown } = setup();
    expect(service.messageAlert(message)).toBe(true);
    expect(service.messageAlert(message)).toBe(false);
    expect(service.messageAlert({ ...message })).toBe(false);
    expect(played).toEqual([{ kind: 'message', id: 1 }]);
    expect(desktop.requestAttention).toHaveBeenCalledTimes(1);
    expect(desktop.showMessagePreview).toHaveBeenCalledExactlyOnceWith({ chatId: 'c-9', title: 'Ms Li', text: 'Is Saturday free?' });
    expect(shown).toEqual([expect.objectContaining({ title: 'Ms Li', body: 'Is Saturday free?', tag: 'c-9' })]);
    expect(service.messageAlert({ ...message, fingerPrint: 'fp-2' })).toBe(true);
    expect(shown).toHaveLength(2);
  });

  it('fits a long message to the preview limits instead of sending one the desktop drops', () => {
    const { service, desktop } = setup();
    service.messageAlert({ ...message, fingerPrint: 'fp-long', title: 'n'.repeat(500), text: 't'.repeat(5000) });
    const sent = vi.mocked(desktop.showMessagePreview).mock.calls[0]?.[0];
    expect(sent?.title).toHaveLength(200);
    expect(sent?.text).toHaveLength(2000);
    expect(sent?.text.endsWith('…')).toBe(true);
  });

  it('plays one sound for a burst: the next message sound only a second after the last', () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const { service, played } = setup();
      service.messageAlert({ ...message, fingerPrint: 'b1' });
      vi.setSystemTime(999);
      service.messageAlert({ ...message, fingerPrint: 'b2' });
      expect(played).toHaveLength(1);
      vi.setSystemTime(1999);
      service.messageAlert({ ...message, fingerPrint: 'b3' });
      expect(played).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays the chosen sound', () => {
    const { service, played } = setup({ volumeId: 3 });
    service.messageAlert(message);
    expect(played).toEqual([{ kind: 'message', id: 3 }]);
  });

  it('is silent for a muted chat and with the volume off, but still flashes', () => {
    const muted = setup();
    muted.service.messageAlert({ ...message, muted: true });
    expect(muted.played).toEqual([]);
    expect(muted.desktop.requestAttention).toHaveBeenCalledTimes(1);

    const volumeOff = setup({ isVolume: false });
    volumeOff.service.messageAlert(message);
    expect(volumeOff.played).toEqual([]);
    expect(volumeOff.shown).toHaveLength(1);
  });

  it('with preview off sends no message box and hides the text in the notice', () => {
    const { service, desktop, shown } = setup({ isPreviewMsg: false });
    service.messageAlert(message);
    expect(desktop.showMessagePreview).not.toHaveBeenCalled();
    expect(shown[0]?.body).toBe('You have a new message');
  });

  it('with tray pop off neither flashes nor notifies', () => {
    const { service, desktop, shown, played } = setup({ isPop: false });
    service.messageAlert(message);
    expect(desktop.requestAttention).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
    expect(played).toHaveLength(1);
  });

  it('follows settings changed later', () => {
    const { service, played } = setup();
    service.setSettings({ ...DEFAULT_SETTINGS, isVolume: false });
    service.messageAlert(message);
    expect(played).toEqual([]);
    expect(service.getSettings().isVolume).toBe(false);
  });

  it('on the web flashes the title while in the background and restores it on stopAttention', () => {
    const { service, page } = setup({}, { web: true });
    service.messageAlert(message);
    expect(page.title).toBe('[New message] Workbench');
    vi.advanceTimersByTime(1000);
    expect(page.title).toBe('Workbench');
    vi.advanceTimersByTime(1000);
    expect(page.title).toBe('[New message] Workbench');
    service.messageAlert({ ...message, fingerPrint: 'fp-2' }); // keeps the one flash going
    page.title = 'Orders'; // the app moved to another page meanwhile
    vi.advanceTimersByTime(1000);
    expect(page.title).toBe('Orders');
    vi.advanceTimersByTime(1000);
    expect(page.title).toBe('[New message] Orders');
    service.stopAttention();
    expect(page.title).toBe('Orders');
    page.title = 'Workbench';
    expect(page.title).toBe('Workbench');
    vi.advanceTimersByTime(5000);
    expect(page.title).toBe('Workbench');
  });

  it('on the web does not flash a page that has focus', () => {
    const { service, page } = setup({}, { web: true, focused: true });
    service.messageAlert(message);
    vi.advanceTimersByTime(1000);
    expect(page.title).toBe('Workbench');
  });

  it('stopAttention stops the tray flash on the desktop', () => {
    const { service, desktop } = setup();
    service.stopAttention();
    expect(desktop.stopAttention).toHaveBeenCalledTimes(1);
  });

  it('a failing desktop bridge does not stop the other channels', () => {
    const { service, desktop, shown, played } = setup();
    vi.mocked(desktop.requestAttention).mockImplementation(() => {
      throw new Error('bridge closed');
    });
    expect(() => service.messageAlert(message)).not.toThrow();
    expect(played).toHaveLength(1);
    expect(shown).toHaveLength(1);
    expect(desktop.showMessagePreview).toHaveBeenCalled();
  });

  it('a clicked notice opens the chat', () => {
    const onMessageClick = vi.fn();
    const { service, shown } = setup({}, { onMessageClick });
    service.messageAlert(message);
    shown[0]?.onClick?.();
    expect(onMessageClick).toHaveBeenCalledWith('c-9');
  });

  it('remembers a bounded number of fingerprints', () => {
    const { service, shown } = setup({}, { fingerprintMemory: 2 });
    for (const fp of ['a', 'b', 'c', 'c', 'b']) service.messageAlert({ ...message, fingerPrint: fp });
    expect(shown).toHaveLength(3);
    expect(service.messageAlert({ ...message, fingerPrint: 'a' })).toBe(true); // forgotten, fires again
  });
});

describe('dispatchAlert', () => {
  it('shakes, plays the new-customer sound and shows one popup, once per fingerprint', () => {
    const { service, played, desktop } = setup();
    expect(service.dispatchAlert(dispatch)).toBe(true);
    expect(service.dispatchAlert(dispatch)).toBe(false);
    expect(desktop.shakeWindow).toHaveBeenCalledTimes(1);
    expect(desktop.requestAttention).toHaveBeenCalledTimes(1);
    expect(played).toEqual([{ kind: 'dispatch', customer: 'new' }]);
    expect(service.popups.list()).toEqual([
      expect.objectContaining({
        kind: 'dispatch',
        title: 'New customer dispatched',
        text: dispatch.text,
        followNumber: 'F20261120',
        expiresAt: Date.now() + 15_000,
      }),
    ]);
  });

  it('plays the old-customer sound for a returning customer', () => {
    const { service, played } = setup();
    service.dispatchAlert({ ...dispatch, oldCustomer: true });
    expect(played).toEqual([{ kind: 'dispatch', customer: 'old' }]);
    expect(service.popups.list()[0]?.title).toBe('Returning customer dispatched');
  });

  it('shakes only when the shake switch is on', () => {
    const { service, desktop, played } = setup({ isShake: false });
    service.dispatchAlert(dispatch);
    expect(desktop.shakeWindow).not.toHaveBeenCalled();
    expect(played).toHaveLength(1);
  });

  it('with dispatch alerts off only shakes', () => {
    const { service, desktop, played } = setup({ isDispatch: false });
    service.dispatchAlert(dispatch);
    expect(desktop.shakeWindow).toHaveBeenCalledTimes(1);
    expect(played).toEqual([]);
    expect(service.popups.list()).toEqual([]);
  });

  it('the popup disappears after exactly 15 seconds', () => {
    const { service } = setup();
    const changes = vi.fn();
    service.popups.subscribe(changes);
    service.dispatchAlert(dispatch);
    vi.advanceTimersByTime(POPUP_LIFETIME_MS - 1);
    expect(service.popups.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(service.popups.list()).toEqual([]);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('a click opens the order list on the order and closes the popup', () => {
    const { service, navigate } = setup();
    service.dispatchAlert(dispatch);
    const [popup] = service.popups.list();
    service.popups.open(popup?.id ?? '');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/order/alllist?followNumber=F20261120&open=true');
    expect(service.popups.list()).toEqual([]);
    expect(dispatchUrl('F 1&2')).toBe('/order/alllist?followNumber=F+1%262&open=true');
  });

  it('navigates with a navigate callback given later', () => {
    const { service } = setup({}, { navigate: undefined });
    const later = vi.fn();
    service.setNavigate(later);
    service.dispatchAlert(dispatch);
    service.popups.open(service.popups.list()[0]?.id ?? '');
    expect(later).toHaveBeenCalledWith('/order/alllist?followNumber=F20261120&open=true');
  });

  it('keepReminding repeats the sound every 30 s until the popup is clicked', () => {
    const { service, played, navigate } = setup({ keepReminding: true });
    service.dispatchAlert({ ...dispatch, oldCustomer: true });
    expect(service.popups.list()[0]?.expiresAt).toBeNull();
    vi.advanceTimersByTime(POPUP_LIFETIME_MS);
    expect(service.popups.list()).toHaveLength(1); // held until handled
    expect(played).toHaveLength(1);
    vi.advanceTimersByTime(REMIND_INTERVAL_MS - POPUP_LIFETIME_MS);
    expect(played).toHaveLength(2);
    vi.advanceTimersByTime(REMIND_INTERVAL_MS);
    expect(played).toEqual(Array(3).fill({ kind: 'dispatch', customer: 'old' }));
    service.popups.open(service.popups.list()[0]?.id ?? '');
    expect(navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * REMIND_INTERVAL_MS);
    expect(played).toHaveLength(3);
  });

  it('keepReminding stops when the popup is dismissed', () => {
    const { service, played, navigate } = setup({ keepReminding: true });
    service.dispatchAlert(dispatch);
    vi.advanceTimersByTime(REMIND_INTERVAL_MS);
    expect(played).toHaveLength(2);
    service.popups.dismiss(service.popups.list()[0]?.id ?? '');
    vi.advanceTimersByTime(10 * REMIND_INTERVAL_MS);
    expect(played).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    expect(service.popups.list()).toEqual([]);
  });

  it('dispose stops every timer', () => {
    const { service, played } = setup({ keepReminding: true });
    service.dispatchAlert(dispatch);
    service.dispose();
    vi.advanceTimersByTime(10 * REMIND_INTERVAL_MS);
    expect(played).toHaveLength(1);
    expect(service.popups.list()).toEqual([]);
  });
});

describe('unreadChanged', () => {
  it('stops the flash once everything is read, unless a dispatch popup is waiting', () => {
    const { service, desktop } = setup();
    service.messageAlert(message);
    service.unreadChanged(3);
    expect(desktop.stopAttention).not.toHaveBeenCalled();
    service.unreadChanged(0);
    expect(desktop.stopAttention).toHaveBeenCalledTimes(1);
    service.dispatchAlert(dispatch);
    service.unreadChanged(0);
    expect(desktop.stopAttention).toHaveBeenCalledTimes(1);
  });
});

describe('click handlers set later', () => {
  it('replace the ones given at creation', () => {
    const { service, shown } = setup();
    const opened: string[] = [];
    service.setClickHandlers({ onMessageClick: (chatId) => opened.push(chatId) });
    service.messageAlert(message);
    shown[0]?.onClick?.();
    expect(opened).toEqual(['c-9']);
  });
});

describe('systemShake (bizType 19)', () => {
  it('shakes once per fingerprint, and only with the shake switch on', () => {
    const { service, desktop, played } = setup();
    expect(service.systemShake('s-1')).toBe(true);
    expect(service.systemShake('s-1')).toBe(false);
    expect(desktop.shakeWindow).toHaveBeenCalledTimes(1);
    expect(played).toEqual([]);
    const off = setup({ isShake: false });
    expect(off.service.systemShake('s-2')).toBe(false);
    expect(off.desktop.shakeWindow).not.toHaveBeenCalled();
  });
});

describe('noticeAlert', () => {
  const notice = { fingerPrint: 'n-1', type: 1, text: 'New dispatched order F20261120', assid: '123' };

  it('is skipped entirely when the dispatch-shake switch is on', () => {
    const { service, played, desktop } = setup({ isPaiShake: true });
    expect(service.noticeAlert(notice)).toBe(false);
    expect(service.noticeAlert({ ...notice, type: 200902, fingerPrint: 'n-2' })).toBe(false);
    expect(played).toEqual([]);
    expect(service.popups.list()).toEqual([]);
    expect(desktop.shakeWindow).not.toHaveBeenCalled();
  });

  it('plays the dispatch sound for dispatch types and shows a 15-second popup, once per fingerprint', () => {
    const { service, played } = setup();
    expect(service.noticeAlert({ ...notice, dispatchSound: 'old' })).toBe(true);
    expect(service.noticeAlert({ ...notice, dispatchSound: 'old' })).toBe(false);
    service.noticeAlert({ ...notice, fingerPrint: 'n-2', type: 200801 });
    service.noticeAlert({ ...notice, fingerPrint: 'n-3', type: 20230508 });
    service.noticeAlert({ ...notice, fingerPrint: 'n-4' });
    service.noticeAlert({ ...notice, fingerPrint: 'n-5', type: 133112 });
    expect(played).toEqual([
      { kind: 'dispatch', customer: 'old' },
      { kind: 'dispatch', customer: 'new' },
      { kind: 'dispatch', customer: 'new' },
      { kind: 'dispatch', customer: 'new' },
    ]);
    expect(service.popups.list()).toHaveLength(5);
    expect(service.popups.list()[4]).toMatchObject({ kind: 'notice', title: 'latest review notice', text: notice.text });
    vi.advanceTimersByTime(POPUP_LIFETIME_MS);
    expect(service.popups.list()).toEqual([]);
  });

  it('a click navigates by type and assid', () => {
    const { service, navigate } = setup();
    service.noticeAlert({ ...notice, type: 133112, assid: '55' });
    service.noticeAlert({ ...notice, fingerPrint: 'n-2', type: 1, assid: '9' });
    const [review, order] = service.popups.list();
    service.popups.open(review?.id ?? '');
    service.popups.open(order?.id ?? '');
    expect(navigate.mock.calls).toEqual([['/order/appraisDetail?id=55'], ['/order/alllist?id=9&open=true']]);
  });

  it('a click on a type without a target says so instead of navigating', () => {
    const onUnsupportedJump = vi.fn();
    const { service, navigate } = setup({}, { onUnsupportedJump });
    service.noticeAlert({ ...notice, type: 999 });
    service.popups.open(service.popups.list()[0]?.id ?? '');
    expect(navigate).not.toHaveBeenCalled();
    expect(onUnsupportedJump).toHaveBeenCalledWith(999);
  });
});
