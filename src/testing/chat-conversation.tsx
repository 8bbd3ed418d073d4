/**
 * Test support for the conversation pane (used by *.test.tsx only): rendered at its route inside
 * a virtual list that lays every row out, and "settled", shown where it opens.
 */
import { screen, waitFor } from '@testing-library/react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { expect } from 'vitest';
import type { ChatListItem } from '@generated/chat/model';
import { renderAtRoute } from './render.tsx';
import { Conversation } from '@/features/chat/conversation.tsx';
import type { Me } from '@/features/chat/send-message.ts';

export function renderConversation(chat: ChatListItem, me: Me) {
  return renderAtRoute(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 3000, itemHeight: 50 }}>
      <Conversation chat={chat} me={me} />
    </VirtuosoMockContext.Provider>,
    `/chat?chatId=${chat.chatId}`,
  );
}

/** The list is shown once it has settled where it opens (Virtuoso hides it until then). */
export async function settled(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('virtuoso-item-list')).toBeVisible());
}
