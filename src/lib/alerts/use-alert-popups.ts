/** The alert service's visible popups for React (the shell renders them; a click calls `open`). */
import { useSyncExternalStore } from 'react';
import type { AlertPopup, PopupStore } from './alert-service.ts';

export function useAlertPopups(store: PopupStore): readonly AlertPopup[] {
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}
