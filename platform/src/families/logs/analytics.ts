import { AppError, analyticsWindow, ERRORS, monthInZone, planLimits, type RunWindow, type TimeBucket } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';
import { runSteps, runs } from '../../db/schema-engine';
import { runsBetween } from '../billing/usage';
import { countsOf, isoText, percentilesOf, rowsOf, runAggregates, successRate, type AggregateRow } from './analytics-sql';
import { viewWhere, type RunView, type Scope } from './view';

export interface AnalyticsScope extends Scope {
  plan: string;
}

/** The statistics' window of a view (the last 30 days unless it names one) with its time zone, as replies carry it. */
function windowOf(view: RunView, scope: Scope, now: Date): RunWindow & { from_iso: string; to_iso: string } {
  const window = analyticsWindow(view, now, scope.timeZone);
  return { ...window, from_iso: window.from.toISOString(), to_iso: window.to.toISOString() };
}

/** POST /log/analytics/summary: counts by status, success rate, duration percentiles, and the month's quota. */
export async function analyticsSummary(db: Db, scope: AnalyticsScope, view: RunView, now = new Date()) {
  const window = windowOf(view, scope, now);
  const month = monthInZone(now, scope.timeZone);
  const [[row], used] = await Promise.all([
    rowsOf<AggregateRow>(db, sql`select ${runAggregates} from ${runs} where ${viewWhere(view, scope, window)}`),
    runsBetween(db, scope.companyId, month.start, month.end),
  ]);
  const r = row!;
  return {
    from: window.from_iso,
    to: window.to_iso,
    time_zone: scope.timeZone,
    totals: countsOf(r),
    success_rate: successRate(r),
    durations: { count: r.duration_count, avg_ms: r.avg_ms, ...percentilesOf(r), max_ms: r.max_ms },
    quota: { month: month.key, used, limit: planLimits(scope.plan).maxRunsPerMonth, plan: scope.plan },
  };
}

const BUCKET_MS: Record<TimeBucket, number> = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000 };
/** Bars one series may have: an hour's for 93 days, a day's or a week's for about ten years. */
const MAX_BUCKETS: Record<TimeBucket, number> = { hour: 24 * 93, day: 3_660, week: 530 };
const BUCKET_NAMES: Record<TimeBucket, string> = { hour: '小时', day: '天', week: '周' };

/** A window too wide for its bucket is refused, naming the field (a year of hours would be 8,760 bars). */
function checkBuckets(window: RunWindow, bucket: TimeBucket): void {
  const bars = Math.ceil((window.to.getTime() - window.from.getTime()) / BUCKET_MS[bucket]);
  if (bars <= MAX_BUCKETS[bucket]) return;
  const message = `按${BUCKET_NAMES[bucket]}统计最多 ${MAX_BUCKETS[bucket]} 个时间段，请缩短时间范围或放大时间粒度`;
  throw new AppError('BAD_REQUEST', `${ERRORS.BAD_REQUEST.msg}：bucket ${message}`, { issues: [{ path: 'bucket', message }] });
}

type BucketRow = AggregateRow & { start: string };

/**
 * POST /log/analytics/series: the view's runs per bucket of the company zone (`date_trunc` of the local time; weeks
 * start on Monday), every bucket of the window present — empty ones with zero counts.
 */
export async function analyticsSeries(db: Db, scope: Scope, view: RunView, bucket: TimeBucket, now = new Date()) {
  const window = windowOf(view, scope, now);
  checkBuckets(window, bucket);
  const zone = scope.timeZone;
  const local = (instant: string) => sql`date_trunc(${bucket}, ${instant}::timestamptz at time zone ${zone})`;
  const step = sql`${`1 ${bucket}`}::interval`;
  // one aggregate per bucket over its slice of the index (a range of created_at), instead of sorting the window's
  // runs by bucket for a GROUP BY: half the time over 270,000 runs, and a bucket without runs still answers its row
  const rows = await rowsOf<BucketRow>(
    db,
    sql`select ${isoText(sql`(g.bucket at time zone ${zone})`)} as start, agg.*
      from generate_series(${local(window.from_iso)}, ${local(new Date(window.to.getTime() - 1).toISOString())}, ${step}) as g(bucket)
      cross join lateral (
        select ${runAggregates} from ${runs}
        where ${viewWhere(view, scope, window)}
          and ${runs.createdAt} >= (g.bucket at time zone ${zone}) and ${runs.createdAt} < ((g.bucket + ${step}) at time zone ${zone})
      ) as agg
      order by g.bucket`,
  );
  const list = rows.map((r) => ({
    start: r.start,
    total: r.total,
    success: r.success,
    failed: r.failed,
    filtered: r.filtered,
    partial: r.partial,
    cancelled: r.cancelled,
    success_rate: successRate(r),
    ...percentilesOf(r),
  }));
  // a local hour skipped by daylight saving names the same instant as the next one (and is always empty): keep one
  const series: typeof list = [];
  for (const b of list) {
    const last = series.at(-1);
    if (last?.start !== b.start) series.push(b);
    else if (b.total > last.total) series[series.length - 1] = b;
  }
  return { from: window.from_iso, to: window.to_iso, time_zone: zone, bucket, list: series };
}

/** POST /log/analytics/failures: the view's top failing pipelines, apps (failed steps) or error messages. */
export async function analyticsFailures(db: Db, scope: Scope, view: RunView, kind: 'pipelines' | 'apps' | 'errors', limit: number, now = new Date()) {
  const window = windowOf(view, scope, now);
  const where = viewWhere(view, scope, window);
  if (kind === 'pipelines') {
    const rows = await rowsOf<{ process_id: string; title: string | null; failed: number; total: number; last_failed_at: string | null }>(
      db,
      sql`with top as (
        select ${runs.processId} as process_id, (count(*) filter (where ${runs.status} = 'failed'))::int as failed, count(*)::int as total,
          max(${runs.createdAt}) filter (where ${runs.status} = 'failed') as last_failed_at
        from ${runs} where ${where} group by 1 having count(*) filter (where ${runs.status} = 'failed') > 0
        order by 2 desc, 1 limit ${limit}
      )
      select top.process_id::text as process_id, ${pipelines.title} as title, top.failed, top.total, ${isoText(sql`top.last_failed_at`)} as last_failed_at
      from top left join ${pipelines} on ${pipelines.id} = top.process_id and ${pipelines.companyId} = ${scope.companyId}
      order by top.failed desc, top.process_id`,
    );
    return { kind, list: rows.map((r) => ({ ...r, title: r.title ?? '' })) };
  }
  if (kind === 'apps') {
    const list = await rowsOf<{ app_id: string; failed_steps: number; runs: number }>(
      db,
      // a step starts after its run was created; the hour's margin covers clocks of different processes, and the
      // bound lets the failed steps' index (company, started_at) skip the company's older failures
      sql`select ${runSteps.appId} as app_id, count(*)::int as failed_steps, count(distinct ${runSteps.runId})::int as runs
        from ${runSteps} join ${runs} on ${runs.id} = ${runSteps.runId}
        where ${runSteps.companyId} = ${scope.companyId} and ${runSteps.status} = 'failed'
          and ${runSteps.startedAt} >= ${new Date(window.from.getTime() - 3_600_000).toISOString()}::timestamptz and ${where}
        group by 1 order by 2 desc, 1 limit ${limit}`,
    );
    return { kind, list };
  }
  const list = await rowsOf<{ message: string; count: number; last_seen_at: string; last_log_id: string }>(
    db,
    sql`select coalesce(${runs.error}, '') as message, count(*)::int as count, ${isoText(sql`max(${runs.createdAt})`)} as last_seen_at,
        ((array_agg(${runs.id} order by ${runs.createdAt} desc, ${runs.id} desc))[1])::text as last_log_id
      from ${runs} where ${where} and ${runs.status} = 'failed' group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return { kind, list };
}
