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

/**
 * `rows`: how many rows the virtual list lays out (jsdom has no layout; the list keeps a window of
 * this many, so a test that reads every row of a longer conversation asks for more).
 */
export function renderConversation(chat: ChatListItem, me: Me, rows = 60) {
  return renderAtRoute(
    <VirtuosoMockContext.Provider value={{ viewportHeight: rows * 50, itemHeight: 50 }}>
      <Conversation chat={chat} me={me} />
    </VirtuosoMockContext.Provider>,
    `/chat?chatId=${chat.chatId}`,
  );
}

/** The list is shown once it has settled where it opens (Virtuoso hides it until then). */
export async function settled(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('virtuoso-item-list')).toBeVisible());
}
