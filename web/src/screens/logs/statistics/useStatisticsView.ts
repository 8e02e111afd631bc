import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { TimeBucket } from '../../../gql/graphql';
import type { RunFilterValues } from '../shared/runFilterQuery';
import { useRunFilterQuery } from '../shared/useRunFilterQuery';
import { bucketFromQuery, bucketToQuery } from './statisticsQuery';

export interface StatisticsView {
  /** The filters as the address names them (no window: the platform's last 30 days). */
  filter: RunFilterValues;
  bucket: TimeBucket;
  /** Changes the filters (the run list's rules: a preset clears the range and back); the bucket stays. */
  setFilter(patch: Partial<RunFilterValues>): void;
  setBucket(bucket: TimeBucket): void;
}

/**
 * The statistics' view lives in the address only: the run list's filters under the list's names (useRunFilterQuery),
 * so a view can be shared and the list opens on the same runs, plus the bucket. Changes replace the history entry: a
 * back press leaves the screen instead of stepping through every keystroke of the keyword.
 */
export function useStatisticsView(): StatisticsView {
  const { filters, setFilters } = useRunFilterQuery();
  const [params, setParams] = useSearchParams();
  const bucket = bucketFromQuery(params);
  const setBucket = useCallback((next: TimeBucket) => setParams((current) => bucketToQuery(next, current), { replace: true }), [setParams]);
  return { filter: filters, bucket, setFilter: setFilters, setBucket };
}
