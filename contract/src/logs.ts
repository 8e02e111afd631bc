import { PAGE_SIZE, RUN_STATUSES, STEP_STATUSES, TRIGGER_TYPES } from '@huiliu/core';
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

const logIdBody = z.object({ log_id: idString });
/** The gateway's run loaders: unknown and foreign runs are simply absent from the list. */
const logIdsBody = z.object({ log_ids: batchIds });
const stepBody = z.object({ log_id: idString, step_uuid: z.string().min(1).max(200) });
const period = { start_date: day.optional(), end_date: day.optional() };
const listBody = z.object({
  process_id: idString.optional(),
  status: z.enum(RUN_STATUSES).optional(),
  keyword: z.string().max(200).optional(),
  ...period,
  limit: z.number().int().min(1).max(100).default(PAGE_SIZE),
  offset: z.number().int().min(0).max(1_000_000_000).default(0),
});

/** Logs — `/v1/api/log`, and the reruns under `/v1/api/data/log` (docs/rest-contract-engine.md "Logs"). */
export const logs = {
  /** Newest first. */
  list: call({ method: 'POST', path: `${BASE}/list`, body: listBody, blankIsAbsent: true, reply: page(Run) }),
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
