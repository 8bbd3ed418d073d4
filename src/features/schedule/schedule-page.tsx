/**
 * `/schedule`: the month's schedule of the hospital's approved doctors and its staff (the main
 * account and the sub-accounts) — one row per person, tagged Doctor or Staff and filterable by that
 * kind, one column per day, each cell the shift (and its hours on hover) — with the month in the
 * address, the sheet to download and an upload with a preview and per-row errors before anything
 * is saved.
 */
import { DatePicker, Flex, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { downloadSchedule, useGetScheduleList } from '@generated/main/schedule/schedule';
import { SchedulePersonType, type ScheduleDay, type SchedulePersonRow } from '@generated/main/model';
import { enumEntry, enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ScheduleUploadButton } from './schedule-upload-button.tsx';
import { scheduleTexts } from './schedule-texts.ts';
import { platformTodayText } from '@/lib/dates/platform-time.ts';

const FILTERS = { keyword: parseAsString, month: parseAsString, kind: parseAsNumberLiteral(Object.values(SchedulePersonType)) };
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month's first and last dates ('yyyy-MM-dd'). */
export function monthRange(month: string): { startDate: string; endDate: string; days: string[] } {
  const first = dayjs(`${month}-01`);
  const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'));
  return { startDate: days[0] ?? '', endDate: days.at(-1) ?? '', days };
}

function ShiftCell({ day }: { day: ScheduleDay | undefined }) {
  if (!day) return null;
  const { color } = enumEntry('scheduleShift', day.shift);
  const label = enumLabel('scheduleShift', day.shift);
  if (!day.startTime) return <Tag style={{ marginInlineEnd: 0 }}>{label}</Tag>;
  // Focusable so a keyboard reaches the hours (the tooltip opens on focus) and the scrolled grid.
  return (
    <Tooltip title={`${day.startTime}–${day.endTime ?? ''}${day.remark ? ` ${day.remark}` : ''}`}>
      <Tag color={color} style={{ marginInlineEnd: 0 }} tabIndex={0}>
        {label}
      </Tag>
    </Tooltip>
  );
}

export default function SchedulePage() {
  const t = useT(scheduleTexts);
  const list = useListState(FILTERS);
  const month = list.filters.month && MONTH.test(list.filters.month) ? list.filters.month : platformTodayText().slice(0, 7);
  const { startDate, endDate, days } = monthRange(month);
  const query = useGetScheduleList({
    ...list.paging,
    startDate,
    endDate,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.kind ? { personType: list.filters.kind } : {}),
  });

  const columns: PagedTableColumn<SchedulePersonRow>[] = [
    {
      key: 'personName',
      title: t('schedule.person'),
      fixedVisible: true,
      fixed: 'left',
      width: 150,
      render: (_: unknown, row) => (
        <Flex gap={4} align="center" wrap>
          <span>{row.personName}</span>
          <EnumTag kind="schedulePersonType" value={row.personType} />
        </Flex>
      ),
    },
    ...days.map((date, i): PagedTableColumn<SchedulePersonRow> => ({
      key: date,
      title: t('schedule.day', { day: String(i + 1), weekday: dayjs(date).format('dd') }),
      fixedVisible: true,
      width: 72,
      align: 'center',
      render: (_: unknown, row) => <ShiftCell day={row.days.find((d) => d.date === date)} />,
    })),
  ];

  return (
    <PageContainer
      extra={
        <Flex gap={8} wrap>
          <DatePicker
            picker="month"
            allowClear={false}
            aria-label={t('schedule.month')}
            value={dayjs(`${month}-01`)}
            onChange={(value: Dayjs | null) => value && list.setFilters({ month: value.format('YYYY-MM') })}
          />
          <ExportButton
            fileName={t('schedule.fileName', { month })}
            download={(options) => downloadSchedule({ startDate, endDate }, options)}
          >
            {t('schedule.download')}
          </ExportButton>
          <ScheduleUploadButton />
        </Flex>
      }
    >
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('schedule.search') },
          { kind: 'select', name: 'kind', label: t('schedule.kind'), options: enumOptions('schedulePersonType') },
        ]}
      />
      <PagedTable
        id="schedule"
        label={t('schedule.grid')}
        list={list}
        query={query}
        // A doctor's id and an account's id may coincide: the kind is part of the key.
        rowKey={(row) => `${row.personType}-${row.personId}`}
        columns={columns}
      />
    </PageContainer>
  );
}
