/**
 * The chat route's composition: the side panel's customer tracking tab is the client-track list
 * of the chat's customer, and a bizType 25 notice arriving over the chat socket refetches it (the
 * sandbox in memory records the event; the notice's effects go to the cache as the bridge applies them).
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SandboxChat } from '@mocks/db/state.ts';
import { chatListItem, recordCustomerTrack } from '@mocks/domain/chat/index.ts';
import { SidePanel } from '@/features/chat/side-panel.tsx';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { groupNoticeEffects } from '@/lib/chat/chat-events.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { customerTracking } from './chat-route.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
configure({ asyncUtilTimeout: 4000 });

const ME = 'h_3001';

function customerGroup(): SandboxChat {
  const chat = sandbox.platform.db.chats
    .list({ where: { chatType: '2' } })
    .find((c) => c.item.customer && c.members.some((m) => m.userId === ME));
  if (!chat) throw new Error('no group of demo-main with a customer');
  return chat;
}

describe('the chat route’s customer tracking tab', () => {
  it('lists the chat customer’s tracking events and refetches them when a bizType 25 notice arrives', async () => {
    const user = userEvent.setup();
    const chat = customerGroup();
    const row = chatListItem(sandbox.platform, chat, ME);
    const { queryClient } = renderAtRoute(
      <SidePanel chat={row} myImId={ME} onLeft={() => undefined} customerTracking={customerTracking} />,
      `/chat?chatId=${row.chatId}`,
    );
    await user.click(await screen.findByRole('tab', { name: 'Customer tracking' }));
    const tab = await screen.findByRole('tabpanel', { name: 'Customer tracking' });
    const before = await waitFor(() => {
      const shown = within(tab).queryAllByTestId('customer-track');
      if (shown.length === 0) expect(within(tab).getByText('Nothing recorded for this customer yet')).toBeInTheDocument();
      return shown.length;
    });

    const { notice } = recordCustomerTrack(sandbox.platform, ME, row.chatId, {
      eventType: 3,
      content: '浏览了贵院的「热玛吉全脸紧致 600发」',
    });
    expect(within(tab).queryByText('浏览了贵院的「热玛吉全脸紧致 600发」')).not.toBeInTheDocument();
    act(() => {
      for (const effect of groupNoticeEffects(notice, ME)) applyChatEffect(queryClient, effect, { myImId: ME, openChatId: row.chatId });
    });
    expect(await within(tab).findByText('浏览了贵院的「热玛吉全脸紧致 600发」')).toBeInTheDocument();
    expect(within(tab).getAllByTestId('customer-track')).toHaveLength(Math.min(before + 1, 10));
    // Only this customer's events are in the tab.
    const customerId = row.customer?.customerId;
    expect(sandbox.platform.db.clientTracks.list({ where: { customerId } }).length).toBe(before + 1);
  });
});
