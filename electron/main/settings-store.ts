/**
 * The shell's own settings, in `settings.json` under app.getPath('userData'). They are needed
 * before any window exists (hardware acceleration is applied before the app is ready; the tray
 * needs its language), so the main process keeps them rather than the renderer.
 * A missing, unreadable or partly wrong file falls back to the defaults field by field.
 */
import { join } from 'node:path';
import type { DesktopLocale } from '../shared/ipc-contract.ts';
import type { Log } from './log.ts';

export interface DesktopSettings {
  autoStart: boolean;
  disableHardwareAcceleration: boolean;
  locale: DesktopLocale;
}

/** Specification, section 4: auto start is on when nothing was saved. */
export const DEFAULT_DESKTOP_SETTINGS: DesktopSettings = {
  autoStart: true,
  disableHardwareAcceleration: false,
  locale: 'zh-CN',
};

export const SETTINGS_FILE_NAME = 'settings.json';

export interface SettingsFileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, data: string, encoding: 'utf8'): void;
  renameSync(from: string, to: string): void;
  mkdirSync(path: string, options: { recursive: true }): unknown;
}

export interface SettingsStore {
  get(): DesktopSettings;
  update(patch: Partial<DesktopSettings>): DesktopSettings;
}

export const isDesktopLocale = (value: unknown): value is DesktopLocale => value === 'zh-CN' || value === 'en-US';

function sanitise(raw: unknown, log: Log): DesktopSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const pick = <K extends keyof DesktopSettings>(key: K, valid: (value: unknown) => boolean): DesktopSettings[K] => {
    if (!(key in source)) return DEFAULT_DESKTOP_SETTINGS[key];
    if (valid(source[key])) return source[key] as DesktopSettings[K];
    log.warn(`settings: ignoring an invalid ${key}`, source[key]);
    return DEFAULT_DESKTOP_SETTINGS[key];
  };
  const isBoolean = (value: unknown) => typeof value === 'boolean';
  return {
    autoStart: pick('autoStart', isBoolean),
    disableHardwareAcceleration: pick('disableHardwareAcceleration', isBoolean),
    locale: pick('locale', isDesktopLocale),
  };
}

export function createSettingsStore(options: { directory: string; fs: SettingsFileSystem; log: Log }): SettingsStore {
  const { directory, fs, log } = options;
  const file = join(directory, SETTINGS_FILE_NAME);

  const read = (): DesktopSettings => {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return { ...DEFAULT_DESKTOP_SETTINGS };
    }
    try {
      return sanitise(JSON.parse(text), log);
    } catch (error) {
      log.warn('settings: the file is not JSON; using the defaults', error);
      return { ...DEFAULT_DESKTOP_SETTINGS };
    }
  };

  let current = read();

  return {
    get: () => ({ ...current }),
    update(patch) {
      current = sanitise({ ...current, ...patch }, log);
      fs.mkdirSync(directory, { recursive: true });
      // Write aside, then rename: a crash mid-write never leaves a torn settings file.
      fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(current, null, 2)}\n`, 'utf8');
      fs.renameSync(`${file}.tmp`, file);
      return { ...current };
    },
  };
}
