/**
 * The user's alert settings (specification section 3 "User settings", section 4 "Default settings
 * when none exist") as the client works with them, and their conversion from and to the stored
 * items `{ key, value, topic }` (topic `setting`; switches '1'/'0', volumeId '1' | '2' | '3').
 *
 * A key the account never saved takes its default; an unreadable value (e.g. volumeId '7') also
 * falls back to the default instead of breaking the alerts.
 *
 * `keepReminding` (repeat the dispatch sound every 30 s until the popup is opened or dismissed) is
 * designed for this client and is not a key of the contract's `UserConfigKey`, so it is kept on
 * this device (local storage), not on the server. Default off.
 */
import { UserConfigKey, type UserConfigItem } from '@generated/main/model';
import { readText, writeText } from '../storage/local-store.ts';

export const SETTINGS_TOPIC = 'setting';

/** Message sounds (section 9): 1 new-chat-msg, 2 one-plus, 3 apple. */
export const SOUND_IDS = [1, 2, 3] as const;
export type SoundId = (typeof SOUND_IDS)[number];

export interface AlertSettings {
  /** Message text in system notices and the message-box preview. */
  isPreviewMsg: boolean;
  /** Sound for new messages. */
  isVolume: boolean;
  /** Tray flash and system notice for new messages. */
  isPop: boolean;
  /** Sound and popup for dispatched orders. */
  isDispatch: boolean;
  /** Start with the computer (desktop only). */
  autoStart: boolean;
  /** Shake the window on dispatch messages. */
  isShake: boolean;
  /** Dispatch-shake switch: when on, server-push notifications are skipped (section 4). */
  isPaiShake: boolean;
  /** Desktop shell without GPU acceleration; applies after a restart. */
  disableHardwareAcceleration: boolean;
  /** Which message sound plays. */
  volumeId: SoundId;
  /** Designed, this device only: repeat the dispatch sound every 30 s until the popup is handled. */
  keepReminding: boolean;
}

/** The server-stored part (every `UserConfigKey`). */
export type StoredSettings = Omit<AlertSettings, 'keepReminding'>;

export const DEFAULT_SETTINGS: Readonly<AlertSettings> = Object.freeze({
  isPreviewMsg: true,
  isVolume: true,
  isPop: true,
  isDispatch: true,
  autoStart: true,
  isShake: true,
  isPaiShake: false,
  disableHardwareAcceleration: false,
  volumeId: 1,
  keepReminding: false,
});

type SwitchKey = Exclude<keyof StoredSettings, 'volumeId'>;

/** Every switch key, in the order the items are written. */
export const SWITCH_KEYS: readonly SwitchKey[] = [
  UserConfigKey.IsPreviewMsg,
  UserConfigKey.IsVolume,
  UserConfigKey.IsPop,
  UserConfigKey.IsDispatch,
  UserConfigKey.AutoStart,
  UserConfigKey.IsShake,
  UserConfigKey.IsPaiShake,
  UserConfigKey.DisableHardwareAcceleration,
];

function parseSwitch(value: string | undefined, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return fallback;
}

export function isSoundId(value: unknown): value is SoundId {
  return (SOUND_IDS as readonly unknown[]).includes(value);
}

/**
 * The settings from the stored items (only those of the `setting` topic count); every missing or
 * unreadable key takes its default. `keepReminding` comes from this device.
 */
export function settingsFromItems(
  items: readonly Pick<UserConfigItem, 'key' | 'value' | 'topic'>[] | null | undefined,
  keepReminding: boolean = DEFAULT_SETTINGS.keepReminding,
): AlertSettings {
  const values = new Map<string, string>();
  for (const item of items ?? []) if (!item.topic || item.topic === SETTINGS_TOPIC) values.set(item.key, String(item.value));
  const settings: AlertSettings = { ...DEFAULT_SETTINGS, keepReminding };
  for (const key of SWITCH_KEYS) settings[key] = parseSwitch(values.get(key), DEFAULT_SETTINGS[key]);
  const volumeId = Number(values.get(UserConfigKey.VolumeId));
  settings.volumeId = isSoundId(volumeId) ? volumeId : DEFAULT_SETTINGS.volumeId;
  return settings;
}

/** Every stored key as an item of the `setting` topic, ready for saveUserConfigBatch. */
export function settingsToItems(settings: StoredSettings): UserConfigItem[] {
  return [
    ...SWITCH_KEYS.map((key) => ({ key, value: settings[key] ? '1' : '0', topic: SETTINGS_TOPIC })),
    { key: UserConfigKey.VolumeId, value: String(settings.volumeId), topic: SETTINGS_TOPIC },
  ];
}

// ---- keepReminding: this device only ----

const KEEP_REMINDING_KEY = 'alerts.keepReminding';
const keepRemindingListeners = new Set<() => void>();

export function readKeepReminding(): boolean {
  return parseSwitch(readText(KEEP_REMINDING_KEY), DEFAULT_SETTINGS.keepReminding);
}

export function writeKeepReminding(enabled: boolean): void {
  writeText(KEEP_REMINDING_KEY, enabled ? '1' : '0');
  for (const listener of keepRemindingListeners) listener();
}

export function subscribeKeepReminding(listener: () => void): () => void {
  keepRemindingListeners.add(listener);
  return () => keepRemindingListeners.delete(listener);
}
