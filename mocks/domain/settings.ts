/**
 * Per-account settings (items of key, value, topic) and intro-guide state. Settings an account
 * never saved are absent, and the client applies its defaults (specification section 4).
 */
import type { GuideState, UserConfigItem } from '@generated/main/model';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';

export const DEFAULT_TOPIC = 'setting';

/** The intro guides and their current versions (a guide shows again when its version grows). */
export const GUIDES: Readonly<Record<string, number>> = {
  dashbord: 1,
  chat: 1,
  customer: 1,
  'order/alllist': 1,
  'order/mylist': 1,
  setting: 1,
};

const nameOf = (account: SandboxAccount | string) => (typeof account === 'string' ? account : account.account);

/** The account's stored items of a topic (every topic when none is given). */
export function getUserConfig(platform: SandboxPlatform, account: SandboxAccount | string, topic?: string | null): UserConfigItem[] {
  const items = platform.state.userConfig[nameOf(account)] ?? [];
  return items.filter((item) => !topic || item.topic === topic).map((item) => ({ ...item }));
}

/** Each item replaces the stored value of the same topic and key; other items are kept. */
export function saveUserConfig(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  items: readonly UserConfigItem[],
): UserConfigItem[] {
  const name = nameOf(account);
  const stored = [...(platform.state.userConfig[name] ?? [])];
  for (const item of items) {
    const next: UserConfigItem = { key: item.key, value: String(item.value), topic: item.topic || DEFAULT_TOPIC };
    const at = stored.findIndex((s) => s.topic === next.topic && s.key === next.key);
    if (at >= 0) stored[at] = next;
    else stored.push(next);
  }
  platform.state.userConfig[name] = stored;
  platform.changed();
  return stored.map((item) => ({ ...item }));
}

function guideRow(guideKey: string, finished: number | undefined): GuideState {
  const version = GUIDES[guideKey] ?? 1;
  return {
    guideKey,
    version,
    finishedVersion: finished ?? null,
    isFinished: finished !== undefined && finished >= version,
    finishTime: null,
  };
}

/** One row per guide (or just the asked one), with whether the account finished its current version. */
export function getGuideState(platform: SandboxPlatform, account: SandboxAccount | string, guideKey?: string | null): GuideState[] {
  const finished = platform.state.guideState[nameOf(account)] ?? {};
  const keys = guideKey ? [guideKey] : [...new Set([...Object.keys(GUIDES), ...Object.keys(finished)])];
  return keys.map((key) => guideRow(key, finished[key]));
}

/** Records that the account finished (or skipped) a guide's version; it is not shown again for that version. */
export function reportGuideState(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  guideKey: string,
  version: number,
): GuideState {
  const name = nameOf(account);
  const finished = (platform.state.guideState[name] ??= {});
  finished[guideKey] = Math.max(finished[guideKey] ?? 0, version);
  platform.changed();
  return guideRow(guideKey, finished[guideKey]);
}
