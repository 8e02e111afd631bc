import { csvId, toCsv, type CsvCell, type TimeBucket } from '@huiliu/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';
import { runs } from '../../db/schema-engine';
import { analyticsSeries, analyticsSummary, type AnalyticsScope } from './analytics';
import { boundsOf, viewWhere, type RunView, type Scope } from './view';

/** Rows one runs export holds (issue 16); more matching rows are cut and the reply says `truncated`. */
export const EXPORT_MAX_ROWS = 50_000;

/** 'YYYY-MM-DD HH:mm' of an instant in a time zone. */
function localMinute(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

const compact = (local: string) => local.replace(/[-: ]/g, '');

/** The company zone's time as SQL text, to the second (what the run log shows). */
const zoned = (column: typeof runs.createdAt | typeof runs.startedAt | typeof runs.finishedAt, timeZone: string) =>
  sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

/** The view's runs, newest first, as the list filters them (no window unless the view names one). */
export async function exportRuns(db: Db, scope: Scope, view: RunView, now = new Date()) {
  const zone = scope.timeZone;
  const rows = await db
    .select({
      id: runs.id,
      processId: runs.processId,
      title: pipelines.title,
      status: runs.status,
      triggerType: runs.triggerType,
      createdAt: zoned(runs.createdAt, zone),
      startedAt: zoned(runs.startedAt, zone),
      finishedAt: zoned(runs.finishedAt, zone),
      durationMs: runs.durationMs,
      stepCount: runs.stepCount,
      attempt: runs.attempt,
      error: runs.error,
      parentRunId: runs.parentRunId,
    })
    .from(runs)
    .leftJoin(pipelines, eq(pipelines.id, runs.processId))
    .where(viewWhere(view, scope, boundsOf(view, scope, now)))
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(EXPORT_MAX_ROWS + 1);
  const truncated = rows.length > EXPORT_MAX_ROWS;
  const kept = truncated ? rows.slice(0, EXPORT_MAX_ROWS) : rows;
  const header = [
    '运行ID',
    '流程ID',
    '流程名称',
    '状态',
    '触发方式',
    `创建时间（${zone}）`,
    '开始时间',
    '结束时间',
    '耗时（毫秒）',
    '步骤数',
    '尝试次数',
    '错误',
    '原运行ID',
  ];
  const cells = kept.map((r): CsvCell[] => [
    csvId(r.id),
    csvId(r.processId),
    r.title ?? '',
    r.status,
    r.triggerType,
    r.createdAt,
    r.startedAt,
    r.finishedAt,
    r.durationMs,
    r.stepCount,
    r.attempt,
    r.error,
    csvId(r.parentRunId),
  ]);
  return {
    file_name: `runs-${compact(localMinute(now.toISOString(), zone))}.csv`,
    content: toCsv(header, cells),
    rows: cells.length,
    truncated,
  };
}

const round = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));

/** The view's series (one row per bucket, empty ones included) and a total row from the summary. */
export async function exportSeries(db: Db, scope: AnalyticsScope, view: RunView, bucket: TimeBucket, now = new Date()) {
  const [series, summary] = await Promise.all([analyticsSeries(db, scope, view, bucket, now), analyticsSummary(db, scope, view, now)]);
  const zone = scope.timeZone;
  const header = [
    `时间段开始（${zone}）`,
    '总数',
    '成功',
    '失败',
    '已过滤',
    '部分成功',
    '已取消',
    '成功率',
    'P50 耗时（毫秒）',
    'P95 耗时（毫秒）',
    'P99 耗时（毫秒）',
  ];
  const row = (label: string, b: Omit<(typeof series.list)[number], 'start'>): CsvCell[] => [
    label,
    b.total,
    b.success,
    b.failed,
    b.filtered,
    b.partial,
    b.cancelled,
    round(b.success_rate, 4),
    round(b.p50_ms, 1),
    round(b.p95_ms, 1),
    round(b.p99_ms, 1),
  ];
  const { totals, durations } = summary;
  const total = row('合计', {
    ...totals,
    success_rate: summary.success_rate,
    p50_ms: durations.p50_ms,
    p95_ms: durations.p95_ms,
    p99_ms: durations.p99_ms,
  });
  const cells = [...series.list.map((b) => row(localMinute(b.start, zone), b)), total];
  const days = `${compact(localMinute(series.from, zone)).slice(0, 8)}-${compact(localMinute(new Date(Date.parse(series.to) - 1).toISOString(), zone)).slice(0, 8)}`;
  return { file_name: `run-analytics-${bucket}-${days}.csv`, content: toCsv(header, cells), rows: cells.length, truncated: false };
}
