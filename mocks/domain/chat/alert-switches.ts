/** Alert switches (contract part alert-switches): a viewer's notification switch per chat. */
import type { ChatType } from '@generated/chat/model';
import type { SandboxPlatform } from '../../platform.ts';
import { chatsOf, requireChat, saveViewerState, viewerState } from './common.ts';

export function setAlert(platform: SandboxPlatform, viewer: string, chatId: string, isAlert: boolean): void {
  batchSetAlert(platform, viewer, [chatId], isAlert);
}

export function batchSetAlert(platform: SandboxPlatform, viewer: string, chatIds: string[], isAlert: boolean): void {
  platform.transaction(() => {
    for (const chat of chatIds.map((id) => requireChat(platform, viewer, id))) {
      const state = viewerState(platform, viewer, chat);
      state.isAlert = isAlert;
      saveViewerState(platform, state);
    }
  });
}

/** Every chat of the type (or every chat); returns how many were set. */
export function setAllAlert(platform: SandboxPlatform, viewer: string, chatType: ChatType | undefined, isAlert: boolean): number {
  return platform.transaction(() => {
    const chats = chatsOf(platform, viewer).filter((chat) => chatType === undefined || chat.item.chatType === chatType);
    for (const chat of chats) {
      const state = viewerState(platform, viewer, chat);
      state.isAlert = isAlert;
      saveViewerState(platform, state);
    }
    return chats.length;
  });
}
