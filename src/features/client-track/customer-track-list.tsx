/**
 * One customer's tracking events (客户轨迹), newest first, compact enough for a side panel (the
 * chat's customer tracking tab): the kind, what they did, when, new ones marked; ten more per
 * "Show more". It reads the client-track list by customer, so whatever refreshes that list (the
 * chat's bizType 25 notice, src/lib/chat/chat-cache.ts) refreshes it.
 */
import { useGetClientTrackPager } from '@generated/main/client-track/client-track';
import { Badge, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { clientTrackTexts } from './client-track-texts.ts';
import { customerTrackTexts } from './customer-track-texts.ts';

const STEP = 10;

export function CustomerTrackList({ customerId }: { customerId: number }) {
  const t = useT(clientTrackTexts);
  const tc = useT(customerTrackTexts);
  const [limit, setLimit] = useState(STEP);
  const query = useGetClientTrackPager({ page: 1, limit, customerId }, { query: { placeholderData: (previous) => previous } });
  const page = query.data?.data;
  if (!page) return <Spin size="small" />;
  if (page.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tc('customerTrack.noTracking')} />;
  return (
    <section aria-label={tc('customerTrack.customerTracking')}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.list.map((track) => (
          <li key={track.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="customer-track">
            <Flex gap={6} align="center" wrap>
              <EnumTag kind="clientTrackEvent" value={track.eventType} />
              {!track.isRead && <Badge status="processing" text={t('clientTrack.new')} />}
            </Flex>
            <Typography.Paragraph style={{ margin: '4px 0 0' }}>{track.content}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTimeMinute(track.eventTime)}
              {typeof track.durationSeconds === 'number' ? ` · ${t('clientTrack.durationValue', { seconds: track.durationSeconds })}` : ''}
            </Typography.Text>
          </li>
        ))}
      </ol>
      {page.total > page.list.length ? (
        <Button block type="link" loading={query.isFetching} onClick={() => setLimit((value) => value + STEP)}>
          {tc('customerTrack.moreTracking')}
        </Button>
      ) : null}
    </section>
  );
}
