/**
 * `/order/autoCheck`: the auto duplicate check — its setting, and the orders it flagged, by
 * judgement (to judge first). Each order to judge is confirmed a duplicate (a claim the platform
 * reviews: it moves to "under review") or not a duplicate (it moves to "not duplicate"), through
 * the orders contract's actions; the platform's transition table may refuse, and says why.
 */
import { Button, Flex, Tabs, Typography } from 'antd';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetAutoDuplicateHitList } from '@generated/main/auto-duplicate/auto-duplicate';
import type { AutoDuplicateHit, ContactKind, OrderRepeatStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { autoCheckTexts } from './auto-check-texts.ts';
import { AutoDuplicateSettingCard, CONTACT_KINDS } from './auto-duplicate-setting-card.tsx';
import { type RepeatDecision, RepeatDecisionModal } from './repeat-decision-modal.tsx';

/** The tabs, by duplicate judgement (`repeatStatus`); no tab in the address is "to judge". */
const TABS = ['pending', 'review', 'notRepeat', 'repeat', 'all'] as const;
type Tab = (typeof TABS)[number];
const TAB_STATUS: Record<Tab, OrderRepeatStatus | undefined> = { pending: 0, review: 3, notRepeat: 2, repeat: 1, all: undefined };
const TAB_LABEL = {
  pending: 'autoCheck.tabPending',
  review: 'autoCheck.tabReview',
  notRepeat: 'autoCheck.tabNotRepeat',
  repeat: 'autoCheck.tabRepeat',
  all: 'autoCheck.tabAll',
} as const;

const FILTERS = {
  tab: parseAsStringLiteral(TABS),
  keyword: parseAsString,
  field: parseAsStringLiteral(CONTACT_KINDS),
  hit: parseAsDateRange,
};

export default function AutoCheckPage() {
  const t = useT(autoCheckTexts);
  const list = useListState(FILTERS);
  const { tab, keyword, field, hit } = list.filters;
  const current: Tab = tab ?? 'pending';
  const status = TAB_STATUS[current];
  const query = useGetAutoDuplicateHitList({
    ...list.paging,
    ...(status !== undefined ? { repeatStatus: status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(field ? { hitField: field } : {}),
    ...(hit ? { hitStartDate: hit[0], hitEndDate: hit[1] } : {}),
  });
  const [deciding, setDeciding] = useState<{ hit: AutoDuplicateHit; decision: RepeatDecision } | null>(null);
  const kindLabel = (kind: ContactKind) => t(`autoCheck.${kind}`);

  const columns: PagedTableColumn<AutoDuplicateHit>[] = [
    {
      key: 'customerName',
      title: t('autoCheck.customer'),
      fixedVisible: true,
      render: (name: string, row) => (
        <Flex vertical>
          <span>{name}</span>
          <Typography.Text type="secondary">{row.customerPhone}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'followNumber',
      title: t('autoCheck.followNumber'),
      render: (number: string, row) => <Link to={linkTo('order/alllist', { id: String(row.followId), open: true })}>{number}</Link>,
    },
    { key: 'dispatchTime', title: t('autoCheck.dispatched'), render: (time: string) => formatDateTimeMinute(time) },
    { key: 'hitTime', title: t('autoCheck.hitTime'), render: (time: string) => formatDateTimeMinute(time) },
    { key: 'hitField', title: t('autoCheck.hitField'), render: (kind: ContactKind, row) => `${kindLabel(kind)}：${row.hitKeyword}` },
    { key: 'hitReason', title: t('autoCheck.reason'), ellipsis: true, width: 260 },
    { key: 'matchedCustomerName', title: t('autoCheck.matched') },
    { key: 'taskStatus', title: t('autoCheck.followStatus'), render: (value: number) => <EnumTag kind="followStatus" value={value} /> },
    { key: 'repeatStatus', title: t('autoCheck.repeatStatus'), render: (value: number) => <EnumTag kind="repeatStatus" value={value} /> },
    {
      key: 'follower',
      title: t('autoCheck.follower'),
      render: (follower: AutoDuplicateHit['follower']) => follower?.name ?? t('common.emptyValue'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) =>
        row.repeatStatus === 0 ? (
          <Flex gap={4}>
            <Button type="link" size="small" onClick={() => setDeciding({ hit: row, decision: 'repeat' })}>
              {t('autoCheck.confirmRepeat')}
            </Button>
            <Button type="link" size="small" onClick={() => setDeciding({ hit: row, decision: 'notRepeat' })}>
              {t('autoCheck.confirmNotRepeat')}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <PageContainer>
      <AutoDuplicateSettingCard />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('autoCheck.hits')}
      </Typography.Title>
      <Tabs
        activeKey={current}
        onChange={(key) => list.setFilters({ tab: key === 'pending' ? null : (key as Tab) })}
        items={TABS.map((key) => ({ key, label: t(TAB_LABEL[key]) }))}
      />
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('autoCheck.search') },
          {
            kind: 'select',
            name: 'field',
            label: t('autoCheck.hitField'),
            options: CONTACT_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
          },
          { kind: 'dateRange', name: 'hit', label: t('autoCheck.hitDate') },
        ]}
      />
      <PagedTable id="auto-check-hits" label={t('autoCheck.hits')} list={list} query={query} rowKey="id" columns={columns} />
      <RepeatDecisionModal hit={deciding?.hit ?? null} decision={deciding?.decision ?? 'notRepeat'} onClose={() => setDeciding(null)} />
    </PageContainer>
  );
}
