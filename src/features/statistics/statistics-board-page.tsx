/**
 * `/statistics/board`: how the clinic is doing over a date range — the overview figures against
 * the previous range of the same length, the trends by day, week or month, the conversion funnel
 * (received → followed → appointed → met → dealt) and the counselor ranking with its export.
 *
 * Every number is the platform's, computed from the orders dispatched in the range (so 'orders
 * received' equals the order list's total for the same dispatch dates). The range, the trend's
 * unit, the view and the ranking's metric live in the address. Charts are Apache ECharts in a
 * lazily loaded chunk; the table view shows the same numbers as tables (for screen readers and
 * copying) and never loads the chart library.
 */
import { Alert, Button, DatePicker, Flex, Segmented, theme } from 'antd';
import dayjs from 'dayjs';
import { parseAsStringLiteral } from 'nuqs';
import { lazy, Suspense, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  exportStatisticsStaffRanking,
  useGetStatisticsOverview,
  useGetStatisticsStaffRanking,
  useGetStatisticsTrend,
} from '@generated/main/statistics/statistics';
import type {
  StatisticsGranularity,
  StatisticsMetrics,
  StatisticsOverview,
  StatisticsRankField,
  StatisticsStaffRank,
  StatisticsTrendPoint,
} from '@generated/main/model';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange, type DateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { LoadingBlock, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { funnelOption, trendOption } from './statistics-chart-options.ts';
import { DEFAULT_PRESET, MAX_RANGE_DAYS, PRESETS, presetOf, presetRange, rangeDays } from './statistics-range.ts';
import { statisticsTexts } from './statistics-texts.ts';

const StatisticsChart = lazy(() => import('./statistics-chart.tsx'));

type T = TFor<typeof statisticsTexts>;

const UNITS = ['day', 'week', 'month'] as const satisfies readonly StatisticsGranularity[];
const VIEWS = ['chart', 'table'] as const;
const RANK_FIELDS = ['dealAmount', 'dispatchCount', 'followRate', 'meetRate', 'dealRate'] as const satisfies readonly StatisticsRankField[];

/** What the board keeps in the address: `?range=2026-11-01~2026-11-30&unit=week&view=table&rankBy=dealRate`. */
const FILTERS = {
  range: parseAsDateRange,
  unit: parseAsStringLiteral(UNITS),
  view: parseAsStringLiteral(VIEWS),
  rankBy: parseAsStringLiteral(RANK_FIELDS),
};

/** The staff of a clinic are a few dozen at most: the ranking shows (and exports) them all. */
const RANKING_LIMIT = 100;

/** A unit that keeps the trend readable for the range when none is chosen. */
const defaultUnit = (days: number): StatisticsGranularity => (days <= 31 ? 'day' : days <= 120 ? 'week' : 'month');

const STAGES = ['dispatchCount', 'followCount', 'appointCount', 'meetCount', 'dealCount'] as const;
type Stage = (typeof STAGES)[number];

const formatCount = (value: number) => value.toLocaleString('zh-CN');
const formatYuan = (t: T, value: number) =>
  t('statistics.yuan', { value: value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
const formatMinutes = (t: T, value: number | null | undefined) =>
  value === null || value === undefined ? t('statistics.noResponse') : t('statistics.minutes', { value });
const formatPercent = (value: number) => `${value.toFixed(2)}%`;

// ---- small parts ------------------------------------------------------------------------------

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const id = `statistics-${title.replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        marginBottom: token.margin,
      }}
    >
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: token.marginSM }}>
        <h2 id={id} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {title}
        </h2>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

/** A plain, copyable table of numbers (antd's Table is for paged lists; this one is small). */
function NumberTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: `${token.paddingXS}px ${token.paddingSM}px`, borderBottom: `1px solid ${token.colorSplit}` };
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
        <caption style={{ textAlign: 'left', color: token.colorTextSecondary, paddingBottom: token.paddingXS }}>{caption}</caption>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            {head.map((h, i) => (
              <th key={h} scope="col" style={{ ...cell, textAlign: i === 0 ? 'left' : 'right', fontWeight: 600 }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((value, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                    {value}
                  </th>
                ) : (
                  <td key={i} style={{ ...cell, textAlign: 'right' }}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Chart(props: { option: Parameters<typeof StatisticsChart>[0]['option']; label: string; height?: number }) {
  return (
    <Suspense fallback={<LoadingBlock rows={6} />}>
      <StatisticsChart {...props} />
    </Suspense>
  );
}

// ---- the range --------------------------------------------------------------------------------

function RangeBar({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const t = useT(statisticsTexts);
  const active = presetOf(range);
  return (
    <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <div role="group" aria-label={t('statistics.presets')} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            type={active === preset ? 'primary' : 'default'}
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset))}
          >
            {t(`statistics.${preset}`)}
          </Button>
        ))}
      </div>
      <DatePicker.RangePicker
        id={{ start: 'statistics-range' }}
        aria-label={t('statistics.range')}
        allowClear={false}
        value={[dayjs(range[0]), dayjs(range[1])]}
        onChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange([dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')]);
        }}
      />
    </Flex>
  );
}

// ---- overview ---------------------------------------------------------------------------------

/** The change against the previous range, in words (the arrow is decoration). */
function Change({ current, previous }: { current: number; previous: number }) {
  const t = useT(statisticsTexts);
  const { token } = theme.useToken();
  if (previous === 0)
    return (
      <span style={{ color: token.colorTextSecondary }}>{current === 0 ? t('statistics.changeSame') : t('statistics.changeNew')}</span>
    );
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  if (change === 0) return <span style={{ color: token.colorTextSecondary }}>{t('statistics.changeSame')}</span>;
  const up = change > 0;
  return (
    <span style={{ color: up ? token.colorSuccessText : token.colorErrorText }}>
      <span aria-hidden="true">{up ? '▲ ' : '▼ '}</span>
      {t(up ? 'statistics.changeUp' : 'statistics.changeDown', { value: Math.abs(change) })}
    </span>
  );
}

function Figure({ label, value, change }: { label: string; value: string; change: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      role="group"
      aria-label={label}
      style={{
        flex: '1 1 160px',
        padding: token.paddingSM,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      <div style={{ color: token.colorTextSecondary }}>{label}</div>
      <div data-testid="statistics-figure" style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, margin: `${token.marginXXS}px 0` }}>
        {value}
      </div>
      <div style={{ fontSize: token.fontSizeSM }}>{change}</div>
    </div>
  );
}

function Overview({ data }: { data: StatisticsOverview }) {
  const t = useT(statisticsTexts);
  const { current: c, previous: p } = data;
  const minutes = (m: StatisticsMetrics) => m.avgFirstResponseMinutes ?? 0;
  return (
    <>
      <Flex wrap gap={12}>
        {STAGES.map((stage) => (
          <Figure
            key={stage}
            label={t(`statistics.${stage}`)}
            value={formatCount(c[stage])}
            change={<Change current={c[stage]} previous={p[stage]} />}
          />
        ))}
        <Figure
          label={t('statistics.dealAmount')}
          value={formatYuan(t, c.dealAmount)}
          change={<Change current={c.dealAmount} previous={p.dealAmount} />}
        />
        <Figure
          label={t('statistics.firstResponse')}
          value={formatMinutes(t, c.avgFirstResponseMinutes)}
          change={<Change current={minutes(c)} previous={minutes(p)} />}
        />
      </Flex>
      <p style={{ margin: '8px 0 0' }}>
        <small>{t('statistics.previous', { start: data.previousStartDate, end: data.previousEndDate })}</small>
      </p>
    </>
  );
}

// ---- trend and funnel -------------------------------------------------------------------------

function periodLabel(t: T, unit: StatisticsGranularity, period: string) {
  return unit === 'week' ? t('statistics.weekOf', { day: period }) : period;
}

function Trend({ points, unit, view }: { points: StatisticsTrendPoint[]; unit: StatisticsGranularity; view: 'chart' | 'table' }) {
  const t = useT(statisticsTexts);
  const { token } = theme.useToken();
  const periods = points.map((p) => periodLabel(t, unit, p.period));
  const option = useMemo(
    () =>
      trendOption(
        periods,
        STAGES.map((stage) => ({ name: t(`statistics.${stage}`), values: points.map((p) => p[stage]) })),
        { name: t('statistics.dealAmount'), values: points.map((p) => p.dealAmount) },
        [token.colorPrimary, token.colorInfo, token.colorWarning, token.colorSuccess, token.colorError, token.colorTextTertiary],
      ),
    // The labels follow the language; the points and unit are the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, unit, t, token],
  );
  if (view === 'chart') return <Chart option={option} label={t('statistics.chartTrend')} />;
  return (
    <NumberTable
      caption={t('statistics.trend')}
      head={[t('statistics.period'), ...STAGES.map((s) => t(`statistics.${s}`)), t('statistics.dealAmount'), t('statistics.firstResponse')]}
      rows={points.map((p, i) => [
        periods[i] ?? p.period,
        ...STAGES.map((s) => formatCount(p[s])),
        formatYuan(t, p.dealAmount),
        formatMinutes(t, p.avgFirstResponseMinutes),
      ])}
    />
  );
}

function Funnel({ metrics, view }: { metrics: StatisticsMetrics; view: 'chart' | 'table' }) {
  const t = useT(statisticsTexts);
  const { token } = theme.useToken();
  const stages = STAGES.map((stage: Stage) => ({ name: t(`statistics.${stage}`), value: metrics[stage] }));
  const option = useMemo(
    () => funnelOption(stages, [token.colorPrimary, token.colorInfo, token.colorWarning, token.colorSuccess, token.colorError]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [metrics, t, token],
  );
  if (view === 'chart') return <Chart option={option} label={t('statistics.chartFunnel')} height={280} />;
  const share = (value: number) => formatPercent(metrics.dispatchCount === 0 ? 0 : (value / metrics.dispatchCount) * 100);
  return (
    <NumberTable
      caption={t('statistics.funnel')}
      head={[t('statistics.stage'), t('statistics.count'), t('statistics.ofReceived')]}
      rows={stages.map((s) => [s.name, formatCount(s.value), share(s.value)])}
    />
  );
}

// ---- ranking ----------------------------------------------------------------------------------

const rankValue = (t: T, row: StatisticsStaffRank, field: StatisticsRankField) =>
  field === 'dealAmount'
    ? formatYuan(t, row.dealAmount)
    : field === 'dispatchCount'
      ? formatCount(row.dispatchCount)
      : formatPercent(row[field]);

function Ranking({ rows }: { rows: StatisticsStaffRank[] }) {
  const t = useT(statisticsTexts);
  if (rows.length === 0) return <Alert type="info" showIcon title={t('statistics.noRanking')} />;
  return (
    <NumberTable
      caption={t('statistics.ranking')}
      head={[
        t('statistics.rank'),
        t('statistics.counselor'),
        t('statistics.dispatchCount'),
        t('statistics.followRate'),
        t('statistics.appointCount'),
        t('statistics.meetCount'),
        t('statistics.meetRate'),
        t('statistics.dealCount'),
        t('statistics.dealRate'),
        t('statistics.dealAmount'),
        t('statistics.firstResponse'),
      ]}
      rows={rows.map((r) => [
        r.rank,
        r.staffName,
        formatCount(r.dispatchCount),
        rankValue(t, r, 'followRate'),
        formatCount(r.appointCount),
        formatCount(r.meetCount),
        rankValue(t, r, 'meetRate'),
        formatCount(r.dealCount),
        rankValue(t, r, 'dealRate'),
        rankValue(t, r, 'dealAmount'),
        formatMinutes(t, r.avgFirstResponseMinutes),
      ])}
    />
  );
}

// ---- the page ---------------------------------------------------------------------------------

export default function StatisticsBoardPage() {
  const t = useT(statisticsTexts);
  const list = useListState(FILTERS);
  const range = list.filters.range ?? presetRange(DEFAULT_PRESET);
  const days = rangeDays(range);
  const unit = list.filters.unit ?? defaultUnit(days);
  const view = list.filters.view ?? 'chart';
  const rankBy = list.filters.rankBy ?? 'dealAmount';
  const tooLong = days > MAX_RANGE_DAYS;
  const query = { startDate: range[0], endDate: range[1] };
  const enabled = !tooLong;
  const overview = useGetStatisticsOverview(query, { query: { enabled, select: (answer) => answer.data } });
  const trend = useGetStatisticsTrend({ ...query, granularity: unit }, { query: { enabled, select: (answer) => answer.data } });
  const rankingRequest = { ...query, rankBy, page: 1, limit: RANKING_LIMIT };
  const ranking = useGetStatisticsStaffRanking(rankingRequest, { query: { enabled, select: (answer) => answer.data } });

  const segmented = <V extends string>(
    label: string,
    value: V,
    options: readonly V[],
    onChange: (v: V) => void,
    name: (v: V) => string,
  ) => (
    <div role="group" aria-label={label}>
      <Segmented<V> value={value} options={options.map((o) => ({ value: o, label: name(o) }))} onChange={onChange} />
    </div>
  );

  return (
    <PageContainer
      extra={segmented(
        t('statistics.view'),
        view,
        VIEWS,
        (v) => list.setFilters({ view: v === 'chart' ? null : v }),
        (v) => t(v === 'chart' ? 'statistics.chartView' : 'statistics.tableView'),
      )}
    >
      <RangeBar range={range} onChange={(next) => list.setFilters({ range: next, unit: null })} />
      {tooLong ? (
        <Alert type="error" showIcon title={t('statistics.tooLong', { days: MAX_RANGE_DAYS })} />
      ) : (
        <>
          <Section title={t('statistics.overview')}>
            <QueryBoundary query={overview} rows={4}>
              {(data) => <Overview data={data} />}
            </QueryBoundary>
          </Section>
          <Section
            title={t('statistics.trend')}
            extra={segmented(
              t('statistics.granularity'),
              unit,
              UNITS,
              (v) => list.setFilters({ unit: v }),
              (v) => t(`statistics.${v}`),
            )}
          >
            <QueryBoundary query={trend} rows={6}>
              {(data) => <Trend points={data.points} unit={data.granularity} view={view} />}
            </QueryBoundary>
          </Section>
          <Section title={t('statistics.funnel')}>
            <QueryBoundary query={overview} rows={4}>
              {(data) => <Funnel metrics={data.current} view={view} />}
            </QueryBoundary>
          </Section>
          <Section
            title={t('statistics.ranking')}
            extra={
              <Flex gap={8} wrap align="center">
                {segmented(
                  t('statistics.rankBy'),
                  rankBy,
                  RANK_FIELDS,
                  (v) => list.setFilters({ rankBy: v }),
                  (v) => t(v === 'dispatchCount' ? 'statistics.dispatchCount' : `statistics.${v}`),
                )}
                <ExportButton
                  fileName={t('statistics.exportFile')}
                  disabled={!ranking.data || ranking.data.total === 0}
                  download={(request) => exportStatisticsStaffRanking(rankingRequest, request)}
                >
                  {t('statistics.exportRanking')}
                </ExportButton>
              </Flex>
            }
          >
            <QueryBoundary query={ranking} rows={5}>
              {(data) => <Ranking rows={data.list} />}
            </QueryBoundary>
          </Section>
        </>
      )}
    </PageContainer>
  );
}
