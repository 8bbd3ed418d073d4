import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_TEXTS } from '../shared/desktop-texts.ts';
import { createElectronStub } from '../testing/electron-stub.ts';
import { createSettingsActions } from './settings-actions.ts';
import { DEFAULT_DESKTOP_SETTINGS, type DesktopSettings, type SettingsStore } from './settings-store.ts';

function memoryStore(initial: Partial<DesktopSettings> = {}): SettingsStore {
  let current = { ...DEFAULT_DESKTOP_SETTINGS, ...initial };
  return {
    get: () => ({ ...current }),
    update: (patch) => (current = { ...current, ...patch }),
  };
}

function setup(initial: Partial<DesktopSettings> = {}) {
  const electron = createElectronStub();
  const store = memoryStore(initial);
  const actions = createSettingsActions({ store, app: electron.api.app, dialog: electron.api.dialog, log: { info() {}, warn: vi.fn() } });
  return { electron, store, actions };
}

describe('settings actions', () => {
  it('setAutoStart saves and applies the login item', () => {
    const { electron, store, actions } = setup();
    actions.setAutoStart(false);
    expect(store.get().autoStart).toBe(false);
    expect(electron.app.loginItemSettings).toEqual([{ openAtLogin: false }]);
  });

  it('a hardware acceleration change is saved and the restart is offered in the stored language', async () => {
    const { electron, store, actions } = setup({ locale: 'en-US' });
    electron.answerMessageBoxWith(0);
    await actions.setHardwareAcceleration(true);
    expect(store.get().disableHardwareAcceleration).toBe(true);
    expect(electron.messageBoxes).toEqual([
      expect.objectContaining({ message: DESKTOP_TEXTS['en-US'].restartMessage, buttons: ['Restart now', 'Later'] }),
    ]);
    expect(electron.app.calls).toEqual(['relaunch', 'exit:0']);
  });

  it('"later" keeps the app running; an unchanged value asks nothing', async () => {
    const { electron, actions } = setup();
    electron.answerMessageBoxWith(1);
    await actions.setHardwareAcceleration(true);
    await actions.setHardwareAcceleration(true);
    expect(electron.messageBoxes).toHaveLength(1);
    expect(electron.app.calls).toEqual([]);
  });

  it('relaunch restarts: relaunch then exit(0)', () => {
    const { electron, actions } = setup();
    actions.relaunch();
    expect(electron.app.calls).toEqual(['relaunch', 'exit:0']);
  });
});
