import { PAGE_SIZE, RUN_DATE_PRESETS, RUN_STATUSES, STEP_STATUSES, TIME_BUCKETS, TRIGGER_TYPES } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { batchIds, count, day, id, idList, idString, json, paging, timestamp } from './fields';

const BASE = '/v1/api/log';

/** One run of a pipeline (docs/rest-contract-engine.md `Run`); `log_id` is the run's id. */
export const Run = z.strictObject({
  log_id: id,
  process_id: id,
  process_title: z.string(),
  version_id: id.nullable(),
  status: z.enum(RUN_STATUSES),
  trigger_type: z.enum(TRIGGER_TYPES),
  accept_id: id.nullable(),
  error: z.string().nullable(),
  failed_step_uuid: z.string().nullable(),
  attempt: z.number().int(),
  parent_log_id: id.nullable(),
  step_count: count,
  created_at: timestamp,
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  duration_ms: z.number().int().nullable(),
});
export type Run = z.output<typeof Run>;

/** One execution of a step in a run (every loop iteration and branch has its own). */
export const RunStep = z.strictObject({
  id,
  log_id: id,
  step_uuid: z.string(),
  step_number: z.number().int(),
  app_id: z.string(),
  app_name: z.string(),
  action_id: z.string(),
  title: z.string(),
  status: z.enum(STEP_STATUSES),
  input: json,
  output: json,
  error: z.string().nullable(),
  branch: z.string().nullable(),
  switch_uuid: z.string().nullable(),
  loop_index: z.number().int().nullable(),
  attempts: z.number().int(),
  started_at: timestamp,
  duration_ms: z.number().int(),
});
export type RunStep = z.output<typeof RunStep>;

/** POST /log/detail: the run with its steps and the data that triggered it. */
export const RunDetail = Run.extend({ steps: z.array(RunStep), trigger_data: json });

export const LoopCount = z.strictObject({ count, success: count, failed: count });
export const RunPipelineOption = z.strictObject({ process_id: id, title: z.string() });
export const PipelineRunStats = RunPipelineOption.extend({ total: count, success: count, failed: count, filtered: count });
export const RunStatistics = z.strictObject({
  total: count,
  success: count,
  failed: count,
  filtered: count,
  partial: count,
  avg_duration_ms: z.number().int(),
  by_day: z.array(z.strictObject({ day: z.iso.date(), total: count, success: count, failed: count })),
});

/** Runs by status. */
export const RunCounts = z.strictObject({
  total: count,
  success: count,
  failed: count,
  filtered: count,
  partial: count,
  cancelled: count,
  queued: count,
  running: count,
});
const ms = z.number().min(0).nullable();
/** Exact percentiles (percentile_cont) of the finished runs' durations; null when none finished. */
export const DurationPercentiles = z.strictObject({
  count,
  avg_ms: ms,
  p50_ms: ms,
  p95_ms: ms,
  p99_ms: ms,
  max_ms: z.number().int().min(0).nullable(),
});
const rate = z.number().min(0).max(1).nullable();
/** POST /log/analytics/summary: one call for the statistics' figures. */
export const RunAnalyticsSummary = z.strictObject({
  from: timestamp,
  to: timestamp,
  time_zone: z.string(),
  totals: RunCounts,
  /** success / finished runs; null when none finished. */
  success_rate: rate,
  durations: DurationPercentiles,
  /** The runs of the month (the company zone's) against the plan: the same count as the run quota. */
  quota: z.strictObject({ month: z.string().regex(/^\d{4}-\d{2}$/), used: count, limit: count, plan: z.string() }),
});
/** One bar of the time axis: the runs created in [start, next start). */
export const RunBucket = RunCounts.omit({ queued: true, running: true }).extend({
  start: timestamp,
  success_rate: rate,
  p50_ms: ms,
  p95_ms: ms,
  p99_ms: ms,
});
export const RunSeries = z.strictObject({
  from: timestamp,
  to: timestamp,
  time_zone: z.string(),
  bucket: z.enum(TIME_BUCKETS),
  list: z.array(RunBucket),
});
export const FailingPipeline = z.strictObject({
  process_id: id,
  title: z.string(),
  failed: count,
  total: count,
  last_failed_at: timestamp.nullable(),
});
export const FailingApp = z.strictObject({ app_id: z.string(), failed_steps: count, runs: count });
export const RunErrorGroup = z.strictObject({ message: z.string(), count, last_seen_at: timestamp, last_log_id: id });
export const RunFailures = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('pipelines'), list: z.array(FailingPipeline) }),
  z.strictObject({ kind: z.literal('apps'), list: z.array(FailingApp) }),
  z.strictObject({ kind: z.literal('errors'), list: z.array(RunErrorGroup) }),
]);
/** A CSV file: UTF-8 with BOM, RFC 4180, formula cells prefixed with ', ids as text; `rows` without the header. */
export const CsvExport = z.strictObject({ file_name: z.string(), content: z.string(), rows: count, truncated: z.boolean() });

const logIdBody = z.object({ log_id: idString });
/** The gateway's run loaders: unknown and foreign runs are simply absent from the list. */
const logIdsBody = z.object({ log_ids: batchIds });
const stepBody = z.object({ log_id: idString, step_uuid: z.string().min(1).max(200) });
const period = { start_date: day.optional(), end_date: day.optional() };
/**
 * A view of the run log (issue 16), shared by the list, the statistics and the exports. `app_id`: runs that executed a
 * step of the app; `date_preset` wins over the days; `keyword`: the trigger data's text, or the run's id when all digits.
 * Foreign and unknown ids match nothing.
 */
const viewFields = {
  process_id: idString.optional(),
  app_id: idString.optional(),
  status: z.enum(RUN_STATUSES).optional(),
  trigger_type: z.enum(TRIGGER_TYPES).optional(),
  date_preset: z.enum(RUN_DATE_PRESETS).optional(),
  keyword: z.string().max(200).optional(),
  ...period,
};
/** A view whose days run backwards is refused, naming end_date (the preset, when named, makes the days moot). */
const inOrder = <S extends z.ZodObject<typeof viewFields>>(schema: S) =>
  schema.refine((v) => Boolean(v.date_preset) || !v.start_date || !v.end_date || v.start_date <= v.end_date, {
    path: ['end_date'],
    message: '结束日期不能早于开始日期',
  });
const listBody = inOrder(
  z.object({
    ...viewFields,
    limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
    offset: z.number().int().min(0).max(1_000_000_000).default(0),
  }),
);
const viewBody = inOrder(z.object(viewFields));
const bucket = z.enum(TIME_BUCKETS).default('day');
export const FAILURE_KINDS = ['pipelines', 'apps', 'errors'] as const;
export const EXPORT_KINDS = ['runs', 'series'] as const;

/** Logs — `/v1/api/log`, and the reruns under `/v1/api/data/log` (docs/rest-contract-engine.md "Logs"). */
export const logs = {
  /** Newest first. */
  list: call({ method: 'POST', path: `${BASE}/list`, body: listBody, blankIsAbsent: true, reply: page(Run) }),
  /** Counts by status, success rate, duration percentiles and the month's quota of a view (default: the last 30 days). */
  analyticsSummary: call({ method: 'POST', path: `${BASE}/analytics/summary`, body: viewBody, blankIsAbsent: true, reply: RunAnalyticsSummary }),
  /** The view's runs per hour, day or week of the company zone, empty buckets included. */
  analyticsSeries: call({
    method: 'POST',
    path: `${BASE}/analytics/series`,
    body: inOrder(z.object({ ...viewFields, bucket })),
    blankIsAbsent: true,
    reply: RunSeries,
  }),
  /** The view's top failing pipelines, apps (by failed steps) or error messages. */
  analyticsFailures: call({
    method: 'POST',
    path: `${BASE}/analytics/failures`,
    body: inOrder(z.object({ ...viewFields, kind: z.enum(FAILURE_KINDS), limit: z.number().int().min(1).max(50).default(10) })),
    blankIsAbsent: true,
    reply: RunFailures,
  }),
  /** The view as CSV: its runs newest first (at most 50,000), or its series with a total row. */
  export: call({
    method: 'POST',
    path: `${BASE}/export`,
    body: inOrder(z.object({ ...viewFields, kind: z.enum(EXPORT_KINDS).default('runs'), bucket })),
    blankIsAbsent: true,
    reply: CsvExport,
  }),
  detail: call({ method: 'POST', path: `${BASE}/detail`, body: logIdBody, reply: RunDetail }),
  /** detail for up to 100 runs at once (a page of runs with their steps in one call). */
  batchDetail: call({ method: 'POST', path: `${BASE}/batch_detail`, body: logIdsBody, reply: z.strictObject({ list: z.array(RunDetail) }) }),
  /** The pipeline version the run used. */
  flowContent: call({ method: 'POST', path: `${BASE}/flow_content`, body: logIdBody, reply: z.strictObject({ content: z.string() }) }),
  /** flow_content for up to 100 runs at once. */
  batchFlowContent: call({
    method: 'POST',
    path: `${BASE}/batch_flow_content`,
    body: logIdsBody,
    reply: z.strictObject({ list: z.array(z.strictObject({ log_id: id, content: z.string() })) }),
  }),
  /** Every execution of one step (all loop iterations and branches). */
  taskRunDetail: call({ method: 'POST', path: `${BASE}/task_run_detail`, body: stepBody, reply: z.array(RunStep) }),
  /** A loop's iterations. */
  loopFlowRun: call({
    method: 'POST',
    path: `${BASE}/loop_flow_run`,
    body: stepBody.extend(paging),
    reply: page(RunStep),
  }),
  loopFlowRunCount: call({ method: 'POST', path: `${BASE}/loop_flow_run_count`, body: stepBody, reply: LoopCount }),
  status: call({
    method: 'GET',
    path: `${BASE}/status`,
    query: logIdBody,
    reply: z.strictObject({ log_id: id, status: z.enum(RUN_STATUSES) }),
  }),
  /** The run with a fresh status. */
  refresh: call({ method: 'GET', path: `${BASE}/refresh`, query: logIdBody, reply: Run }),
  /** Cancels a queued or running run; a finished one is answered as it is. */
  reset: call({ method: 'GET', path: `${BASE}/reset`, query: logIdBody, reply: Run }),
  delete: call({
    method: 'GET',
    path: `${BASE}/delete`,
    query: z.object({ log_ids: idList.pipe(z.array(z.string()).min(1)) }),
    reply: z.strictObject({ deleted: count }),
  }),
  /** Pipelines that have runs (the log screen's filter). */
  processOption: call({ method: 'GET', path: `${BASE}/process/option`, reply: z.strictObject({ list: z.array(RunPipelineOption) }) }),
  companyProcess: call({
    method: 'GET',
    path: `${BASE}/company/process`,
    query: z.object(period),
    reply: z.strictObject({ list: z.array(PipelineRunStats) }),
  }),
  runStatistical: call({
    method: 'GET',
    path: `${BASE}/run/statistical`,
    query: z.object({ process_id: idString.optional(), ...period }),
    reply: RunStatistics,
  }),
  /** Every status change of the company's runs (optionally one pipeline's) as `event: run`. */
  events: call({ method: 'GET', path: `${BASE}/events`, query: z.object({ process_id: idString.optional() }), events: true, reply: Run }),
  /** Reruns from the start with the same trigger data, on the pipeline's current content. */
  reschedule: call({ method: 'POST', path: '/v1/api/data/log/reschedule', body: logIdBody, reply: Run }),
  /** Reruns from the failed step on the version the failed run used; a run that did not fail → 400 / 4023. */
  reruntask: call({ method: 'POST', path: '/v1/api/data/log/reruntask', body: logIdBody, reply: Run }),
};
