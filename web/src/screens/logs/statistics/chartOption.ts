import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { FigureSet } from './figureSet';

/** Only the option parts of the charts and components EChart.tsx registers. */
export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | DatasetComponentOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Past this many buckets a line shows no dots (720 hours of a month would be a smear). */
const MAX_SYMBOLS = 48;

/**
 * The ECharts option of a figure set. Types only come from echarts here, so the screen's own chunk builds options
 * without loading it. The tooltip is drawn in the chart (`richText`): an HTML tooltip writes inline styles, which
 * the app's Content-Security-Policy refuses.
 */
export function toChartOption(set: FigureSet, fontFamily: string, animate: boolean): ChartOption {
  const shown = set.columns.map((column, index) => ({ column, index })).filter(({ column }) => !column.tableOnly);
  const bars = set.kind === 'stackedBars';
  const format = (value: unknown) => set.format(typeof value === 'number' ? value : null);
  return {
    animation: animate,
    textStyle: { fontFamily },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
    // one line that pages rather than wrapping into the plot on a narrow chart or in longer English names
    legend: { type: 'scroll', top: 0, left: 0, right: 0 },
    tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (value) => format(value) },
    dataset: {
      dimensions: ['axis', ...shown.map(({ column }) => column.key)],
      source: set.rows.map((row) => [row.axis, ...shown.map(({ index }) => row.values[index] ?? null)]),
    },
    xAxis: { type: 'category', axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', min: 0, ...(set.max !== undefined && { max: set.max }), axisLabel: { formatter: (value: number) => format(value) } },
    series: shown.map(({ column }) =>
      bars
        ? ({ type: 'bar', name: column.name, stack: 'runs', color: column.color, encode: { x: 'axis', y: column.key } } satisfies BarSeriesOption)
        : ({
            type: 'line',
            name: column.name,
            color: column.color,
            encode: { x: 'axis', y: column.key },
            showSymbol: set.rows.length <= MAX_SYMBOLS,
            // an empty bucket (nothing finished) is a gap, not a fall to zero
            connectNulls: false,
          } satisfies LineSeriesOption),
    ),
  };
}
