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
  return platform.db.userConfig
    .list({ where: { account: nameOf(account), topic: topic || undefined } })
    .map(({ key, value, topic: t }) => ({ key, value, topic: t }));
}

/** Each item replaces the stored value of the same topic and key; other items are kept. */
export function saveUserConfig(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  items: readonly UserConfigItem[],
): UserConfigItem[] {
  const name = nameOf(account);
  platform.transaction(() => {
    for (const item of items) {
      platform.db.userConfig.put({ account: name, key: item.key, value: String(item.value), topic: item.topic || DEFAULT_TOPIC });
    }
  });
  return getUserConfig(platform, name);
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
  const finished = new Map(platform.db.guideState.list({ where: { account: nameOf(account) } }).map((g) => [g.guideKey, g.version]));
  const keys = guideKey ? [guideKey] : [...new Set([...Object.keys(GUIDES), ...finished.keys()])];
  return keys.map((key) => guideRow(key, finished.get(key)));
}

/** Records that the account finished (or skipped) a guide's version; it is not shown again for that version. */
export function reportGuideState(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  guideKey: string,
  version: number,
): GuideState {
  const name = nameOf(account);
  const previous = platform.db.guideState.get(`${name}|${guideKey}`)?.version ?? 0;
  const row = platform.db.guideState.put({ account: name, guideKey, version: Math.max(previous, version) });
  return guideRow(guideKey, row.version);
}
