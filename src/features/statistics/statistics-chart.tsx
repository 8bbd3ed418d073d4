/**
 * One Apache ECharts chart, drawn in SVG. This module is the board's only import of ECharts and
 * is loaded lazily, so the chart library is a chunk of its own that the route fetches after its
 * figures (the table view never loads it). Only the charts and components the board uses are
 * registered, from ECharts' core, which keeps that chunk a fraction of the full library.
 */
import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerEcharts, type EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './statistics-chart-options.ts';

registerEcharts([LineChart, BarChart, FunnelChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export default function StatisticsChart({ option, label, height = 320 }: { option: ChartOption; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    // The layout's width changes (side menu folded, window resized) redraw the chart to fit.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={box} role="img" aria-label={label} data-testid="statistics-chart" style={{ width: '100%', height }} />;
}
