/**
 * Where the chat screen sends through: the running realtime session's chat client (its outbox
 * resends with the same fingerprint until the server ACKs). The session publishes it when it
 * starts and withdraws it when it stops; with none running a send fails at once, so the message
 * shows as failed with its retry instead of waiting forever.
 */
import type { ChatSendMessagePayload } from '@/lib/realtime/frames.ts';

export interface ChatSender {
  /** Queues the message with its fingerprint; returns it. */
  send(message: ChatSendMessagePayload): string;
}

let current: ChatSender | undefined;

/** Publishes the sender; returns the function that withdraws it (if it is still the one). */
export function publishChatSender(sender: ChatSender): () => void {
  current = sender;
  return () => {
    if (current === sender) current = undefined;
  };
}

export function getChatSender(): ChatSender | undefined {
  return current;
}
