/**
 * The board's chart options as plain data (no ECharts import: only types), so the page builds
 * them from the figures it already has and the chart chunk stays the one place ECharts lives.
 */
import type { BarSeriesOption, FunnelSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | FunnelSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface NamedSeries {
  name: string;
  values: number[];
}

/** Counts as lines over the periods, the deal amount as bars on a second axis. */
export function trendOption(periods: string[], counts: NamedSeries[], amount: NamedSeries, colors: string[]): ChartOption {
  return {
    color: colors,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 64, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: periods },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', splitLine: { show: false } },
    ],
    series: [
      ...counts.map((s): LineSeriesOption => ({ type: 'line', name: s.name, data: s.values, smooth: true, symbolSize: 6 })),
      { type: 'bar', name: amount.name, data: amount.values, yAxisIndex: 1, barMaxWidth: 24, itemStyle: { opacity: 0.35 } },
    ],
  };
}

/** The stages as a funnel, widest first, each labelled with its count. */
export function funnelOption(stages: { name: string; value: number }[], colors: string[]): ChartOption {
  const max = Math.max(1, ...stages.map((s) => s.value));
  return {
    color: colors,
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        min: 0,
        max,
        minSize: '8%',
        gap: 2,
        left: '10%',
        width: '80%',
        label: { show: true, position: 'inside', formatter: '{b} {c}' },
        data: stages,
      },
    ],
  };
}
