/** The header's tools, composed from their features: quick search, help, feedback, notifications. */
import { Space } from 'antd';
import { FeedbackButton } from '@/features/feedback/feedback-button.tsx';
import { HelpCenter } from '@/features/help-center/help-center.tsx';
import { NotificationCenter } from '@/features/notifications/notification-center.tsx';
import { QuickSearch } from '@/features/quick-search/quick-search.tsx';

export function HeaderTools() {
  return (
    <Space size="middle">
      <QuickSearch />
      <HelpCenter />
      <FeedbackButton />
      {/* The intro guide points at the bell by this id. */}
      <span id="header-notice-bell">
        <NotificationCenter />
      </span>
    </Space>
  );
}
