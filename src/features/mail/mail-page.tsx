/**
 * `/email` (designed: the specification names the route only): the clinic's inbox of platform
 * mail — reconciliation notices, contract and review letters, platform notices. Unread mail is
 * marked and counted; opening one shows it with its attachments (each a real download) and marks
 * it read on the platform, so it stays read after a reload; it can be marked unread again. The
 * filters and the page live in the address.
 */
import { Badge, Button, Drawer, Flex, Space, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useEffect, useState } from 'react';
import {
  downloadMailAttachment,
  getGetMailListQueryKey,
  useGetMailDetail,
  useGetMailList,
  useSetMailRead,
} from '@generated/main/mail/mail';
import { MailCategory, type MailDetail, type MailItem } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatFileSize } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { mailTexts } from './mail-texts.ts';

const CATEGORIES = Object.values(MailCategory);
const FILTERS = {
  keyword: parseAsString,
  category: parseAsNumberLiteral(CATEGORIES),
  state: parseAsStringLiteral(['read', 'unread'] as const),
};

/** Every page of the inbox (whatever its filters): what a read-state change makes stale. */
const ALL_LISTS = getGetMailListQueryKey().slice(0, 2);

function MailView({ mail, onMarkUnread }: { mail: MailDetail; onMarkUnread: () => void }) {
  const t = useT(mailTexts);
  return (
    <article aria-label={mail.subject}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {mail.subject}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag>{t(`mail.category.${mail.category}`)}</Tag>
        <span>
          {t('mail.sender')}: {mail.sender}
        </span>
        <span>{formatDateTimeMinute(mail.sendTime)}</span>
      </Space>
      {mail.body.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i} style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </p>
      ))}
      {mail.attachments.length > 0 && (
        <section aria-label={t('mail.attachments')}>
          <Typography.Title level={5}>{t('mail.attachments')}</Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0 }}>
            {mail.attachments.map((a) => (
              <li key={a.id} style={{ marginBottom: 8 }}>
                <Flex gap={8} align="center" wrap>
                  <span>{a.fileName}</span>
                  <span>({formatFileSize(a.size)})</span>
                  <ExportButton
                    size="small"
                    fileName={a.fileName}
                    download={(request) => downloadMailAttachment({ mailId: mail.id, attachmentId: a.id }, request)}
                  >
                    {t('mail.download', { name: a.fileName })}
                  </ExportButton>
                </Flex>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button onClick={onMarkUnread}>{t('mail.markUnread')}</Button>
    </article>
  );
}

/** The open mail: marked read on the platform once it has loaded unread. */
function MailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT(mailTexts);
  const queryClient = useQueryClient();
  const detail = useGetMailDetail({ id: id ?? 0 }, { query: { enabled: id !== null } });
  const setRead = useSetMailRead({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_LISTS }) } });
  const mail = detail.data?.data;
  const { mutate } = setRead;
  useEffect(() => {
    if (mail && !mail.isRead) mutate({ data: { ids: [mail.id], isRead: true } });
  }, [mail, mutate]);
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={t('mail.detail')} destroyOnHidden>
      <QueryBoundary query={detail} rows={6}>
        {(answer) => (
          <MailView
            mail={answer.data}
            onMarkUnread={() =>
              setRead.mutate(
                { data: { ids: [answer.data.id], isRead: false } },
                {
                  onSuccess: () => {
                    feedback.message.success(t('mail.markedUnread'));
                    onClose();
                  },
                },
              )
            }
          />
        )}
      </QueryBoundary>
    </Drawer>
  );
}

export default function MailPage() {
  const t = useT(mailTexts);
  const list = useListState(FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const { keyword, category, state } = list.filters;
  const query = useGetMailList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(category !== null ? { category } : {}),
    ...(state !== null ? { isRead: state === 'read' } : {}),
  });
  const unread = query.data?.data.unreadCount;

  const columns: PagedTableColumn<MailItem>[] = [
    {
      key: 'isRead',
      title: t('mail.readState'),
      render: (isRead: boolean) => (isRead ? t('mail.read') : <Badge status="processing" text={t('mail.unread')} />),
    },
    {
      key: 'subject',
      title: t('mail.subject'),
      fixedVisible: true,
      ellipsis: true,
      width: 320,
      render: (subject: string, mail) => <span style={{ fontWeight: mail.isRead ? 'normal' : 600 }}>{subject}</span>,
    },
    { key: 'category', title: t('mail.category'), render: (c: MailItem['category']) => t(`mail.category.${c}`) },
    { key: 'sender', title: t('mail.sender') },
    { key: 'attachmentCount', title: t('mail.attachments'), render: (n: number) => (n > 0 ? `📎 ${n}` : '') },
    { key: 'sendTime', title: t('mail.sendTime'), render: (time: string) => formatDateTimeMinute(time) },
  ];

  return (
    <PageContainer extra={unread !== undefined ? <span role="status">{t('mail.unreadCount', { count: unread })}</span> : undefined}>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('mail.search') },
          {
            kind: 'select',
            name: 'category',
            label: t('mail.category'),
            options: CATEGORIES.map((c) => ({ value: c, label: t(`mail.category.${c}`) })),
          },
          {
            kind: 'select',
            name: 'state',
            label: t('mail.readState'),
            options: [
              { value: 'unread', label: t('mail.unread') },
              { value: 'read', label: t('mail.read') },
            ],
          },
        ]}
      />
      <PagedTable
        id="mail"
        label={t('mail.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(mail) => setOpenId(mail.id)}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
