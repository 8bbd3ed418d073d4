/**
 * `/chat` as the app composes it: the chat workspace with the auto-reply settings in its toolbar
 * and the customer tracking tab of its side panel (the client-track feature's list for the chat's
 * customer). Features do not import each other; the app joins them.
 */
import { AutoReplyButton } from '@/features/chat-auto-reply/auto-reply-drawer.tsx';
import { CustomerTrackList } from '@/features/client-track/customer-track-list.tsx';
import ChatPage from '@/features/chat/chat-page.tsx';
import type { CustomerTrackingSlot } from '@/features/chat/side-panel.tsx';

export const customerTracking: CustomerTrackingSlot = (customer) => <CustomerTrackList customerId={customer.customerId} />;

export default function ChatRoute() {
  return <ChatPage tools={<AutoReplyButton />} customerTracking={customerTracking} />;
}
