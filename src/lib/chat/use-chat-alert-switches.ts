/**
 * The per-chat notification switches (set one, batch set, set all) for the chat screens: the
 * generated mutations, with the cache brought up to date when the platform accepted the change.
 */
import { useBatchSetChatAlert, useSetAllChatAlert, useSetChatAlert } from '@generated/chat/alert-switches/alert-switches.ts';
import { useQueryClient } from '@tanstack/react-query';
import { applyAlertSwitch } from './chat-cache.ts';

export function useChatAlertSwitches() {
  const queryClient = useQueryClient();
  const setOne = useSetChatAlert({
    mutation: { onSuccess: (_result, { data }) => applyAlertSwitch(queryClient, { chatIds: [data.chatId], isAlert: data.isAlert }) },
  });
  const setMany = useBatchSetChatAlert({
    mutation: { onSuccess: (_result, { data }) => applyAlertSwitch(queryClient, { chatIds: data.chatIds, isAlert: data.isAlert }) },
  });
  const setAll = useSetAllChatAlert({
    mutation: { onSuccess: (_result, { data }) => applyAlertSwitch(queryClient, { chatType: data.chatType, isAlert: data.isAlert }) },
  });
  return { setOne, setMany, setAll };
}
