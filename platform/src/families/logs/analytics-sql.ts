import { RUN_STATUSES } from '@huiliu/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { runs } from '../../db/schema-engine';

/**
 * Pieces of the statistics' SQL (issue 16). Everything is computed by the database: counts with FILTER, exact duration
 * percentiles with percentile_cont (one sort for the three), time buckets with date_trunc in the company's zone.
 * Values come back as plain text and int4 / float8, which both drivers read alike.
 */

/** The rows of a raw query (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An instant as ISO-8601 UTC text, as the contract's `timestamp` reads it. */
export const isoText = (instant: SQL | SQL.Aliased | typeof runs.createdAt): SQL =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const PERCENTILES = [0.5, 0.95, 0.99] as const;

/** Counts by status (FILTER) and the duration aggregates over the runs in FROM; `p` is [p50, p95, p99]. */
export const runAggregates = sql.join(
  [
    sql`count(*)::int as total`,
    ...RUN_STATUSES.map((status) => sql`(count(*) filter (where ${runs.status} = ${status}))::int as ${sql.identifier(status)}`),
    sql`count(${runs.durationMs})::int as duration_count`,
    sql`avg(${runs.durationMs})::float8 as avg_ms`,
    sql`max(${runs.durationMs}) as max_ms`,
    // exact percentiles; NULL durations (unfinished runs) are ignored by the ordered-set aggregate
    sql`percentile_cont(array[${sql.raw(PERCENTILES.join(','))}]::float8[]) within group (order by ${runs.durationMs}) as p`,
  ],
  sql`, `,
);

export interface AggregateRow {
  total: number;
  queued: number;
  running: number;
  success: number;
  filtered: number;
  failed: number;
  partial: number;
  cancelled: number;
  duration_count: number;
  avg_ms: number | null;
  max_ms: number | null;
  p: unknown;
}

/** A float8[] as the drivers hand it: an array, or its text form `{1,2.5,3}`. */
function numbers(value: unknown): Array<number | null> {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : [];
  return PERCENTILES.map((_, i) => (list[i] === undefined || list[i] === null || list[i] === 'NULL' ? null : Number(list[i])));
}

/** success / finished runs (every status but queued and running); null when none finished. */
export function successRate(row: Pick<AggregateRow, 'total' | 'success'> & Partial<Pick<AggregateRow, 'queued' | 'running'>>): number | null {
  const finished = row.total - (row.queued ?? 0) - (row.running ?? 0);
  return finished > 0 ? row.success / finished : null;
}

export function percentilesOf(row: Pick<AggregateRow, 'p'>) {
  const [p50, p95, p99] = numbers(row.p);
  return { p50_ms: p50 ?? null, p95_ms: p95 ?? null, p99_ms: p99 ?? null };
}

/** The contract's RunCounts of a row. */
export function countsOf(row: AggregateRow) {
  const { total, success, failed, filtered, partial, cancelled, queued, running } = row;
  return { total, success, failed, filtered, partial, cancelled, queued, running };
}
