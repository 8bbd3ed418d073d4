/**
 * The chat list's search of private chats shares the visitor-chat query (`POST /chats/search`),
 * whose message count ranges default to 0–10 and which leaves out chats without a visitor (the
 * platform's counselors, the dispatch assistant). The workspace opens both wide, so that every
 * chat of the list can be found by its name. The sandbox's tests search with the same fields.
 */
export const EVERY_PRIVATE_CHAT = {
  includeNonVisitorChats: true,
  receivedCountMax: Number.MAX_SAFE_INTEGER,
  sentCountMax: Number.MAX_SAFE_INTEGER,
} as const;
