import type { RunAnalyticsSeriesQuery } from '../../../gql/graphql';
import { theme } from '../../../theme';
import type { FigureColumn, FigureRow, FigureSet } from './figureSet';
import { statusChartColor } from './statusColors';

type Bucket = RunAnalyticsSeriesQuery['runAnalytics']['series'][number];

/** The words and formats the figures are written with, in the reader's language. */
export interface FigureWords {
  titles: { runs: string; successRate: string; durations: string };
  status(status: (typeof STACKED)[number]): string;
  total: string;
  /** Where a bucket has nothing to measure. */
  none: string;
  axisTime(start: string): string;
  tableTime(start: string): string;
  count(value: number): string;
  percent(ratio: number | null): string;
  duration(ms: number | null): string;
}

/** Bottom to top: successes first, so the failures sit where the eye lands on a bar. */
const STACKED = ['success', 'failed', 'partial', 'filtered', 'cancelled'] as const;

function rowsOf(series: readonly Bucket[], words: FigureWords, values: (bucket: Bucket) => (number | null)[]): FigureRow[] {
  return series.map((bucket) => ({ axis: words.axisTime(bucket.start), time: words.tableTime(bucket.start), values: values(bucket) }));
}

/** Runs per bucket by status (stacked bars) with the bucket's total in the table. */
export function runFigures(series: readonly Bucket[], words: FigureWords): FigureSet {
  const columns: FigureColumn[] = [
    ...STACKED.map((status) => ({ key: status, name: words.status(status), color: statusChartColor(status) })),
    { key: 'total', name: words.total, color: theme.colorNeutralForeground1, tableOnly: true },
  ];
  return {
    title: words.titles.runs,
    kind: 'stackedBars',
    columns,
    rows: rowsOf(series, words, (b) => [...STACKED.map((status) => b[status]), b.total]),
    format: (value) => (value === null ? words.none : words.count(value)),
  };
}

/** The share of each bucket's finished runs that succeeded (0…1), empty where none finished. */
export function successRateFigures(series: readonly Bucket[], words: FigureWords): FigureSet {
  return {
    title: words.titles.successRate,
    kind: 'lines',
    columns: [{ key: 'successRate', name: words.titles.successRate, color: statusChartColor('success') }],
    rows: rowsOf(series, words, (b) => [b.successRate ?? null]),
    format: (value) => words.percent(value),
    max: 1,
  };
}

/** The 50th, 95th and 99th percentile of each bucket's finished runs' durations. */
export function durationFigures(series: readonly Bucket[], words: FigureWords): FigureSet {
  return {
    title: words.titles.durations,
    kind: 'lines',
    columns: [
      { key: 'p50', name: 'P50', color: theme.colorBrandForeground1 },
      { key: 'p95', name: 'P95', color: theme.colorPaletteDarkOrangeForeground1 },
      { key: 'p99', name: 'P99', color: theme.colorPaletteBerryForeground1 },
    ],
    rows: rowsOf(series, words, (b) => [b.p50Ms ?? null, b.p95Ms ?? null, b.p99Ms ?? null]),
    format: (value) => words.duration(value),
  };
}
