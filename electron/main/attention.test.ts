import { describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, type FakeImage, asWindow } from '../testing/electron-stub.ts';
import { createAttention } from './attention.ts';
import { createBadge } from './badge.ts';

describe('attention', () => {
  it('flashes the tray and the taskbar, and stops both explicitly', () => {
    const tray = { startFlashing: vi.fn(), stopFlashing: vi.fn() };
    const main = new FakeBrowserWindow({});
    const attention = createAttention({ tray, getMain: () => main });
    attention.request();
    expect(tray.startFlashing).toHaveBeenCalledTimes(1);
    expect(main.flashFrameCalls).toEqual([true]);
    attention.stop();
    expect(tray.stopFlashing).toHaveBeenCalledTimes(1);
    expect(main.flashFrameCalls).toEqual([true, false]);
  });

  it('does not flash while the user is looking at the main window', () => {
    const tray = { startFlashing: vi.fn(), stopFlashing: vi.fn() };
    const main = new FakeBrowserWindow({});
    main.focus();
    createAttention({ tray, getMain: () => main }).request();
    expect(tray.startFlashing).not.toHaveBeenCalled();
    expect(main.flashFrameCalls).toEqual([]);
  });

  it('flashes the tray even when only the login window is open', () => {
    const tray = { startFlashing: vi.fn(), stopFlashing: vi.fn() };
    createAttention({ tray, getMain: () => undefined }).request();
    expect(tray.startFlashing).toHaveBeenCalledTimes(1);
  });
});

describe('badge', () => {
  const overlay = { fake: 'image', buffer: Buffer.alloc(0) } as FakeImage;

  it('uses app.setBadgeCount on macOS and Linux, plus the tray tooltip', () => {
    const app = { setBadgeCount: vi.fn() };
    const tray = { setUnread: vi.fn() };
    const badge = createBadge({ app, platform: 'darwin', overlay: overlay as never, tray, getMain: () => undefined });
    badge.setCount(4);
    expect(app.setBadgeCount).toHaveBeenCalledWith(4);
    expect(tray.setUnread).toHaveBeenCalledWith(4);
  });

  it('puts an overlay on the taskbar button on Windows and removes it at zero', () => {
    const app = { setBadgeCount: vi.fn() };
    const opened: { main?: FakeBrowserWindow } = {};
    const badge = createBadge({
      app,
      platform: 'win32',
      overlay: overlay as never,
      tray: { setUnread: vi.fn() },
      getMain: () => (opened.main ? asWindow(opened.main) : undefined),
    });
    badge.setCount(3);
    const main = new FakeBrowserWindow({});
    opened.main = main;
    badge.refresh();
    badge.setCount(0);
    expect(app.setBadgeCount).not.toHaveBeenCalled();
    expect(main.overlayCalls).toEqual([
      [overlay, '3'],
      [null, ''],
    ]);
  });
});
