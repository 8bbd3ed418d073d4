/**
 * The reminders of a chat (contract part reminders): shake, WeCom reminder and message urge. Each
 * answers the system line the platform appended; it joins the conversation and the chat list at
 * once, as the same line arriving over the socket would (it replaces this copy by fingerprint).
 * A refusal rejects: the transport has shown the platform's message.
 */
import { useRemindMessageUrge, useRemindSendWeCom, useRemindShake } from '@generated/chat/reminders/reminders.ts';
import type { ChatListItem, ChatMessage } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';

export interface Reminders {
  /** Absent or empty: the peer of a private chat, or everyone in a group. */
  shake: (toUserIds?: string[]) => Promise<ChatMessage>;
  weCom: (toUserId: string, content?: string) => Promise<ChatMessage>;
  urge: (fingerPrint: string) => Promise<ChatMessage>;
  shaking: boolean;
}

export function useReminders(chat: Pick<ChatListItem, 'chatId' | 'chatType'>, myImId: string): Reminders {
  const queryClient = useQueryClient();
  const shake = useRemindShake();
  const weCom = useRemindSendWeCom();
  const urge = useRemindMessageUrge();
  const { chatId, chatType } = chat;
  const show = ({ data: line }: { data: ChatMessage }): ChatMessage => {
    applyChatEffect(queryClient, { kind: 'message', message: line }, { myImId, openChatId: chatId });
    return line;
  };
  return {
    shake: async (toUserIds) => show(await shake.mutateAsync({ data: { chatId, chatType, ...(toUserIds?.length ? { toUserIds } : {}) } })),
    weCom: async (toUserId, content) =>
      show(await weCom.mutateAsync({ data: { chatId, toUserId, ...(content?.trim() ? { content: content.trim() } : {}) } })),
    urge: async (fingerPrint) => show(await urge.mutateAsync({ data: { chatId, fingerPrint } })),
    shaking: shake.isPending,
  };
}
