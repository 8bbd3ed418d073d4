/**
 * `/chat` as the app composes it: the chat workspace with the customer tracking tab of its side
 * panel (the client-track feature's list for the chat's customer; features do not import each other).
 */
import { CustomerTrackList } from '@/features/client-track/customer-track-list.tsx';
import ChatPage from '@/features/chat/chat-page.tsx';
import type { CustomerTrackingSlot } from '@/features/chat/side-panel.tsx';

export const customerTracking: CustomerTrackingSlot = (customer) => <CustomerTrackList customerId={customer.customerId} />;

export default function ChatRoute() {
  return <ChatPage customerTracking={customerTracking} />;
}
