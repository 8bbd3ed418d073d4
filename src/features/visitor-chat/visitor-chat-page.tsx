/**
 * `/wechat` (visitor chat, open to every signed-in user): the visitor-chat client query of the
 * specification's section 3 — first and last chat dates, counselor, channel, region and city,
 * gender, latent demand, reply and effective flags, keyword, and received and sent message count
 * ranges (0 to 10 by default) — newest last message first. Every filter, the sort and the page
 * live in the address; a row opens its chat in /chat.
 */
import { Button, Form, InputNumber, Tag } from 'antd';
import { parseAsArrayOf, parseAsInteger, parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGetChatCities, useGetHospitalCounselors, useGetLatentDemandOptions } from '@generated/chat/counselors/counselors';
import { useSearchChats } from '@generated/chat/chats/chats';
import { ChatGender, ChatVisitorChannel, type ChatListItem, type ChatSearchRequest, type ChatSearchSortField } from '@generated/chat/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState, type ListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { visitorChatTexts } from './visitor-chat-texts.ts';

/** The message count ranges when the address names none (specification, section 3). */
export const DEFAULT_COUNT_MIN = 0;
export const DEFAULT_COUNT_MAX = 10;

const CHANNELS = Object.values(ChatVisitorChannel);
const FLAGS = ['yes', 'no'] as const;

/** The query in the address: `?channel=2&city=310100&counselors=u1,u2&receivedTo=5&sort=receivedCount.asc…` (several counselors or demands: a chat matching any of them). */
const FILTERS = {
  keyword: parseAsString,
  firstChat: parseAsDateRange,
  lastChat: parseAsDateRange,
  counselors: parseAsArrayOf(parseAsString),
  channel: parseAsNumberLiteral(CHANNELS),
  region: parseAsString,
  city: parseAsString,
  gender: parseAsNumberLiteral(Object.values(ChatGender)),
  demands: parseAsArrayOf(parseAsString),
  reply: parseAsStringLiteral(FLAGS),
  effective: parseAsStringLiteral(FLAGS),
  receivedFrom: parseAsInteger,
  receivedTo: parseAsInteger,
  sentFrom: parseAsInteger,
  sentTo: parseAsInteger,
};
type Filters = ListState<typeof FILTERS>['filters'];

const SORT_FIELDS: readonly ChatSearchSortField[] = ['lastMessageTime', 'firstMessageTime', 'receivedCount', 'sentCount'];
const DEFAULT_SORT = { field: 'lastMessageTime', order: 'desc' as const };

const flag = (value: 'yes' | 'no' | null) => (value === null ? undefined : value === 'yes');

/** The request of the list's state: every filter that has a value, the counts' defaults, the sort. */
export function visitorChatRequest(list: Pick<ListState<typeof FILTERS>, 'filters' | 'paging' | 'sort'>): ChatSearchRequest {
  const f: Filters = list.filters;
  const sortField = SORT_FIELDS.find((s) => s === list.sort?.field) ?? 'lastMessageTime';
  return {
    ...list.paging,
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.firstChat ? { firstChatStartDate: f.firstChat[0], firstChatEndDate: f.firstChat[1] } : {}),
    ...(f.lastChat ? { lastChatStartDate: f.lastChat[0], lastChatEndDate: f.lastChat[1] } : {}),
    ...(f.counselors?.length ? { hospitalCounselorIds: f.counselors } : {}),
    ...(f.channel !== null ? { channel: f.channel } : {}),
    ...(f.region ? { provinceCode: f.region } : {}),
    ...(f.city ? { cityCode: f.city } : {}),
    ...(f.gender !== null ? { gender: f.gender } : {}),
    ...(f.demands?.length ? { latentDemands: f.demands } : {}),
    ...(f.reply !== null ? { isReply: flag(f.reply) } : {}),
    ...(f.effective !== null ? { isEffective: flag(f.effective) } : {}),
    receivedCountMin: f.receivedFrom ?? DEFAULT_COUNT_MIN,
    receivedCountMax: f.receivedTo ?? DEFAULT_COUNT_MAX,
    sentCountMin: f.sentFrom ?? DEFAULT_COUNT_MIN,
    sentCountMax: f.sentTo ?? DEFAULT_COUNT_MAX,
    sortField,
    sortOrder: list.sort?.order ?? 'desc',
  };
}

type CountKey = 'receivedFrom' | 'receivedTo' | 'sentFrom' | 'sentTo';

/** The two count ranges, applied together (a start above its end is not sent). */
function CountRanges({ list }: { list: ListState<typeof FILTERS> }) {
  const t = useT(visitorChatTexts);
  const current = (key: CountKey, fallback: number) => list.filters[key] ?? fallback;
  const initial = {
    receivedFrom: current('receivedFrom', DEFAULT_COUNT_MIN),
    receivedTo: current('receivedTo', DEFAULT_COUNT_MAX),
    sentFrom: current('sentFrom', DEFAULT_COUNT_MIN),
    sentTo: current('sentTo', DEFAULT_COUNT_MAX),
  };
  const [draft, setDraft] = useState(initial);
  const [shown, setShown] = useState(initial);
  // The address changed (back button, reset): show what it holds (state derived during render).
  if (Object.keys(initial).some((k) => initial[k as CountKey] !== shown[k as CountKey])) {
    setShown(initial);
    setDraft(initial);
  }
  const invalid = draft.receivedFrom > draft.receivedTo || draft.sentFrom > draft.sentTo;
  const apply = () => {
    if (invalid) return;
    const value = (key: CountKey, fallback: number) => (draft[key] === fallback ? null : draft[key]);
    list.setFilters({
      receivedFrom: value('receivedFrom', DEFAULT_COUNT_MIN),
      receivedTo: value('receivedTo', DEFAULT_COUNT_MAX),
      sentFrom: value('sentFrom', DEFAULT_COUNT_MIN),
      sentTo: value('sentTo', DEFAULT_COUNT_MAX),
    });
  };
  const field = (key: CountKey) => (
    <InputNumber
      aria-label={t(`visitorChat.${key}`)}
      min={0}
      precision={0}
      value={draft[key]}
      onChange={(v) =>
        setDraft({ ...draft, [key]: typeof v === 'number' ? v : key.endsWith('To') ? DEFAULT_COUNT_MAX : DEFAULT_COUNT_MIN })
      }
      onPressEnter={apply}
      style={{ width: 80 }}
    />
  );
  return (
    <Form layout="inline" aria-label={t('visitorChat.counts')} style={{ rowGap: 12, marginBottom: 16 }} onFinish={apply} component="div">
      <Form.Item label={t('visitorChat.received')}>
        {field('receivedFrom')} – {field('receivedTo')}
      </Form.Item>
      <Form.Item
        label={t('visitorChat.sent')}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? t('visitorChat.countOrder') : undefined}
      >
        {field('sentFrom')} – {field('sentTo')}
      </Form.Item>
      <Form.Item>
        <Button onClick={apply} disabled={invalid}>
          {t('common.confirm')}
        </Button>
      </Form.Item>
    </Form>
  );
}

export default function VisitorChatPage() {
  const t = useT(visitorChatTexts);
  const navigate = useNavigate();
  const list = useListState(FILTERS, { defaultSort: DEFAULT_SORT });
  const query = useSearchChats(visitorChatRequest(list));
  const counselors = useGetHospitalCounselors({ query: { select: (a) => a.data, staleTime: Infinity } });
  const cities = useGetChatCities({ query: { select: (a) => a.data, staleTime: Infinity } });
  const demands = useGetLatentDemandOptions({ query: { select: (a) => a.data, staleTime: Infinity } });
  const counselorName = new Map((counselors.data ?? []).map((c) => [c.userId, c.realName]));

  const regions = [...new Map((cities.data ?? []).map((c) => [c.provinceCode, c.provinceName])).entries()].map(([value, label]) => ({
    value,
    label,
  }));
  const cityOptions = (cities.data ?? [])
    .filter((c) => !list.filters.region || c.provinceCode === list.filters.region)
    .map((c) => ({ value: c.cityCode, label: c.cityName }));
  const yesNo = FLAGS.map((value) => ({ value, label: t(`visitorChat.${value}`) }));
  const open = (row: ChatListItem) => void navigate(linkTo('chat', { chatId: row.chatId }));

  const columns: PagedTableColumn<ChatListItem>[] = [
    {
      key: 'name',
      title: t('visitorChat.visitor'),
      fixedVisible: true,
      render: (_: unknown, row) => row.customer?.customerName ?? row.name,
    },
    {
      key: 'channel',
      title: t('visitorChat.channel'),
      render: (_: unknown, row) => (row.customer?.channel ? t(`visitorChat.channel.${row.customer.channel}`) : ''),
    },
    {
      key: 'gender',
      title: t('visitorChat.gender'),
      render: (_: unknown, row) =>
        row.customer?.gender !== undefined ? <EnumTag kind="customerGender" value={row.customer.gender} /> : '',
    },
    { key: 'city', title: t('visitorChat.city'), render: (_: unknown, row) => row.customer?.cityName ?? '' },
    {
      key: 'latentDemands',
      title: t('visitorChat.latentDemand'),
      render: (_: unknown, row) => (row.customer?.latentDemands ?? []).map((d) => <Tag key={d}>{d}</Tag>),
    },
    {
      key: 'hospitalCounselorIds',
      title: t('visitorChat.counselors'),
      render: (ids: string[] | undefined) => (ids ?? []).map((id) => counselorName.get(id) ?? id).join('、'),
    },
    { key: 'receivedCount', title: t('visitorChat.received'), sortable: true },
    { key: 'sentCount', title: t('visitorChat.sent'), sortable: true },
    { key: 'isReply', title: t('visitorChat.reply'), render: (v: boolean | undefined) => t(v ? 'visitorChat.yes' : 'visitorChat.no') },
    {
      key: 'isEffective',
      title: t('visitorChat.effective'),
      render: (v: boolean | undefined) => t(v ? 'visitorChat.yes' : 'visitorChat.no'),
    },
    {
      key: 'firstMessageTime',
      title: t('visitorChat.firstMessage'),
      sortable: true,
      render: (time: string | null | undefined) => (time ? formatDateTimeMinute(time) : ''),
    },
    {
      key: 'lastMessageTime',
      title: t('visitorChat.lastMessage'),
      sortable: true,
      render: (time: string | null | undefined) => (time ? formatDateTimeMinute(time) : ''),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Link
          to={linkTo('chat', { chatId: row.chatId })}
          aria-label={t('visitorChat.openChatOf', { name: row.customer?.customerName ?? row.name })}
        >
          {t('visitorChat.openChat')}
        </Link>
      ),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('visitorChat.keyword'), placeholder: t('visitorChat.keywordHint') },
          { kind: 'dateRange', name: 'firstChat', label: t('visitorChat.firstChat') },
          { kind: 'dateRange', name: 'lastChat', label: t('visitorChat.lastChat') },
          {
            kind: 'multiSelect',
            name: 'counselors',
            label: t('visitorChat.counselor'),
            options: (counselors.data ?? []).map((c) => ({ value: c.userId, label: c.realName })),
          },
          {
            kind: 'select',
            name: 'channel',
            label: t('visitorChat.channel'),
            options: CHANNELS.map((c) => ({ value: c, label: t(`visitorChat.channel.${c}`) })),
          },
          { kind: 'select', name: 'region', label: t('visitorChat.region'), options: regions },
          { kind: 'select', name: 'city', label: t('visitorChat.city'), options: cityOptions },
          { kind: 'select', name: 'gender', label: t('visitorChat.gender'), options: enumOptions('customerGender') },
          {
            kind: 'multiSelect',
            name: 'demands',
            label: t('visitorChat.latentDemand'),
            options: (demands.data ?? []).map((d) => ({ value: d.name, label: `${d.name}（${d.category}）` })),
          },
          { kind: 'select', name: 'reply', label: t('visitorChat.reply'), options: yesNo },
          { kind: 'select', name: 'effective', label: t('visitorChat.effective'), options: yesNo },
        ]}
      />
      <CountRanges list={list} />
      <PagedTable
        id="visitor-chats"
        label={t('visitorChat.list')}
        list={list}
        query={query}
        rowKey="chatId"
        columns={columns}
        onRowClick={open}
      />
    </PageContainer>
  );
}
