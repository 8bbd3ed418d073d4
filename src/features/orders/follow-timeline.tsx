/**
 * An order's follow records, newest first: who did what, the status it moved, the content and
 * images, and the replies under each (the platform counselor's comments and the hospital's
 * answers). A reply is written in place (`addFollowReply`).
 */
import { Button, Flex, Image, Input, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useAddFollowReply } from '@generated/main/orders/orders';
import type { OrderFollowRecord } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { EmptyState } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ACTION_LABELS } from './order-actions-meta.ts';
import { useOrderRefresh } from './order-refresh.ts';
import { orderTexts } from './order-texts.ts';

function ReplyBox({ record, onDone }: { record: OrderFollowRecord; onDone: () => void }) {
  const t = useT(orderTexts);
  const [text, setText] = useState('');
  const reply = useAddFollowReply();
  const refresh = useOrderRefresh();
  const send = async () => {
    const content = text.trim();
    if (!content) return;
    try {
      await reply.mutateAsync({ data: { followRecordId: record.id, content } });
    } catch {
      return; // The transport said why; the text stays.
    }
    setText('');
    onDone();
    feedback.message.success(t('orders.replySent'));
    await refresh();
  };
  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input
        aria-label={t('orders.replyPlaceholder')}
        placeholder={t('orders.replyPlaceholder')}
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => void send()}
      />
      <Button type="primary" loading={reply.isPending} disabled={!text.trim()} onClick={() => void send()}>
        {t('common.send')}
      </Button>
    </Space.Compact>
  );
}

function RecordItem({ record }: { record: OrderFollowRecord }) {
  const t = useT(orderTexts);
  const [replying, setReplying] = useState(false);
  const moved = record.statusBefore !== null && record.statusAfter !== null && record.statusBefore !== record.statusAfter;
  return (
    <article aria-label={t(ACTION_LABELS[record.action])}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{t(ACTION_LABELS[record.action])}</Typography.Text>
        {moved && (
          <Tag>
            {t('orders.statusMove', {
              from: enumLabel('followStatus', record.statusBefore),
              to: enumLabel('followStatus', record.statusAfter),
            })}
          </Tag>
        )}
        <Typography.Text type="secondary">
          {record.operator?.name ?? t('orders.system')} · {formatDateTimeMinute(record.followTime)}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>{record.content}</Typography.Paragraph>
      {record.nextFollowTime && (
        <Typography.Text type="secondary">{t('orders.nextFollow', { time: formatDateTimeMinute(record.nextFollowTime) })}</Typography.Text>
      )}
      {record.images.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {record.images.map((image) => (
              <Image
                key={image.url}
                src={toImageUrl(image.url)}
                width={72}
                height={72}
                alt={t('orders.images')}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {record.replies.map((reply) => (
        <div key={reply.id} style={{ marginTop: 6, paddingInlineStart: 12, borderInlineStart: '2px solid #e5e5e5' }}>
          <Typography.Text type="secondary">
            {reply.replier.name} · {formatDateTimeMinute(reply.createTime)}
          </Typography.Text>
          <div>{reply.content}</div>
        </div>
      ))}
      {replying ? (
        <ReplyBox record={record} onDone={() => setReplying(false)} />
      ) : (
        <Button type="link" size="small" style={{ paddingInline: 0 }} onClick={() => setReplying(true)}>
          {t('orders.reply')}
        </Button>
      )}
    </article>
  );
}

export function FollowTimeline({ records }: { records: OrderFollowRecord[] }) {
  const t = useT(orderTexts);
  if (records.length === 0) return <EmptyState>{t('orders.noRecords')}</EmptyState>;
  return <Timeline items={records.map((record) => ({ key: record.id, content: <RecordItem record={record} /> }))} />;
}
