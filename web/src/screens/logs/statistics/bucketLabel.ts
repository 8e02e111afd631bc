import type { TimeBucket } from '../../../gql/graphql';

/**
 * A bucket's start as the reader's calendar shows it, in the company's zone (the platform cut the buckets there):
 * `short` for axis labels (11/22 10:00, 11/22), otherwise with the year for the data table.
 */
export function bucketDate(startIso: string, bucket: TimeBucket, language: string, timeZone: string, short: boolean): string {
  const date = new Date(startIso);
  if (Number.isNaN(date.getTime())) return startIso;
  return new Intl.DateTimeFormat(language, {
    ...(short ? {} : { year: 'numeric' }),
    month: '2-digit',
    day: '2-digit',
    ...(bucket === 'hour' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone,
  }).format(date);
}
