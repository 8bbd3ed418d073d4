/**
 * The notification centre of the header: a bell with the unread count, opening a drawer with the
 * notifications by category (page 1, limit 10, section 9; "load more" asks for the next pages).
 * Clicking a row marks it read and jumps by its type and associated id (section 2); a type
 * without a destination says 'not supported yet'.
 *
 * Restricted accounts get no push-notification handling (section 6) and may open none of the
 * destinations, so the centre is not shown for them.
 */
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Flex, Tabs, Tag, Typography, theme } from 'antd';
import { type CSSProperties, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  NotificationCategory,
  type NotificationItem,
  type NotificationPage,
  type NotificationSetReadByConditionRequest,
} from '@generated/main/model';
import {
  useGetNotificationPagedList,
  useGetNotificationUnreadCount,
  useSetNotificationReadByCondition,
  useSetNotificationReadByIds,
} from '@generated/main/notifications/notifications';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { refreshNotificationUnreadCount, refreshNotifications } from '@/lib/notifications/notification-cache.ts';
import { notificationJump } from '@/lib/notifications/notification-jump.ts';
import { notificationTexts } from '@/lib/notifications/notification-texts.ts';
import { NOTIFICATION_CATEGORIES, notificationTypeLabel } from '@/lib/notifications/notification-type.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { EmptyState, LoadFailed, LoadingBlock, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { notificationCenterTexts } from './notification-center-texts.ts';

/** Section 9: the notification list is fetched with page 1 and limit 10. */
const NOTIFICATION_PAGE_LIMIT = 10;

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * For the realtime push handling (and anything else that learns of new notifications): returns a
 * function that re-reads the bell's unread count, and with `{ list: true }` the loaded lists too.
 * Outside React use `refreshNotificationUnreadCount(queryClient)` from lib/notifications.
 */
export function useRefreshNotifications(): (options?: { list?: boolean }) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    (options) => (options?.list ? refreshNotifications(queryClient) : refreshNotificationUnreadCount(queryClient)),
    [queryClient],
  );
}

function pageParams(page: number, noticeType: NotificationCategory) {
  return { page, limit: NOTIFICATION_PAGE_LIMIT, ...(noticeType ? { noticeType } : {}) };
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const t = useT(notificationCenterTexts, notificationTexts);
  const { token } = theme.useToken();
  return (
    <li style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
      <button
        type="button"
        onClick={() => onOpen(item)}
        data-read={item.isRead}
        style={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          padding: '10px 12px',
          border: 'none',
          borderRadius: token.borderRadius,
          background: item.isRead ? 'transparent' : token.colorPrimaryBg,
          color: 'inherit',
          font: 'inherit',
          cursor: 'pointer',
        }}
      >
        <Flex justify="space-between" align="center" gap={8}>
          <Flex align="center" gap={6}>
            {!item.isRead && <Badge status="processing" />}
            <span style={visuallyHidden}>{t(item.isRead ? 'common.read' : 'common.unread')}</span>
            <Tag color={item.isRead ? 'default' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {notificationTypeLabel(item.type)}
            </Tag>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap' }}>
            {formatDateTimeMinute(item.createTime)}
          </Typography.Text>
        </Flex>
        <Typography.Text strong={!item.isRead} style={{ display: 'block', marginTop: 4 }}>
          {item.title}
        </Typography.Text>
        <Typography.Text
          type="secondary"
          style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', marginTop: 2 }}
        >
          {item.text}
        </Typography.Text>
      </button>
    </li>
  );
}

/** Rows of a page after the first ("load more"). */
function MoreRows({
  page,
  noticeType,
  onOpen,
}: {
  page: number;
  noticeType: NotificationCategory;
  onOpen: (item: NotificationItem) => void;
}) {
  const query = useGetNotificationPagedList(pageParams(page, noticeType), { query: { select: (response) => response.data.list } });
  if (query.isPending || query.isError) {
    return <li>{query.isPending ? <LoadingBlock rows={2} /> : <LoadFailed onRetry={query.refetch} retrying={query.isFetching} />}</li>;
  }
  return query.data.map((item) => <NotificationRow key={item.id} item={item} onOpen={onOpen} />);
}

function NotificationList({ noticeType, onOpen }: { noticeType: NotificationCategory; onOpen: (item: NotificationItem) => void }) {
  const first = useGetNotificationPagedList(pageParams(1, noticeType), { query: { select: (response) => response.data } });
  return <QueryBoundary query={first}>{(page) => <LoadedList first={page} noticeType={noticeType} onOpen={onOpen} />}</QueryBoundary>;
}

/** The first page with "read all", then the pages asked for with "load more". */
function LoadedList({
  first,
  noticeType,
  onOpen,
}: {
  first: NotificationPage;
  noticeType: NotificationCategory;
  onOpen: (item: NotificationItem) => void;
}) {
  const t = useT(notificationCenterTexts, notificationTexts);
  const queryClient = useQueryClient();
  const [pages, setPages] = useState(1);
  const markAll = useSetNotificationReadByCondition({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('notificationCenter.allMarkedRead'));
        await refreshNotifications(queryClient);
      },
    },
  });
  const { list, total, unreadCount } = first;
  // "Read all" covers what was loaded: nothing newer than the newest row the user has seen.
  const newest = list.reduce<string | undefined>(
    (max, item) => (max === undefined || item.createTime > max ? item.createTime : max),
    undefined,
  );
  const markAllRead = () => {
    const body: NotificationSetReadByConditionRequest = { ...(noticeType ? { noticeType } : {}), ...(newest ? { endTime: newest } : {}) };
    markAll.mutate({ data: body });
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button type="link" size="small" onClick={markAllRead} disabled={unreadCount === 0} loading={markAll.isPending}>
          {t('notificationCenter.markAllRead')}
        </Button>
      </Flex>
      {list.length === 0 ? (
        <EmptyState>{t('notificationCenter.empty')}</EmptyState>
      ) : (
        <ul style={listStyle} aria-label={t('notificationCenter.title')}>
          {list.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={onOpen} />
          ))}
          {Array.from({ length: pages - 1 }, (_, index) => (
            <MoreRows key={index + 2} page={index + 2} noticeType={noticeType} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {pages * NOTIFICATION_PAGE_LIMIT < total && (
        <Button block onClick={() => setPages((count) => count + 1)}>
          {t('notificationCenter.loadMore')}
        </Button>
      )}
    </Flex>
  );
}

export function NotificationCenter({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT(notificationCenterTexts, notificationTexts);
  const session = useSession();
  const restricted = session?.isRestricted ?? false;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const [category, setCategory] = useState<NotificationCategory>(NotificationCategory.All);
  const unread = useGetNotificationUnreadCount({ query: { enabled: !restricted, select: (response) => response.data.unreadCount } });
  const markRead = useSetNotificationReadByIds({ mutation: { onSuccess: () => refreshNotifications(queryClient) } });

  if (restricted) return null;

  const openItem = (item: NotificationItem) => {
    if (!item.isRead) markRead.mutate({ data: { ids: [item.id] } });
    const jump = notificationJump(item.type, item.assid);
    if (jump.kind === 'unsupported') {
      feedback.message.warning(t('notification.notSupported'));
      return;
    }
    if (jump.kind === 'navigate') {
      setOpen(false);
      void navigate(jump.to);
    }
  };

  const count = unread.data ?? 0;
  return (
    <>
      <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count > 0 ? t('notificationCenter.openWithCount', { count }) : t('notificationCenter.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Drawer title={t('notificationCenter.title')} open={open} onClose={() => setOpen(false)} size={440} destroyOnHidden>
        <Tabs
          size="small"
          activeKey={String(category)}
          onChange={(key) => setCategory(Number(key) as NotificationCategory)}
          items={NOTIFICATION_CATEGORIES.map(({ value, labelKey }) => ({ key: String(value), label: t(labelKey) }))}
        />
        <NotificationList key={category} noticeType={category} onOpen={openItem} />
      </Drawer>
    </>
  );
}
