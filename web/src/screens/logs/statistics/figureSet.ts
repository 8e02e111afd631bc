/**
 * What one chart shows, as figures: the chart and its 数据表 are both drawn from it, so the table a screen reader
 * reads holds exactly the numbers of the picture.
 */
export interface FigureSet {
  /** The chart's visible title (also the table's name). */
  title: string;
  /** Runs stack their statuses as bars; rates and durations are lines. */
  kind: 'stackedBars' | 'lines';
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** A figure as the axis, the tooltip and the table write it ('95.2%', '1.2 秒'). */
  format(value: number | null): string;
  /** The value axis's fixed top (a rate's 100 %); free when absent. */
  max?: number;
}

export interface FigureColumn {
  key: string;
  name: string;
  /** The series colour (the run-log badge's for a status). */
  color: string;
  /** A column of the table that the chart leaves out (合计: the bars' height already says it). */
  tableOnly?: boolean;
}

export interface FigureRow {
  /** The bucket's start as the axis writes it (11/22 10:00). */
  axis: string;
  /** The same start in full, for the table (2026/11/22 10:00, 2026/11/17 起一周). */
  time: string;
  /** One per column, in the columns' order; null where there is nothing to measure (no finished run). */
  values: readonly (number | null)[];
}
