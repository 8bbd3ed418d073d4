/** The header's tools, composed from their features: quick search, help, feedback, notifications. */
import { Space } from 'antd';
import { Suspense, lazy } from 'react';
import { NotificationCenter } from '@/features/notifications/notification-center.tsx';
import { QuickSearch } from '@/features/quick-search/quick-search.tsx';

// Help and feedback are opened now and then; their drawers and forms load after the first paint.
const HelpCenter = lazy(() => import('@/features/help-center/help-center.tsx').then((m) => ({ default: m.HelpCenter })));
const FeedbackButton = lazy(() => import('@/features/feedback/feedback-button.tsx').then((m) => ({ default: m.FeedbackButton })));

export function HeaderTools() {
  return (
    <Space size="middle">
      <QuickSearch />
      <Suspense>
        <HelpCenter />
        <FeedbackButton />
      </Suspense>
      {/* The intro guide points at the bell by this id. */}
      <span id="header-notice-bell">
        <NotificationCenter />
      </span>
    </Space>
  );
}
