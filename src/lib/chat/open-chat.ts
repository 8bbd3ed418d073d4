/**
 * Which chat is on screen. The chat screens set it when a conversation opens and clear it when it
 * closes; the realtime bridge reads it: a message in the open chat raises no alert and no unread
 * count, and is marked read 500 ms later (specification, section 4, "Incoming message").
 */
import { useSyncExternalStore } from 'react';

let openChatId: string | undefined;
const listeners = new Set<() => void>();

export function getOpenChatId(): string | undefined {
  return openChatId;
}

/** Sets the open chat (undefined: none). Returns a function that clears it if it is still open. */
export function setOpenChatId(chatId: string | undefined): () => void {
  if (openChatId !== chatId) {
    openChatId = chatId;
    for (const listener of listeners) listener();
  }
  return () => {
    if (openChatId === chatId) setOpenChatId(undefined);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenChatId(): string | undefined {
  return useSyncExternalStore(subscribe, getOpenChatId, getOpenChatId);
}
