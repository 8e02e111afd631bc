import type { ModelMetric, TrainingPhase, TrainingStatus } from '../../../gql/graphql';

/** A training that has not ended yet: the screens poll it and offer to cancel it. */
export function isUnfinished(status: TrainingStatus): boolean {
  return status === 'QUEUED' || status === 'RUNNING';
}

/**
 * How far a training is, 0–100, for the progress bar: reading the rows is the first tenth, the trees the next
 * 85 %, measuring and saving the rest (the trees are nearly all of the time on any table).
 */
export function progressPercent(p: { phase: TrainingPhase; rowsRead: number; rowsTotal: number; treesBuilt: number; treesTotal: number }): number {
  switch (p.phase) {
    case 'QUEUED':
    case 'PREPARING':
      return p.phase === 'QUEUED' ? 0 : 10;
    case 'READING':
      return p.rowsTotal > 0 ? Math.round((10 * Math.min(p.rowsRead, p.rowsTotal)) / p.rowsTotal) : 0;
    case 'TRAINING':
      return 10 + Math.round((85 * p.treesBuilt) / Math.max(p.treesTotal, 1));
    case 'EVALUATING':
    case 'SAVING':
      return 97;
    case 'DONE':
      return 100;
  }
}

/** A held-out figure as people read it: accuracy in per cent, RMSE as a number of the predicted field's unit. */
export function metricValue(metric: ModelMetric, value: number, language: string): string {
  const format = (n: number, digits: number) => n.toLocaleString(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return metric === 'ACCURACY' ? `${format(value * 100, 1)}%` : format(value, 3);
}

/**
 * How much better than the baseline, in the metric's own terms: accuracy in percentage points, RMSE as the share
 * of the baseline's error taken away. Negative when the model does worse.
 */
export function gainOverBaseline(metric: ModelMetric, value: number, baseline: number): number {
  if (metric === 'ACCURACY') return Math.round((value - baseline) * 1000) / 10;
  return baseline === 0 ? 0 : Math.round(((baseline - value) / baseline) * 1000) / 10;
}
