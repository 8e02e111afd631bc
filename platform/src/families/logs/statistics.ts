import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';
import { runs } from '../../db/schema-engine';
import { boundsOf, viewWhere, type Scope } from './view';

const counted = (status: string) => sql<number>`count(*) filter (where ${runs.status} = ${status})`.mapWith(Number);

/** Runs per pipeline and outcome over a period (GET /log/company/process). */
export async function perPipeline(db: Db, scope: Scope, period: { start_date?: string | undefined; end_date?: string | undefined }) {
  return db
    .select({
      process_id: runs.processId,
      title: pipelines.title,
      total: sql<number>`count(*)`.mapWith(Number),
      success: counted('success'),
      failed: counted('failed'),
      filtered: counted('filtered'),
    })
    .from(runs)
    .innerJoin(pipelines, and(eq(pipelines.id, runs.processId), isNull(pipelines.deletedAt)))
    .where(viewWhere(period, scope, boundsOf(period, scope)))
    .groupBy(runs.processId, pipelines.title)
    .orderBy(desc(sql`count(*)`));
}

/** Totals, average duration and a per-day series in the company's time zone (GET /log/run/statistical). */
export async function runStatistics(
  db: Db,
  scope: Scope,
  q: { process_id?: string | undefined; start_date?: string | undefined; end_date?: string | undefined },
) {
  const where = viewWhere(q, scope, boundsOf(q, scope));
  const day = sql<string>`to_char(${runs.createdAt} at time zone ${scope.timeZone}, 'YYYY-MM-DD')`;
  const [totals, byDay] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        success: counted('success'),
        failed: counted('failed'),
        filtered: counted('filtered'),
        partial: counted('partial'),
        avg: sql<number | null>`avg(${runs.durationMs})`.mapWith((v) => (v === null ? null : Math.round(Number(v)))),
      })
      .from(runs)
      .where(where),
    db
      .select({ day, total: sql<number>`count(*)`.mapWith(Number), success: counted('success'), failed: counted('failed') })
      .from(runs)
      .where(where)
      // by position: the day expression carries the time zone as a parameter, so repeating it would not match
      .groupBy(sql`1`)
      .orderBy(sql`1`),
  ]);
  const t = totals[0];
  return {
    total: t?.total ?? 0,
    success: t?.success ?? 0,
    failed: t?.failed ?? 0,
    filtered: t?.filtered ?? 0,
    partial: t?.partial ?? 0,
    avg_duration_ms: t?.avg ?? 0,
    by_day: byDay,
  };
}
