import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_TEXTS } from '../shared/desktop-texts.ts';
import { type ElectronStub, type FakeImage, createElectronStub } from '../testing/electron-stub.ts';
import { systemTimers } from './timers.ts';
import { TRAY_FLASH_INTERVAL_MS, type TrayController, createTrayController } from './tray-controller.ts';

let electron: ElectronStub;
let tray: TrayController;
const actions = { open: vi.fn(), settings: vi.fn(), quit: vi.fn() };
const icon = { fake: 'image', buffer: Buffer.from('icon') } as FakeImage;
const blank = { fake: 'image', buffer: Buffer.from('blank') } as FakeImage;

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  electron = createElectronStub();
  tray = createTrayController({
    Tray: electron.api.Tray,
    Menu: electron.api.Menu,
    images: { icon, blank } as never,
    timers: systemTimers,
    actions,
    locale: 'en-US',
  });
});
afterEach(() => vi.useRealTimers());

const fake = () => electron.trays[0]!;

describe('tray controller', () => {
  it('offers open, settings and quit in the current language, each doing its action', () => {
    expect(
      fake()
        .menu.filter((item) => item.label)
        .map((item) => item.label),
    ).toEqual(['Open', 'Settings', 'Quit']);
    fake().clickItem('open');
    fake().clickItem('settings');
    fake().clickItem('quit');
    expect(actions.open).toHaveBeenCalledTimes(1);
    expect(actions.settings).toHaveBeenCalledTimes(1);
    expect(actions.quit).toHaveBeenCalledTimes(1);
    tray.setLocale('zh-CN');
    expect(
      fake()
        .menu.filter((item) => item.label)
        .map((item) => item.label),
    ).toEqual([DESKTOP_TEXTS['zh-CN'].trayOpen, DESKTOP_TEXTS['zh-CN'].traySettings, DESKTOP_TEXTS['zh-CN'].trayQuit]);
  });

  it('opens the app on a click of the icon', () => {
    fake().emit('click');
    expect(actions.open).toHaveBeenCalledTimes(1);
  });

  it('shows the unread total in the tooltip', () => {
    expect(fake().tooltip).toBe('Hospital workbench');
    tray.setUnread(7);
    expect(fake().tooltip).toBe('Hospital workbench: 7 unread');
    tray.setUnread(0);
    expect(fake().tooltip).toBe('Hospital workbench');
  });

  it('flashes by alternating the icon with a blank frame every 500 ms until stopped', () => {
    tray.startFlashing();
    tray.startFlashing();
    vi.advanceTimersByTime(TRAY_FLASH_INTERVAL_MS * 4);
    expect(fake().images).toEqual([blank, icon, blank, icon]);
    vi.advanceTimersByTime(TRAY_FLASH_INTERVAL_MS);
    tray.stopFlashing();
    expect(tray.flashing).toBe(false);
    expect(fake().images.at(-1)).toBe(icon);
    const frames = fake().images.length;
    vi.advanceTimersByTime(TRAY_FLASH_INTERVAL_MS * 10);
    expect(fake().images).toHaveLength(frames);
  });
});
