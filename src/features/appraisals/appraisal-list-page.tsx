/**
 * `/order/appraislist`: customers' appraisals of the hospital, newest first, filtered by rating,
 * reply state, date and text in the address; a warning above the list while negative appraisals
 * wait for a reply (one click filters to them). A row opens `/order/appraisDetail?id=`.
 */
import { Alert, Badge, Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { Link } from 'react-router-dom';
import { useCheckHasNegativeComment, useGetCommentPager } from '@generated/main/comments/comments';
import { type Comment, Rating } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { appraisalTexts } from './appraisal-texts.ts';

const REPLY_STATES = ['replied', 'unreplied'] as const;

/** `?keyword=…&rating=1&reply=unreplied&negative=1&date=2026-11-01~2026-11-30` */
const FILTERS = {
  keyword: parseAsString,
  rating: parseAsNumberLiteral(Object.values(Rating)),
  reply: parseAsStringLiteral(REPLY_STATES),
  negative: parseAsNumberLiteral([1] as const),
  date: parseAsDateRange,
};

function NegativeBanner({ onShow }: { onShow: () => void }) {
  const t = useT(appraisalTexts);
  const check = useCheckHasNegativeComment({ query: { select: (r) => r.data } });
  if (!check.data?.hasNegative) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('appraisals.negativeBanner', { count: check.data.unrepliedCount })}
      action={
        <Button size="small" onClick={onShow}>
          {t('appraisals.showNegative')}
        </Button>
      }
    />
  );
}

/** `extra`: actions the app puts in the page header (the front desk's write-off). */
export default function AppraisalListPage({ extra }: { extra?: ReactNode }) {
  const t = useT(appraisalTexts);
  const list = useListState(FILTERS);
  const { keyword, rating, reply, negative, date } = list.filters;
  const query = useGetCommentPager({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(rating !== null ? { rating } : {}),
    ...(reply !== null ? { hasReply: reply === 'replied' } : {}),
    ...(negative !== null ? { isNegative: true } : {}),
    ...(date ? { startDate: date[0], endDate: date[1] } : {}),
  });

  const columns: PagedTableColumn<Comment>[] = [
    {
      key: 'customerNickname',
      title: t('appraisals.customer'),
      fixedVisible: true,
      render: (name: string, row) => (
        <Flex gap={6} align="center">
          {!row.isRead && <Badge status="processing" text={t('appraisals.unread')} />}
          <span>{name}</span>
        </Flex>
      ),
    },
    {
      key: 'rating',
      title: t('appraisals.rating'),
      render: (value: Comment['rating'], row) => (
        <Flex gap={4}>
          <EnumTag kind="rating" value={value} />
          {row.isNegative && <Tag color="red">{t('appraisals.negative')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'content',
      title: t('appraisals.content'),
      width: 320,
      render: (content: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {content}
        </Typography.Paragraph>
      ),
    },
    { key: 'projectName', title: t('appraisals.project') },
    { key: 'doctorName', title: t('appraisals.doctor'), render: (name: string | null) => name ?? t('common.emptyValue') },
    {
      key: 'hospitalReply',
      title: t('appraisals.replyState'),
      render: (replyValue: Comment['hospitalReply']) =>
        replyValue ? <Tag color="success">{t('appraisals.replied')}</Tag> : <Tag color="warning">{t('appraisals.unreplied')}</Tag>,
    },
    { key: 'createTime', title: t('appraisals.created'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Link to={linkTo('order/appraisDetail', { id: String(row.id) })}>
          {row.hospitalReply ? t('appraisals.open') : t('appraisals.reply')}
        </Link>
      ),
    },
  ];

  return (
    <PageContainer extra={extra}>
      <NegativeBanner onShow={() => list.setFilters({ negative: 1, reply: 'unreplied', rating: null })} />
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('appraisals.search') },
          { kind: 'select', name: 'rating', label: t('appraisals.rating'), options: enumOptions('rating') },
          {
            kind: 'select',
            name: 'reply',
            label: t('appraisals.replyState'),
            options: REPLY_STATES.map((value) => ({ value, label: t(`appraisals.${value}`) })),
          },
          { kind: 'select', name: 'negative', label: t('appraisals.negative'), options: [{ value: 1, label: t('common.yes') }] },
          { kind: 'dateRange', name: 'date', label: t('appraisals.date') },
        ]}
      />
      <PagedTable id="appraisals" label={t('appraisals.list')} list={list} query={query} rowKey="id" columns={columns} />
    </PageContainer>
  );
}
