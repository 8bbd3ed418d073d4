/**
 * The customer's follow archive (`getClientFollowArchive`): every follow record of all their
 * orders with this hospital, newest first and paged by the platform, or only this order's. Staff
 * read it before calling back a customer who came in through an earlier dispatch.
 */
import { Checkbox, Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useGetClientFollowArchive } from '@generated/main/orders/orders';
import { useT } from '@/lib/i18n/use-t.ts';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { FollowTimeline } from './follow-timeline.tsx';
import { orderTexts } from './order-texts.ts';

const PAGE_SIZE = 10;

export function ClientArchive({ customerId, followId }: { customerId: number; followId: number }) {
  const t = useT(orderTexts);
  const [page, setPage] = useState(1);
  const [onlyThisOrder, setOnlyThisOrder] = useState(false);
  const query = useGetClientFollowArchive(
    { customerId, page, limit: PAGE_SIZE, ...(onlyThisOrder ? { followId } : {}) },
    { query: { select: (answer) => answer.data, placeholderData: (previous) => previous } },
  );
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">{t('orders.archiveHint')}</Typography.Text>
        <Checkbox
          checked={onlyThisOrder}
          onChange={(event) => {
            setOnlyThisOrder(event.target.checked);
            setPage(1);
          }}
        >
          {t('orders.archiveThisOrder')}
        </Checkbox>
      </Flex>
      <QueryBoundary query={query} rows={4}>
        {(archive) => (
          <>
            <FollowTimeline records={archive.list} />
            {archive.total > PAGE_SIZE && (
              <Pagination
                size="small"
                align="end"
                current={page}
                pageSize={PAGE_SIZE}
                total={archive.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </>
        )}
      </QueryBoundary>
    </Flex>
  );
}
