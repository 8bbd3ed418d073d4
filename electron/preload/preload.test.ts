import { describe, expect, it, vi } from 'vitest';
import type { createRendererStub } from '../testing/electron-stub.ts';

const renderer = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createRendererStub> | undefined }));

vi.mock('electron', async () => {
  const { createRendererStub: create } = await import('../testing/electron-stub.ts');
  renderer.current = create();
  return { contextBridge: renderer.current.contextBridge, ipcRenderer: renderer.current.ipcRenderer };
});

describe('preload', () => {
  it('exposes the bridge as window.desktop, and nothing else', async () => {
    await import('./preload.ts');
    const exposed = renderer.current?.exposed;
    expect([...(exposed?.keys() ?? [])]).toEqual(['desktop']);
    const desktop = exposed?.get('desktop') as Record<string, unknown>;
    expect(typeof desktop.shakeWindow).toBe('function');
    expect(desktop.platform).toBe(process.platform === 'win32' || process.platform === 'darwin' ? process.platform : 'linux');
    expect(Object.values(desktop)).not.toContain(renderer.current?.ipcRenderer);
  });
});
