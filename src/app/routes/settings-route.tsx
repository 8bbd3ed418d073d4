/**
 * `/setting` as the app composes it: the user's alert settings, then the hospital's chat
 * auto-reply settings (features do not import each other; the app joins them).
 */
import { AutoReplyCard } from '@/features/chat-auto-reply/auto-reply-card.tsx';
import SettingsPage from '@/features/settings/settings-page.tsx';

export default function SettingsRoute() {
  return <SettingsPage sections={<AutoReplyCard />} />;
}
