/**
 * The renderer's settings requests: auto start applies at once; hardware acceleration applies at
 * the next start, so a change is saved and the shell offers to restart now; relaunch restarts.
 */
import type { App, Dialog } from 'electron';
import { DESKTOP_TEXTS } from '../shared/desktop-texts.ts';
import { applyAutoStart } from './app-lifecycle.ts';
import type { Log } from './log.ts';
import type { SettingsStore } from './settings-store.ts';

export interface SettingsActionsDeps {
  store: SettingsStore;
  app: Pick<App, 'setLoginItemSettings' | 'isPackaged' | 'relaunch' | 'exit'>;
  dialog: Pick<Dialog, 'showMessageBox'>;
  log: Log;
}

export interface SettingsActions {
  setAutoStart(enabled: boolean): void;
  setHardwareAcceleration(disabled: boolean): Promise<void>;
  relaunch(): void;
}

export function createSettingsActions(deps: SettingsActionsDeps): SettingsActions {
  const relaunch = () => {
    deps.app.relaunch();
    deps.app.exit(0);
  };

  return {
    setAutoStart(enabled) {
      deps.store.update({ autoStart: enabled });
      applyAutoStart(deps.app, enabled);
    },
    async setHardwareAcceleration(disabled) {
      if (deps.store.get().disableHardwareAcceleration === disabled) return;
      const { locale } = deps.store.update({ disableHardwareAcceleration: disabled });
      const texts = DESKTOP_TEXTS[locale];
      const options = {
        type: 'question' as const,
        title: texts.restartTitle,
        message: texts.restartMessage,
        buttons: [texts.restartNow, texts.restartLater],
        defaultId: 0,
        cancelId: 1,
      };
      try {
        const { response } = await deps.dialog.showMessageBox(options);
        if (response === 0) relaunch();
      } catch (error) {
        deps.log.warn('the restart question failed', error);
      }
    },
    relaunch,
  };
}
