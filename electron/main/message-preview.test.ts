import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, asWindow } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { PREVIEW_VISIBLE_MS, createMessagePreview, previewBounds } from './message-preview.ts';
import { systemTimers } from './timers.ts';
import { windowOptions } from './window-options.ts';

const workArea = { x: 0, y: 0, width: 1920, height: 1040 };
let created: FakeBrowserWindow[];
const onActivate = vi.fn();

function setup(platform: 'win32' | 'darwin' | 'linux' = 'win32') {
  return createMessagePreview({
    createWindow: () => {
      const win = new FakeBrowserWindow(windowOptions('preview', { preloadPath: 'p', launchArguments: [] }));
      created.push(win);
      return asWindow(win);
    },
    location: createAppLocation('app://client/'),
    screen: { getPrimaryDisplay: () => ({ workArea }) as never },
    platform,
    timers: systemTimers,
    log: { info() {}, warn() {} },
    onActivate,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  onActivate.mockReset();
  created = [];
});
afterEach(() => vi.useRealTimers());

const message = { chatId: 'c-9', title: 'Ms Li', text: 'Hello & welcome' };

describe('message preview', () => {
  it('loads /msgBox with the message as query parameters and shows without taking focus', () => {
    setup().show(message);
    const win = created[0]!;
    expect(win.loadedUrls).toEqual(['app://client/#/msgBox?chatId=c-9&title=Ms+Li&text=Hello+%26+welcome']);
    expect(win.isVisible()).toBe(true);
    expect(win.isFocused()).toBe(false);
    expect(win.bounds).toEqual(previewBounds(workArea, 'win32'));
  });

  it('sits in the bottom-right corner, top-right on macOS', () => {
    expect(previewBounds(workArea, 'win32')).toEqual({ x: 1920 - 320 - 12, y: 1040 - 120 - 12, width: 320, height: 120 });
    expect(previewBounds(workArea, 'darwin').y).toBe(12);
  });

  it('hides itself after a few seconds; a new message restarts the countdown in the same window', () => {
    const preview = setup();
    preview.show(message);
    vi.advanceTimersByTime(PREVIEW_VISIBLE_MS - 1000);
    preview.show({ ...message, text: 'second' });
    vi.advanceTimersByTime(PREVIEW_VISIBLE_MS - 1000);
    expect(created).toHaveLength(1);
    expect(created[0]!.isVisible()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(created[0]!.isVisible()).toBe(false);
  });

  it('a click (focus) hides it and activates the message', () => {
    setup().show(message);
    created[0]!.focus();
    expect(onActivate).toHaveBeenCalledWith(message);
    expect(created[0]!.isVisible()).toBe(false);
  });
});
