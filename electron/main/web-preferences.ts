/**
 * The one set of webPreferences every window gets (GUIDE.md section 6). Windows differ only in
 * whether background throttling may pause their timers: the main window keeps its socket
 * heartbeats running while hidden in the tray.
 */
import type { WebPreferences } from 'electron';

export interface WebPreferenceOptions {
  preload: string;
  /** Read by the preload from `process.argv` (a sandboxed preload has no other Node access). */
  additionalArguments: string[];
  backgroundThrottling: boolean;
}

export function secureWebPreferences(options: WebPreferenceOptions): WebPreferences {
  return {
    preload: options.preload,
    additionalArguments: options.additionalArguments,
    backgroundThrottling: options.backgroundThrottling,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}
