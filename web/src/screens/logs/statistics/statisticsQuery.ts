import type { RunDatePreset, TimeBucket } from '../../../gql/graphql';
import type { RunFilterValues } from '../shared/runFilterQuery';

/** The window the platform reads when a filter names none (issue 16: `runAnalytics` defaults to the last 30 days). */
const DEFAULT_ANALYTICS_PRESET: RunDatePreset = 'last30Days';

/** The statistics' own parameter beside the shared filters; 天 is the default and stays out of the address. */
const BUCKET_PARAM = 'bucket';
export const TIME_BUCKETS: readonly TimeBucket[] = ['hour', 'day', 'week'];
const DEFAULT_BUCKET: TimeBucket = 'day';

export function bucketFromQuery(params: URLSearchParams): TimeBucket {
  const value = params.get(BUCKET_PARAM);
  return (TIME_BUCKETS as readonly string[]).includes(value ?? '') ? (value as TimeBucket) : DEFAULT_BUCKET;
}

/** The address's query with this bucket, every other parameter kept. */
export function bucketToQuery(bucket: TimeBucket, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (bucket === DEFAULT_BUCKET) next.delete(BUCKET_PARAM);
  else next.set(BUCKET_PARAM, bucket);
  return next;
}

/**
 * The filters with the window the figures were computed over: the platform reads the last 30 days when the filter
 * names no window, so the date picker shows that and the links to the run list carry it — the list would otherwise
 * show every run ever, and its count would not be the one clicked.
 */
export function withDefaultWindow(filter: RunFilterValues): RunFilterValues {
  return filter.datePreset || filter.startDate || filter.endDate ? filter : { ...filter, datePreset: DEFAULT_ANALYTICS_PRESET };
}
