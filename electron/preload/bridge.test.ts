import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '../shared/ipc-contract.ts';
import { createRendererStub } from '../testing/electron-stub.ts';
import { createBridge, readLaunchInfo } from './bridge.ts';

const BRIDGE_KEYS = [
  'appVersion',
  'checkForUpdates',
  'closeToLogin',
  'installUpdate',
  'onNavigate',
  'onUpdateState',
  'platform',
  'relaunch',
  'requestAttention',
  'runId',
  'setAutoStart',
  'setBadgeCount',
  'setHardwareAcceleration',
  'setLocale',
  'shakeWindow',
  'showMessagePreview',
  'signedIn',
  'stopAttention',
];

function setup() {
  const renderer = createRendererStub();
  return { renderer, bridge: createBridge(renderer.ipcRenderer as never, { platform: 'win32', appVersion: '1.2.3', runId: 'run-7' }) };
}

describe('preload bridge', () => {
  it('has exactly the members of DesktopBridge and cannot be changed', () => {
    const { bridge } = setup();
    expect(Object.keys(bridge).sort()).toEqual(BRIDGE_KEYS);
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(bridge).not.toHaveProperty('ipcRenderer');
  });

  it('sends each request on its contract channel with its payload', () => {
    const { bridge, renderer } = setup();
    bridge.shakeWindow();
    bridge.setBadgeCount(5);
    bridge.showMessagePreview({ chatId: 'c', title: 't', text: 'x' });
    bridge.setAutoStart(false);
    bridge.setHardwareAcceleration(true);
    bridge.setLocale('en-US');
    bridge.signedIn();
    bridge.closeToLogin();
    bridge.requestAttention();
    bridge.stopAttention();
    bridge.checkForUpdates();
    bridge.installUpdate();
    bridge.relaunch();
    expect(renderer.sent).toEqual([
      [IPC_CHANNELS.shakeWindow],
      [IPC_CHANNELS.setBadgeCount, 5],
      [IPC_CHANNELS.showMessagePreview, { chatId: 'c', title: 't', text: 'x' }],
      [IPC_CHANNELS.setAutoStart, false],
      [IPC_CHANNELS.setHardwareAcceleration, true],
      [IPC_CHANNELS.setLocale, 'en-US'],
      [IPC_CHANNELS.signedIn],
      [IPC_CHANNELS.closeToLogin],
      [IPC_CHANNELS.requestAttention],
      [IPC_CHANNELS.stopAttention],
      [IPC_CHANNELS.checkForUpdates],
      [IPC_CHANNELS.installUpdate],
      [IPC_CHANNELS.relaunch],
    ]);
  });

  it('gives listeners only the payload and removes them with the returned function', () => {
    const { bridge, renderer } = setup();
    const states: unknown[] = [];
    const paths: unknown[] = [];
    const stopStates = bridge.onUpdateState((state) => states.push(state));
    const stopPaths = bridge.onNavigate((path) => paths.push(path));
    const sender = { secret: true };
    renderer.ipcRenderer.emit(IPC_CHANNELS.updateState, { sender }, { kind: 'available', version: '2.0.0' });
    renderer.ipcRenderer.emit(IPC_CHANNELS.navigate, { sender }, '/setting');
    stopStates();
    stopPaths();
    renderer.ipcRenderer.emit(IPC_CHANNELS.updateState, { sender }, { kind: 'idle' });
    renderer.ipcRenderer.emit(IPC_CHANNELS.navigate, { sender }, '/chat');
    expect(states).toEqual([{ kind: 'available', version: '2.0.0' }]);
    expect(paths).toEqual(['/setting']);
    expect(renderer.ipcRenderer.listenerCount(IPC_CHANNELS.updateState)).toBe(0);
  });

  it('reads the platform and the version the main process passed', () => {
    expect(readLaunchInfo(['electron', '--app-version=4.5.6', '--run-id=r-9'], 'darwin')).toEqual({
      platform: 'darwin',
      appVersion: '4.5.6',
      runId: 'r-9',
    });
    expect(readLaunchInfo([], 'freebsd')).toEqual({ platform: 'linux', appVersion: '0.0.0', runId: '' });
  });
});
