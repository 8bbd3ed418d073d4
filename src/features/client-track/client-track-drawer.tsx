/**
 * One tracking event and the customer's other recent events, over the list. Opening it marks the
 * event read (the unread count follows); the customer's events can be marked read together.
 */
import { Badge, Button, Drawer, Flex, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  getGetClientTrackPagerQueryKey,
  getGetClientTrackUnreadCountQueryKey,
  useGetClientTrackPager,
  useSetClientTrackRead,
} from '@generated/main/client-track/client-track';
import type { ClientTrack, ClientTrackReadRequest } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { clientTrackTexts } from './client-track-texts.ts';

/** Marks events read and refreshes the lists and the unread count. */
export function useMarkTracksRead() {
  const queryClient = useQueryClient();
  const mark = useSetClientTrackRead();
  return async (request: ClientTrackReadRequest) => {
    await mark.mutateAsync({ data: request });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetClientTrackPagerQueryKey().slice(0, 2) }),
      queryClient.invalidateQueries({ queryKey: getGetClientTrackUnreadCountQueryKey() }),
    ]);
  };
}

function History({ customerId }: { customerId: number }) {
  const t = useT(clientTrackTexts);
  const query = useGetClientTrackPager({ customerId, page: 1, limit: 20 }, { query: { select: (r) => r.data.list } });
  return (
    <QueryBoundary query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul aria-label={t('clientTrack.history')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={row.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Flex gap={8} align="center" wrap>
                {!row.isRead && <Badge status="processing" />}
                <Typography.Text type="secondary">{formatDateTimeMinute(row.eventTime)}</Typography.Text>
                <EnumTag kind="clientTrackEvent" value={row.eventType} />
                <span>{row.content}</span>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </QueryBoundary>
  );
}

export function ClientTrackDrawer({ track, onClose }: { track: ClientTrack | null; onClose: () => void }) {
  const t = useT(clientTrackTexts);
  const markRead = useMarkTracksRead();
  const id = track?.id;
  const unread = track !== null && !track.isRead;
  useEffect(() => {
    // Seeing the event is reading it.
    if (id !== undefined && unread) void markRead({ ids: [id] }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per event opened
  }, [id]);
  return (
    <Drawer open={track !== null} onClose={onClose} title={t('clientTrack.detail')} size={560} destroyOnHidden>
      {track && (
        <Flex vertical gap={16}>
          <DetailDescriptions
            data={track}
            column={1}
            items={[
              { key: 'customer', label: t('clientTrack.customer'), render: (c) => `${c.name} ${c.phone}${c.city ? ` · ${c.city}` : ''}` },
              { key: 'eventType', label: t('clientTrack.event'), render: (value) => <EnumTag kind="clientTrackEvent" value={value} /> },
              { key: 'content', label: t('clientTrack.content') },
              { key: 'targetName', label: t('clientTrack.target') },
              {
                key: 'durationSeconds',
                label: t('clientTrack.duration'),
                render: (seconds) =>
                  seconds === null || seconds === undefined ? t('common.emptyValue') : t('clientTrack.durationValue', { seconds }),
              },
              { key: 'eventTime', label: t('clientTrack.time'), render: (time) => formatDateTimeMinute(time) },
            ]}
          />
          <Flex gap={8}>
            {track.followId !== null && track.followId !== undefined && (
              <Link to={linkTo('order/alllist', { id: String(track.followId), open: true })}>{t('clientTrack.openOrder')}</Link>
            )}
            <Button size="small" onClick={() => void markRead({ customerId: track.customer.id }).catch(() => undefined)}>
              {t('clientTrack.markCustomerRead')}
            </Button>
          </Flex>
          <Typography.Title level={3} style={{ fontSize: 14 }}>
            {t('clientTrack.history')}
          </Typography.Title>
          <History customerId={track.customer.id} />
        </Flex>
      )}
    </Drawer>
  );
}
