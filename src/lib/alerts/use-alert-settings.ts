/**
 * The signed-in account's alert settings for React: the stored items (getUserConfig, topic
 * `setting`) with the defaults filled in, plus this device's keepReminding. The app feeds them to
 * the alert service (`service.setSettings`); the settings page starts its form from them. Saving
 * on the settings page invalidates the same query, so both stay in step.
 */
import { useGetUserConfig } from '@generated/main/common/common.ts';
import { useMemo, useSyncExternalStore } from 'react';
import { type AlertSettings, SETTINGS_TOPIC, readKeepReminding, settingsFromItems, subscribeKeepReminding } from './settings-model.ts';

export const SETTINGS_PARAMS = { topic: SETTINGS_TOPIC } as const;

export function useKeepReminding(): boolean {
  return useSyncExternalStore(subscribeKeepReminding, readKeepReminding, readKeepReminding);
}

export function useAlertSettings() {
  const query = useGetUserConfig(SETTINGS_PARAMS);
  const keepReminding = useKeepReminding();
  const items = query.data?.data;
  const settings: AlertSettings = useMemo(() => settingsFromItems(items, keepReminding), [items, keepReminding]);
  return { settings, query };
}
