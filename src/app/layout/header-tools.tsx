/**
 * The header's tools, composed from their features: quick search, help, feedback, notifications.
 *
 * None of them is part of the first paint: each downloads right after it (the search box with
 * its result list, the bell with its drawer, help and feedback with their forms), in a reserved
 * space of its own size so nothing moves when it arrives. That keeps about 35 KB gzip out of the
 * layout's first download (README, "Bundle budgets").
 */
import { Space } from 'antd';
import { type ReactNode, Suspense, lazy, memo } from 'react';

const QuickSearch = lazy(() => import('@/features/quick-search/quick-search.tsx').then((m) => ({ default: m.QuickSearch })));
const NotificationCenter = lazy(() =>
  import('@/features/notifications/notification-center.tsx').then((m) => ({ default: m.NotificationCenter })),
);
const HelpCenter = lazy(() => import('@/features/help-center/help-center.tsx').then((m) => ({ default: m.HelpCenter })));
const FeedbackButton = lazy(() => import('@/features/feedback/feedback-button.tsx').then((m) => ({ default: m.FeedbackButton })));

/** Keeps a tool's place while it downloads. */
function Reserved({ width, children }: { width: number; children: ReactNode }) {
  return <Suspense fallback={<span aria-hidden style={{ display: 'inline-block', width, height: 32 }} />}>{children}</Suspense>;
}

/** Memoised: it takes nothing from the layout, which renders again on every route change. */
export const HeaderTools = memo(function HeaderTools() {
  return (
    <Space size="middle">
      <Reserved width={280}>
        <QuickSearch />
      </Reserved>
      <Suspense>
        <HelpCenter />
        <FeedbackButton />
      </Suspense>
      {/* The intro guide points at the bell by this id, which is there before the bell is. */}
      <span id="header-notice-bell">
        <Reserved width={32}>
          <NotificationCenter />
        </Reserved>
      </span>
    </Space>
  );
});
