/**
 * The message-box preview window (/msgBox) asks the main window to open a chat. Both windows of
 * the desktop shell load the same client, so the request travels on a BroadcastChannel; the main
 * window's app shell subscribes with `onOpenChatRequest` and opens the chat route (`linkTo('chat', { chatId })`).
 */
export const OPEN_CHAT_CHANNEL = 'hospital-client:open-chat';

export interface OpenChatRequest {
  chatId: string;
}

function isOpenChatRequest(value: unknown): value is OpenChatRequest {
  return typeof value === 'object' && value !== null && typeof (value as OpenChatRequest).chatId === 'string';
}

/** Posts the request; false when this environment has no BroadcastChannel. */
export function requestOpenChat(chatId: string): boolean {
  if (typeof BroadcastChannel === 'undefined') return false;
  const channel = new BroadcastChannel(OPEN_CHAT_CHANNEL);
  channel.postMessage({ chatId } satisfies OpenChatRequest);
  channel.close();
  return true;
}

/** Calls the listener for every request from another window; returns the unsubscribe. */
export function onOpenChatRequest(listener: (request: OpenChatRequest) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OPEN_CHAT_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isOpenChatRequest(event.data) && event.data.chatId) listener({ chatId: event.data.chatId });
  };
  return () => channel.close();
}
