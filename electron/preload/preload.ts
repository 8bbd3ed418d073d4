/**
 * Preload of every window (sandboxed: only `electron`'s renderer modules and a small `process`).
 * Exposes the bridge as `window.desktop` in the page's world; ipcRenderer itself never crosses.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge, readLaunchInfo } from './bridge.ts';

contextBridge.exposeInMainWorld('desktop', createBridge(ipcRenderer, readLaunchInfo(process.argv, process.platform)));
