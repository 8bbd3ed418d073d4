import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS, MESSAGE_PREVIEW_LIMITS } from '../shared/ipc-contract.ts';
import { type FakeIpcMain, createElectronStub } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { type InboundHandlers, createIpcRouter } from './ipc-router.ts';
import { INBOUND_METHODS, LIMITS } from './ipc-validators.ts';

const APP = 'app://client/index.html#/chat';
let ipcMain: FakeIpcMain;
let handlers: { [K in keyof InboundHandlers]: ReturnType<typeof vi.fn> };
const warn = vi.fn();

beforeEach(() => {
  warn.mockReset();
  const electron = createElectronStub();
  ipcMain = electron.ipcMain;
  handlers = Object.fromEntries(INBOUND_METHODS.map((method) => [method, vi.fn()])) as never;
  createIpcRouter({
    ipcMain: electron.api.ipcMain,
    isTrustedUrl: createAppLocation('app://client/').isAppUrl,
    handlers: handlers as unknown as InboundHandlers,
    log: { info() {}, warn },
  });
});

describe('IPC router', () => {
  it('listens on every renderer-to-main channel of the contract and on no main-to-renderer one', () => {
    const outbound = new Set<string>([IPC_CHANNELS.updateState, IPC_CHANNELS.navigate]);
    const inbound = Object.values(IPC_CHANNELS).filter((channel) => !outbound.has(channel));
    expect(ipcMain.eventNames().sort()).toEqual([...inbound].sort());
  });

  it('passes a valid message from the app origin to its handler', () => {
    ipcMain.sendFrom(APP, IPC_CHANNELS.setBadgeCount, 12);
    ipcMain.sendFrom(APP, IPC_CHANNELS.shakeWindow);
    ipcMain.sendFrom(APP, IPC_CHANNELS.setLocale, 'en-US');
    ipcMain.sendFrom(APP, IPC_CHANNELS.showMessagePreview, { chatId: 'c1', title: 't', text: 'x', avatar: 'https://cdn.test/a.png' });
    expect(handlers.setBadgeCount).toHaveBeenCalledWith(12);
    expect(handlers.shakeWindow).toHaveBeenCalledTimes(1);
    expect(handlers.setLocale).toHaveBeenCalledWith('en-US');
    expect(handlers.showMessagePreview).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['another app host', 'app://other/'],
    ['a file URL', 'file:///tmp/x.html'],
    ['no frame', null],
  ])('refuses a sender from %s', (_label, url) => {
    ipcMain.sendFrom(url, IPC_CHANNELS.relaunch);
    ipcMain.sendFrom(url, IPC_CHANNELS.setAutoStart, false);
    expect(handlers.relaunch).not.toHaveBeenCalled();
    expect(handlers.setAutoStart).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['setBadgeCount', -1],
    ['setBadgeCount', 1.5],
    ['setBadgeCount', LIMITS.badgeMax + 1],
    ['setBadgeCount', '3'],
    ['setAutoStart', 'true'],
    ['setHardwareAcceleration', 1],
    ['setLocale', 'fr-FR'],
    ['shakeWindow', 'now'],
    ['showMessagePreview', null],
    ['showMessagePreview', { chatId: '', title: 't', text: 'x' }],
    ['showMessagePreview', { chatId: 'c', title: 't'.repeat(LIMITS.titleLength + 1), text: 'x' }],
    ['showMessagePreview', { chatId: 'c', title: 't', text: 'x'.repeat(LIMITS.textLength + 1) }],
    ['showMessagePreview', { chatId: 'c', title: 't', text: 'x', avatar: 'javascript:alert(1)' }],
    ['showMessagePreview', { chatId: 'c', title: 't', text: 'x', extra: 1 }],
  ] as const)('refuses %s with %j', (method, payload) => {
    ipcMain.sendFrom(APP, IPC_CHANNELS[method], payload);
    expect(handlers[method]).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid payload'));
  });

  it('takes a message preview exactly at the shared limits (the renderer fits previews to them)', () => {
    const astral = '😀'; // two UTF-16 code units: the limits count what String.length counts
    const preview = {
      chatId: 'c'.repeat(MESSAGE_PREVIEW_LIMITS.chatIdLength),
      title: astral.repeat(MESSAGE_PREVIEW_LIMITS.titleLength / 2),
      text: 'x'.repeat(MESSAGE_PREVIEW_LIMITS.textLength - 1) + '…',
      avatar: `https://cdn.test/${'a'.repeat(MESSAGE_PREVIEW_LIMITS.avatarLength - 17)}`,
    };
    ipcMain.sendFrom(APP, IPC_CHANNELS.showMessagePreview, preview);
    expect(handlers.showMessagePreview).toHaveBeenCalledWith(preview);
    ipcMain.sendFrom(APP, IPC_CHANNELS.showMessagePreview, { ...preview, title: `${preview.title}x` });
    ipcMain.sendFrom(APP, IPC_CHANNELS.showMessagePreview, { ...preview, avatar: 'avatar/a.png' });
    ipcMain.sendFrom(APP, IPC_CHANNELS.showMessagePreview, { ...preview, avatar: `${preview.avatar}a` });
    expect(handlers.showMessagePreview).toHaveBeenCalledTimes(1);
  });

  it('refuses extra arguments and survives a failing handler', () => {
    ipcMain.sendFrom(APP, IPC_CHANNELS.setAutoStart, true, 'more');
    expect(handlers.setAutoStart).not.toHaveBeenCalled();
    handlers.signedIn.mockImplementation(() => {
      throw new Error('boom');
    });
    expect(() => ipcMain.sendFrom(APP, IPC_CHANNELS.signedIn)).not.toThrow();
  });
});
