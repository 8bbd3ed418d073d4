/**
 * What was typed and not sent, per chat: it survives switching chats and reloading (stored in
 * localStorage, cleared at logout with everything else). An empty draft is removed, so the store
 * holds only chats with something typed.
 */
import { STORAGE_KEYS, readJson, writeJson } from '@/lib/storage/local-store.ts';

type Drafts = Record<string, string>;

export function readDraft(chatId: string): string {
  return readJson<Drafts>(STORAGE_KEYS.chatDrafts, {})[chatId] ?? '';
}

export function writeDraft(chatId: string, text: string): void {
  const drafts = { ...readJson<Drafts>(STORAGE_KEYS.chatDrafts, {}) };
  if (text) drafts[chatId] = text;
  else delete drafts[chatId];
  writeJson(STORAGE_KEYS.chatDrafts, drafts);
}
