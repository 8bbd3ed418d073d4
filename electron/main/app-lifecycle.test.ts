import { describe, expect, it, vi } from 'vitest';
import { createElectronStub } from '../testing/electron-stub.ts';
import { applyAutoStart, applyHardwareAcceleration, claimSingleInstance, trackQuitting } from './app-lifecycle.ts';
import { DEFAULT_DESKTOP_SETTINGS } from './settings-store.ts';

describe('single instance', () => {
  it('the first instance keeps the lock and is told about a second start', () => {
    const { app, api } = createElectronStub();
    const onSecond = vi.fn();
    expect(claimSingleInstance(api.app, onSecond)).toBe(true);
    app.emit('second-instance');
    expect(onSecond).toHaveBeenCalledTimes(1);
    expect(app.calls).not.toContain('quit');
  });

  it('a second instance quits at once', () => {
    const { app, api } = createElectronStub();
    app.hasSingleInstanceLock = false;
    expect(claimSingleInstance(api.app, vi.fn())).toBe(false);
    expect(app.calls).toEqual(['requestSingleInstanceLock', 'quit']);
  });
});

describe('hardware acceleration', () => {
  it('is switched off before ready when the setting says so', () => {
    const { app, api } = createElectronStub();
    applyHardwareAcceleration(api.app, { ...DEFAULT_DESKTOP_SETTINGS, disableHardwareAcceleration: true });
    expect(app.calls).toEqual(['disableHardwareAcceleration']);
  });

  it('is left alone by default, and refuses to pretend after ready', () => {
    const { app, api } = createElectronStub();
    applyHardwareAcceleration(api.app, DEFAULT_DESKTOP_SETTINGS);
    expect(app.calls).toEqual([]);
    app.fireReady();
    expect(() => applyHardwareAcceleration(api.app, { ...DEFAULT_DESKTOP_SETTINGS, disableHardwareAcceleration: true })).toThrow(/before/);
  });
});

describe('auto start', () => {
  it('sets the login item in a packaged app', () => {
    const { app, api } = createElectronStub();
    applyAutoStart(api.app, true);
    applyAutoStart(api.app, false);
    expect(app.loginItemSettings).toEqual([{ openAtLogin: true }, { openAtLogin: false }]);
  });

  it('leaves the system alone in development (it would register the bare Electron binary)', () => {
    const { app, api } = createElectronStub();
    app.isPackaged = false;
    applyAutoStart(api.app, true);
    expect(app.loginItemSettings).toEqual([]);
  });
});

describe('quitting flag', () => {
  it('is set by before-quit or by hand, and not before', () => {
    const { app, api } = createElectronStub();
    const state = trackQuitting(api.app);
    expect(state.quitting).toBe(false);
    app.emit('before-quit');
    expect(state.quitting).toBe(true);
    const other = trackQuitting(createElectronStub().api.app);
    other.markQuitting();
    expect(other.quitting).toBe(true);
  });
});
