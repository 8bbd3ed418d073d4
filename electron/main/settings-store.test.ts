import { describe, expect, it, vi } from 'vitest';
import { memoryFs } from '../testing/memory-fs.ts';
import { DEFAULT_DESKTOP_SETTINGS, createSettingsStore } from './settings-store.ts';

const log = { info: vi.fn(), warn: vi.fn() };
const FILE = '/data/settings.json';

describe('settings store', () => {
  it('starts from the defaults: auto start on, hardware acceleration on', () => {
    const store = createSettingsStore({ directory: '/data', fs: memoryFs(), log });
    expect(store.get()).toEqual({ autoStart: true, disableHardwareAcceleration: false, locale: 'zh-CN' });
    expect(DEFAULT_DESKTOP_SETTINGS.autoStart).toBe(true);
  });

  it('saves to settings.json in the directory and reads it back in a new store', () => {
    const fs = memoryFs();
    createSettingsStore({ directory: '/data', fs, log }).update({ autoStart: false, locale: 'en-US' });
    expect(JSON.parse(fs.files[FILE] as string)).toEqual({ autoStart: false, disableHardwareAcceleration: false, locale: 'en-US' });
    expect(Object.keys(fs.files)).toEqual([FILE]);
    expect(createSettingsStore({ directory: '/data', fs, log }).get()).toMatchObject({ autoStart: false, locale: 'en-US' });
  });

  it('falls back to the default of each invalid field, and of all fields for a file that is not JSON', () => {
    const fs = memoryFs({ [FILE]: JSON.stringify({ autoStart: 'yes', disableHardwareAcceleration: true, locale: 'fr-FR' }) });
    expect(createSettingsStore({ directory: '/data', fs, log }).get()).toEqual({
      autoStart: true,
      disableHardwareAcceleration: true,
      locale: 'zh-CN',
    });
    expect(log.warn).toHaveBeenCalled();
    const broken = memoryFs({ [FILE]: '{not json' });
    expect(createSettingsStore({ directory: '/data', fs: broken, log }).get()).toEqual(DEFAULT_DESKTOP_SETTINGS);
  });
});
