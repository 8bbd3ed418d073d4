import { describe, expect, it, vi } from 'vitest';
import type { UpdateState } from '../shared/ipc-contract.ts';
import { createFakeAutoUpdater } from '../testing/electron-stub.ts';
import { createUpdater, toPercent } from './updater.ts';

function setup() {
  const autoUpdater = createFakeAutoUpdater();
  const published: UpdateState[] = [];
  const markQuitting = vi.fn();
  const updater = createUpdater({ autoUpdater, publish: (state) => published.push(state), markQuitting, log: { info() {}, warn() {} } });
  return { autoUpdater, published, markQuitting, updater };
}

describe('updater', () => {
  it('never downloads on its own', () => {
    const { autoUpdater } = setup();
    expect(autoUpdater.autoDownload).toBe(false);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(false);
  });

  it('maps available, progress and downloaded to UpdateState, then installs', () => {
    const { autoUpdater, published, markQuitting, updater } = setup();
    updater.check();
    expect(autoUpdater.calls).toEqual(['checkForUpdates']);
    autoUpdater.emit('update-available', { version: '2.0.0' });
    updater.download();
    autoUpdater.emit('download-progress', { percent: 41.6 });
    autoUpdater.emit('update-downloaded', { version: '2.0.0' });
    expect(published).toEqual([
      { kind: 'available', version: '2.0.0' },
      { kind: 'downloading', percent: 0 },
      { kind: 'downloading', percent: 42 },
      { kind: 'downloaded', version: '2.0.0' },
    ]);
    expect(markQuitting).toHaveBeenCalled();
    expect(autoUpdater.calls).toEqual(['checkForUpdates', 'downloadUpdate', 'quitAndInstall']);
  });

  it('installUpdate without an available update downloads nothing', () => {
    const { autoUpdater, updater } = setup();
    updater.download();
    expect(autoUpdater.calls).toEqual([]);
  });

  it('reports an error once, from the event or the rejected check', async () => {
    const { autoUpdater, published, updater } = setup();
    const failure = new Error('net::ERR_INTERNET_DISCONNECTED');
    autoUpdater.checkResult = Promise.reject(failure);
    updater.check();
    autoUpdater.emit('error', failure);
    await Promise.resolve();
    await Promise.resolve();
    expect(published).toEqual([{ kind: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' }]);
  });

  it('update-not-available goes back to idle; a running download is not interrupted by a check', () => {
    const { autoUpdater, published, updater } = setup();
    autoUpdater.emit('update-available', { version: '2.0.0' });
    autoUpdater.emit('update-not-available', {});
    expect(published.at(-1)).toEqual({ kind: 'idle' });
    autoUpdater.emit('update-available', { version: '2.0.0' });
    updater.download();
    updater.check();
    expect(autoUpdater.calls).toEqual(['downloadUpdate']);
  });

  it('clamps and rounds progress', () => {
    expect(toPercent({ percent: 120 })).toBe(100);
    expect(toPercent({ percent: -3 })).toBe(0);
    expect(toPercent({ percent: Number.NaN })).toBe(0);
  });
});
