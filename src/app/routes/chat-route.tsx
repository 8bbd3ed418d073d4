/**
 * `/chat` as the app composes it: the chat workspace with the auto-reply settings in its toolbar
 * (features do not import each other; the app joins them).
 */
import ChatPage from '@/features/chat/chat-page.tsx';
import { AutoReplyButton } from '@/features/chat-auto-reply/auto-reply-drawer.tsx';

export default function ChatRoute() {
  return <ChatPage tools={<AutoReplyButton />} />;
}
