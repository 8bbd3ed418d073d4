/**
 * Which columns of a table a person hides, remembered per user and table in local storage
 * (`table-columns:<user id>:<table id>`), so two people on one computer keep their own. Logout
 * clears local storage (section 4), and with it these choices.
 */
import { useState } from 'react';
import { useSession } from '@/lib/session/session-store.ts';
import { readJson, writeJson } from '@/lib/storage/local-store.ts';

export function columnSettingsKey(userId: number | string | undefined, tableId: string): string {
  return `table-columns:${userId ?? 'anonymous'}:${tableId}`;
}

export function useColumnSettings(tableId: string) {
  const userId = useSession()?.userInfo.id;
  const key = columnSettingsKey(userId, tableId);
  const [state, setState] = useState(() => ({ key, hidden: readJson<string[]>(key, []) }));
  // Another user (or table) reads its own choice.
  const hidden = state.key === key ? state.hidden : readJson<string[]>(key, []);
  const setHidden = (next: string[]) => {
    writeJson(key, next);
    setState({ key, hidden: next });
  };
  return { hidden, setHidden };
}
