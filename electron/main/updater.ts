/**
 * electron-updater, reported to the renderer's update dialog as UpdateState. Nothing downloads
 * until the user says 'update now' (installUpdate); a finished download installs at once.
 * The last state is kept so a main window that (re)loads later is told where things stand.
 */
import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { UpdateState } from '../shared/ipc-contract.ts';
import type { Log } from './log.ts';

export type UpdaterLike = Pick<
  AppUpdater,
  'on' | 'checkForUpdates' | 'downloadUpdate' | 'quitAndInstall' | 'autoDownload' | 'autoInstallOnAppQuit'
>;

export interface UpdaterDeps {
  autoUpdater: UpdaterLike;
  publish(state: UpdateState): void;
  /** Windows close before before-quit fires during quitAndInstall; close-to-tray must let them. */
  markQuitting(): void;
  log: Log;
}

export interface Updater {
  check(): void;
  download(): void;
  readonly state: UpdateState;
}

const MAX_MESSAGE = 500;

export function toPercent(progress: Pick<ProgressInfo, 'percent'>): number {
  const value = Number.isFinite(progress.percent) ? progress.percent : 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function createUpdater(deps: UpdaterDeps): Updater {
  const { autoUpdater } = deps;
  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = false;
  let state: UpdateState = { kind: 'idle' };

  const set = (next: UpdateState) => {
    // The updater reports one failure twice (the event and the rejected promise): say it once.
    if (JSON.stringify(next) === JSON.stringify(state)) return;
    state = next;
    deps.publish(next);
  };
  const fail = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn('update failed', message);
    set({ kind: 'error', message: message.slice(0, MAX_MESSAGE) });
  };

  autoUpdater.on('update-available', (info: UpdateInfo) => set({ kind: 'available', version: info.version }));
  autoUpdater.on('update-not-available', () => set({ kind: 'idle' }));
  autoUpdater.on('download-progress', (progress: ProgressInfo) => set({ kind: 'downloading', percent: toPercent(progress) }));
  autoUpdater.on('update-downloaded', (info: UpdateInfo) => {
    set({ kind: 'downloaded', version: info.version });
    deps.markQuitting();
    autoUpdater.quitAndInstall();
  });
  autoUpdater.on('error', fail);

  return {
    check() {
      // A download in progress or finished is not interrupted by a new check.
      if (state.kind === 'downloading' || state.kind === 'downloaded') return;
      autoUpdater.checkForUpdates().catch(fail);
    },
    download() {
      if (state.kind !== 'available') {
        deps.log.warn(`installUpdate ignored: no update is available (${state.kind})`);
        return;
      }
      set({ kind: 'downloading', percent: 0 });
      autoUpdater.downloadUpdate().catch(fail);
    },
    get state() {
      return state;
    },
  };
}
