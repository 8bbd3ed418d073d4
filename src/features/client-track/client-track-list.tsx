/**
 * Customer activity (客户动态): what the hospital's customers did on the platform, newest first,
 * with the unread count, filters in the address (under `track.`, so it can sit as a tab of a page
 * with its own list) and a drawer per event. Mount it where the front desk looks at customers.
 */
import { Badge, Button, Flex, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { useGetClientTrackPager, useGetClientTrackUnreadCount } from '@generated/main/client-track/client-track';
import { type ClientTrack, ClientTrackEventType } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { ClientTrackDrawer, useMarkTracksRead } from './client-track-drawer.tsx';
import { clientTrackTexts } from './client-track-texts.ts';

const READ_STATES = ['unread', 'read'] as const;
const FILTERS = {
  keyword: parseAsString,
  event: parseAsNumberLiteral(Object.values(ClientTrackEventType)),
  read: parseAsStringLiteral(READ_STATES),
  date: parseAsDateRange,
};

export function ClientTrackList() {
  const t = useT(clientTrackTexts);
  const list = useListState(FILTERS, { prefix: 'track' });
  const { keyword, event, read, date } = list.filters;
  const query = useGetClientTrackPager({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(event !== null ? { eventType: event } : {}),
    ...(read !== null ? { isRead: read === 'read' } : {}),
    ...(date ? { startDate: date[0], endDate: date[1] } : {}),
  });
  const unread = useGetClientTrackUnreadCount({ query: { select: (r) => r.data.unreadCount } });
  const markRead = useMarkTracksRead();
  const [marking, run] = useSingleFlight();
  const [open, setOpen] = useState<ClientTrack | null>(null);

  const columns: PagedTableColumn<ClientTrack>[] = [
    {
      key: 'customer',
      title: t('clientTrack.customer'),
      fixedVisible: true,
      render: (c: ClientTrack['customer'], row) => (
        <Flex gap={6} align="center">
          {!row.isRead && <Badge status="processing" text={t('clientTrack.new')} />}
          <span>{c.name}</span>
          <Typography.Text type="secondary">{c.phone}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'eventType', title: t('clientTrack.event'), render: (value: number) => <EnumTag kind="clientTrackEvent" value={value} /> },
    { key: 'content', title: t('clientTrack.content'), ellipsis: true, width: 320 },
    {
      key: 'durationSeconds',
      title: t('clientTrack.duration'),
      render: (seconds: number | null) => (seconds === null ? t('common.emptyValue') : t('clientTrack.durationValue', { seconds })),
    },
    { key: 'eventTime', title: t('clientTrack.time'), render: (time: string) => formatDateTimeMinute(time) },
  ];

  return (
    <section aria-label={t('clientTrack.title')}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Badge count={unread.data ?? 0} overflowCount={999} offset={[12, 0]}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('clientTrack.title')}
          </Typography.Title>
        </Badge>
        <Flex gap={8} align="center">
          {unread.data !== undefined && (
            <Typography.Text type="secondary">{t('clientTrack.unreadCount', { count: unread.data })}</Typography.Text>
          )}
          <Button
            loading={marking}
            disabled={!unread.data}
            onClick={() =>
              void run(async () => {
                await markRead({});
                feedback.message.success(t('clientTrack.allReadDone'));
              }).catch(() => undefined)
            }
          >
            {t('clientTrack.markAllRead')}
          </Button>
        </Flex>
      </Flex>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('clientTrack.search') },
          { kind: 'select', name: 'event', label: t('clientTrack.event'), options: enumOptions('clientTrackEvent') },
          {
            kind: 'select',
            name: 'read',
            label: t('clientTrack.readState'),
            options: [
              { value: 'unread', label: t('clientTrack.unreadOnly') },
              { value: 'read', label: t('clientTrack.readOnly') },
            ],
          },
          { kind: 'dateRange', name: 'date', label: t('clientTrack.date') },
        ]}
      />
      <PagedTable
        id="client-tracks"
        label={t('clientTrack.title')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={setOpen}
      />
      <ClientTrackDrawer track={open} onClose={() => setOpen(null)} />
    </section>
  );
}
