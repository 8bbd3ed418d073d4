/**
 * `window.desktop` over IPC: exactly the DesktopBridge of electron/shared, nothing more. Requests
 * are fire-and-forget messages on the contract's channels; listeners get only the payload (never
 * the IPC event, which would leak `sender`) and are removed by the function they return.
 */
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { type DesktopBridge, IPC_CHANNELS } from '../shared/ipc-contract.ts';
import { APP_VERSION_ARGUMENT, RUN_ID_ARGUMENT } from '../shared/launch-arguments.ts';

export type IpcRendererLike = Pick<IpcRenderer, 'send' | 'on' | 'removeListener'>;

export interface LaunchInfo {
  platform: DesktopBridge['platform'];
  appVersion: string;
  runId: string;
}

/** Reads what the main process passed through `additionalArguments`. */
export function readLaunchInfo(argv: readonly string[], platform: string): LaunchInfo {
  const valueOf = (prefix: string) => argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length);
  return {
    platform: platform === 'win32' || platform === 'darwin' ? platform : 'linux',
    appVersion: valueOf(APP_VERSION_ARGUMENT) ?? '0.0.0',
    runId: valueOf(RUN_ID_ARGUMENT) ?? '',
  };
}

export function createBridge(ipc: IpcRendererLike, launch: LaunchInfo): DesktopBridge {
  const send = (channel: string, ...payload: unknown[]) => ipc.send(channel, ...payload);

  const subscribe = <T>(channel: string, listener: (value: T) => void) => {
    const wrapped = (_event: IpcRendererEvent, value: T) => listener(value);
    ipc.on(channel, wrapped);
    return () => {
      ipc.removeListener(channel, wrapped);
    };
  };

  return Object.freeze({
    platform: launch.platform,
    appVersion: launch.appVersion,
    runId: launch.runId,
    shakeWindow: () => send(IPC_CHANNELS.shakeWindow),
    requestAttention: () => send(IPC_CHANNELS.requestAttention),
    stopAttention: () => send(IPC_CHANNELS.stopAttention),
    setBadgeCount: (count) => send(IPC_CHANNELS.setBadgeCount, count),
    showMessagePreview: (preview) => send(IPC_CHANNELS.showMessagePreview, preview),
    closeToLogin: () => send(IPC_CHANNELS.closeToLogin),
    setAutoStart: (enabled) => send(IPC_CHANNELS.setAutoStart, enabled),
    setHardwareAcceleration: (disabled) => send(IPC_CHANNELS.setHardwareAcceleration, disabled),
    checkForUpdates: () => send(IPC_CHANNELS.checkForUpdates),
    installUpdate: () => send(IPC_CHANNELS.installUpdate),
    onUpdateState: (listener) => subscribe(IPC_CHANNELS.updateState, listener),
    signedIn: () => send(IPC_CHANNELS.signedIn),
    relaunch: () => send(IPC_CHANNELS.relaunch),
    setLocale: (locale) => send(IPC_CHANNELS.setLocale, locale),
    onNavigate: (listener) => subscribe(IPC_CHANNELS.navigate, listener),
  } satisfies DesktopBridge);
}
