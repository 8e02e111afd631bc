import { z } from 'zod';
import { call, page } from './call';
import { batchIdList, bit, count, day, id, idList, idString, json, paging, queryFlag, storedId, timestamp } from './fields';
import { Run } from './logs';

const BASE = '/v1/api/dataprocess';
const TEXT_MAX = 1024 * 1024;

/** spec §3 list orders; the first is the default. */
export const SORTS = ['created_at desc', 'created_at asc', 'updated_at desc', 'updated_at asc'] as const;
export type Sort = (typeof SORTS)[number];

/** A pipeline as lists show it (docs/rest-contract.md `Pipeline`; spec §3 "Pipeline (process)"). */
export const Pipeline = z.strictObject({
  process_id: id,
  title: z.string(),
  /** spec §4: 1 on, 0 off. */
  status: bit,
  create_channels: z.number().int().nullable(),
  template_id: id.nullable(),
  process_type: z.number().int().nullable(),
  share_status: bit,
  /** The current user's favourite. */
  collect_status: bit,
  app_ids: z.array(z.string()),
  step_count: count,
  creator_id: id,
  version_id: id.nullable(),
  version_remark: z.string().nullable(),
  isDagExist: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Pipeline = z.output<typeof Pipeline>;

/** A pipeline with its steps: `content` is the JSON text of the steps. */
export const PipelineDetail = Pipeline.extend({ content: z.string(), data_process: z.string().nullable() });
export type PipelineDetail = z.output<typeof PipelineDetail>;

export const PipelineVersion = z.strictObject({
  version_id: id,
  process_id: id,
  version_no: z.number().int().min(1),
  version_remark: z.string().nullable(),
  creator_id: id,
  is_current: z.boolean(),
  created_at: timestamp,
});
export type PipelineVersion = z.output<typeof PipelineVersion>;

/** What stands between a pipeline and running it; `code` is a catalogue code (core ERRORS). */
export const PipelineProblem = z.strictObject({ step_uuid: z.string().nullable(), code: z.number().int(), message: z.string() });
export type PipelineProblem = z.output<typeof PipelineProblem>;
export const PipelineCheck = z.strictObject({ ok: z.boolean(), problems: z.array(PipelineProblem) });

/** POST /calculate/content. `task_count`: action steps one run executes (a loop's body counted once). */
export const ContentCalculation = z.strictObject({
  content: z.string(),
  step_count: count,
  task_count: count,
  ok: z.boolean(),
  problems: z.array(PipelineProblem),
});

/** What kind of step an app makes in the editor. */
export const STEP_KINDS = ['trigger', 'action', 'filter', 'switch', 'loop', 'return'] as const;
export const StepNodeAction = z.strictObject({ action_id: z.string(), name: z.string(), description: z.string(), editor: z.string() });
export const StepNode = z.strictObject({
  app_id: z.string(),
  app_name: z.string(),
  i18n_key: z.string(),
  kind: z.enum(STEP_KINDS),
  is_trigger: z.boolean(),
  paid: z.boolean(),
  actions: z.array(StepNodeAction),
});

export const StepSampleData = z.strictObject({
  step_uuid: z.string(),
  step_number: z.number().int().min(1),
  title: z.string().nullable(),
  app_id: z.string(),
  action_id: z.string(),
  /** The send-data test's result, else the fetched sample, else the new sample (core stepSample); null: none yet. */
  sample: json,
});

const queryInt = z
  .string()
  .regex(/^-?\d{1,9}$/, '必须是整数')
  .transform(Number);
/** content is JSON text of the steps (or the array itself); core parseContent judges the inside. */
const content = z.union([z.string().max(TEXT_MAX), z.array(z.unknown())]);
const title = z.string().max(2000);

const processIdQuery = z.object({ process_id: idString });
/**
 * spec §3 "A flow is referred to by flowid" and §7 `GET /getone (flowid)`: `flowid` is the pipeline's id
 * under its legacy name, accepted wherever `process_id` is; when both are sent they must agree.
 */
const flowIdQuery = z
  .object({ process_id: idString.optional(), flowid: idString.optional() })
  .refine((q) => q.process_id !== undefined || q.flowid !== undefined, { message: '缺少 process_id（或 flowid）', path: ['process_id'] })
  .refine((q) => q.process_id === undefined || q.flowid === undefined || q.process_id === q.flowid, {
    message: 'process_id 与 flowid 不一致',
    path: ['flowid'],
  })
  .transform((q) => ({ process_id: (q.process_id ?? q.flowid) as string }));
const processIdBody = z.object({ process_id: idString });

/** At most `max` keys: a step uuid per entry, so a template's size bounds it. */
const boundedRecord = <V extends z.ZodType>(value: V, max: number) =>
  z.record(z.string().min(1).max(200), value).refine((r) => Object.keys(r).length <= max, `最多 ${max} 项`);

/**
 * With `template_id`: a pipeline from that template (docs/rest-contract-templates.md "Creating from a template"),
 * its `accounts` (step uuid → account id) and asked `values` (step uuid → params key → value) filled in.
 */
const addBody = z
  .object({
    title: title.optional(),
    content: content.optional(),
    data_process: z.string().max(TEXT_MAX).optional(),
    template_id: storedId.optional(),
    share_token: z.string().max(200).optional(),
    accounts: boundedRecord(idString, 200).optional(),
    values: boundedRecord(boundedRecord(z.unknown(), 100), 200).optional(),
    create_channels: z.number().int().min(0).max(1_000_000).optional(),
    process_type: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((b) => b.template_id !== undefined || (b.share_token === undefined && b.accounts === undefined && b.values === undefined), {
    message: 'share_token、accounts 和 values 只用于从模板创建流程，请同时提交 template_id',
    path: ['template_id'],
  })
  .refine((b) => b.template_id === undefined || b.content === undefined, {
    message: '从模板创建流程时，步骤来自模板，不能同时提交 content',
    path: ['content'],
  });

/** `process_id` or its legacy alias `id` (spec §7 update lists both). */
const updateBody = z
  .object({
    process_id: idString.optional(),
    id: idString.optional(),
    title: title.optional(),
    content: content.optional(),
    data_process: z.string().max(TEXT_MAX).optional(),
    version_remark: z.string().max(500).optional(),
  })
  .refine((b) => b.process_id !== undefined || b.id !== undefined, { message: '缺少 process_id', path: ['process_id'] })
  .transform(({ id, process_id, ...rest }) => ({ ...rest, process_id: (process_id ?? id) as string }));

/** spec §3 "Pipeline-list filters" as the query string carries them. */
const filterQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  start_date: day.optional(),
  end_date: day.optional(),
  app_name: z.string().trim().max(100).optional(),
  app_id: z.string().trim().max(40).optional(),
  status: queryFlag.optional(),
  share_status: queryFlag.optional(),
  collect_status: queryFlag.optional(),
  create_channels: queryInt.optional(),
  sort: z.enum(SORTS).default('created_at desc'),
});

/** Flows — `/v1/api/dataprocess` plus `/v1/api/process/update/title` (docs/rest-contract.md "Flows"). */
export const dataprocess = {
  add: call({ method: 'POST', path: `${BASE}/add`, body: addBody, reply: PipelineDetail }),
  /** An off copy titled '副本' + title. */
  copy: call({ method: 'POST', path: `${BASE}/copy`, body: processIdBody, reply: PipelineDetail }),
  /** A changed content makes a new version. */
  update: call({ method: 'POST', path: `${BASE}/update`, body: updateBody, reply: PipelineDetail }),
  updateTitle: call({
    method: 'POST',
    path: '/v1/api/process/update/title',
    body: z.object({ process_id: idString, title: title.min(1) }),
    reply: Pipeline,
  }),
  /** `flowid` is accepted as the spec's name of `process_id`. */
  getone: call({ method: 'GET', path: `${BASE}/getone`, query: flowIdQuery, reply: Pipeline }),
  detail: call({ method: 'GET', path: `${BASE}/detail`, query: processIdQuery, reply: PipelineDetail }),
  /** The gateway's pipeline loader: unknown and foreign ids are simply absent. */
  batch: call({ method: 'GET', path: `${BASE}/batch`, query: z.object({ ids: idList }), reply: z.strictObject({ list: z.array(Pipeline) }) }),
  /** detail for up to 100 pipelines at once (their content); unknown and foreign ids are absent, malformed ones 400. */
  batchDetail: call({
    method: 'GET',
    path: `${BASE}/batch_detail`,
    query: z.object({ ids: batchIdList }),
    reply: z.strictObject({ list: z.array(PipelineDetail) }),
  }),
  list: call({ method: 'GET', path: `${BASE}/list`, query: filterQuery.extend(paging), reply: page(Pipeline) }),
  /** `flowid` narrows the count to that one pipeline (0 or 1: does it exist and match the filters). */
  getallcount: call({
    method: 'GET',
    path: `${BASE}/getallcount`,
    query: filterQuery.extend({ flowid: idString.optional() }),
    reply: z.strictObject({ count }),
  }),
  /** Switching on past the plan's limit → 403 / 3001. */
  status: call({ method: 'POST', path: `${BASE}/status`, body: z.object({ process_id: idString, status: bit }), reply: Pipeline }),
  delete: call({ method: 'GET', path: `${BASE}/delete`, query: processIdQuery, reply: z.strictObject({ process_id: id }) }),
  /** Newest first. */
  versions: call({ method: 'GET', path: `${BASE}/versions`, query: processIdQuery.extend(paging), reply: page(PipelineVersion) }),
  /** The version's content restored as a new version. */
  versionReuse: call({
    method: 'POST',
    path: `${BASE}/version/reuse`,
    body: z.object({ process_id: idString, version_id: idString }),
    reply: PipelineDetail,
  }),
  /** A named checkpoint, which becomes the current version. */
  versionCheck: call({
    method: 'POST',
    path: `${BASE}/version/check`,
    body: z.object({ process_id: idString, version_remark: z.string().trim().min(1).max(500), content: content.optional() }),
    reply: PipelineVersion,
  }),
  /** The favourite of the current user. */
  collectUpdate: call({
    method: 'POST',
    path: `${BASE}/collect/update`,
    body: z.object({ process_id: idString, collect_status: bit }),
    reply: Pipeline,
  }),
  checkFlow: call({ method: 'GET', path: `${BASE}/check/flow`, query: processIdQuery, reply: PipelineCheck }),
  /**
   * Run now (spec §7 POST /run): a real run of the saved pipeline, counted against the plan (3002), with
   * `data` as its trigger data or else the trigger step's stored sample. A pipeline whose check finds
   * problems → 400 / 4026. Answers the queued run; its log is GET /v1/api/log/detail.
   */
  run: call({ method: 'POST', path: `${BASE}/run`, body: z.object({ process_id: idString, data: json.optional() }), reply: Run }),
  /** What the editor derives from unsaved steps: renumbered content, problems, counts. Nothing is written. */
  calculateContent: call({
    method: 'POST',
    path: `${BASE}/calculate/content`,
    body: z.object({ content, title: title.optional() }),
    reply: ContentCalculation,
  }),
  /** The open platform's content/edit: the steps must pass core's strict parser; a change is a new version. */
  openapiReplaceContent: call({
    method: 'POST',
    path: `${BASE}/openapi/replace/content`,
    body: z.object({ process_id: idString, content, version_remark: z.string().max(500).optional() }),
    reply: PipelineDetail,
  }),
  /** The step catalogue of the editor: the built-in apps with their kind and actions. */
  node: call({ method: 'GET', path: `${BASE}/node`, reply: z.strictObject({ list: z.array(StepNode) }) }),
  /** A pipeline's runs, newest first (the logs' list narrowed to it). */
  runLog: call({ method: 'GET', path: `${BASE}/run_log`, query: processIdQuery.extend(paging), reply: page(Run) }),
  /** A step's sample as the sample window shows it; the step by `step_uuid` or by its number (1 = trigger). */
  septdata: call({
    method: 'GET',
    path: `${BASE}/septdata`,
    query: processIdQuery
      .extend({ step_uuid: z.string().min(1).max(200).optional(), step_index: queryInt.pipe(z.number().int().min(1)).optional() })
      .refine((q) => q.step_uuid !== undefined || q.step_index !== undefined, { message: '缺少 step_uuid 或 step_index', path: ['step_uuid'] }),
    reply: StepSampleData,
  }),
};
