import { assertAppsUsable } from '../../apps/open/usable';
import { validationOf } from '../../apps/validation';
import type { ReplyOf, dataprocess } from '@huiliu/contract';
import {
  AppError,
  BUILTIN_APPS,
  BUILTIN_APP_DEFINITIONS,
  CUSTOM_RETURN_APP_ID,
  ERRORS,
  FILTER_APP_ID,
  LOOP_APP_ID,
  SWITCH_APP_ID,
  allSteps,
  flattenSteps,
  lookupAppId,
  parseContent,
  parsePipelineContent,
  serializePipelineContent,
  stepSample,
  withRenumbering,
  BUILTIN_VALIDATION_CONTEXT,
  type StepValidationContext,
} from '@huiliu/core';
import type { Db } from '../../db/open';
import { runJson } from '../../engine/run-state';
import type { Engine } from '../../engine/service';
import type { Auth } from '../user/sessions';
import { assertPublishable, checkPipeline } from './check';
import { getPipelineDetail, updatePipelineFields } from './service';

type Calculation = ReplyOf<typeof dataprocess.calculateContent>;
type StepNode = ReplyOf<typeof dataprocess.node>['list'][number];

/**
 * spec §7 POST /run ("run now", from the editor and the list): a real run of the saved pipeline. It is
 * refused while GET /check/flow finds problems (spec §4–§5: problems block running), counts against the
 * plan like any run (3002), and starts from `data` if given, else from the trigger's stored sample.
 */
export async function runPipelineNow(db: Db, engine: Engine, auth: Auth, processId: string, data: unknown) {
  const detail = await getPipelineDetail(db, auth, processId);
  assertAppsUsable(engine.deps.services.catalogue, auth.companyId, detail.content);
  assertPublishable(detail, auth.plan, 'run', validationOf(engine.deps.services.catalogue, auth.companyId));
  const info = await engine.pipelines.get(processId);
  if (!info || info.companyId !== auth.companyId) throw new AppError('NOT_FOUND');
  const trigger = info.steps?.[0];
  const triggerData = data !== undefined ? data : ((trigger ? stepSample(trigger) : undefined) ?? {});
  const run = await engine.prepare({ pipeline: info, triggerType: 'manual', triggerData });
  await engine.submit(run);
  return runJson(run);
}

/**
 * POST /calculate/content: what the editor shows for steps it has not saved. `content` comes back with
 * `sort` renumbered and `{{N.…}}` references kept on their steps (core withRenumbering, spec §4 step
 * numbering); `problems` are those of GET /check/flow; `task_count` the action steps one run executes
 * (disabled steps left out, a loop's body counted once). Content core cannot parse → 4021.
 */
export function calculateContent(
  raw: string | unknown[],
  title: string,
  plan: string,
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): Calculation {
  const loose = parseContent(raw);
  if (!loose.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${loose.reason}`);
  const strict = parsePipelineContent(raw);
  const content = strict.ok ? serializePipelineContent(withRenumbering(strict.content, () => undefined)) : JSON.stringify(loose.steps);
  const problems = checkPipeline({ title, content }, plan, validation);
  const tasks = strict.ok ? flattenSteps(strict.content).filter((s) => s.action_type === '2' && s.disabled !== true).length : 0;
  return { content, step_count: allSteps(loose.steps).length, task_count: tasks, ok: problems.length === 0, problems };
}

/**
 * POST /openapi/replace/content: the open platform's content edit. Stricter than /update: the steps
 * must pass core's strict parser (parsePipelineContent), not only the loose one; then it saves as
 * /update does (a changed content is a new version, the plan's step limit holds).
 */
export async function replaceContent(
  db: Db,
  auth: Auth,
  input: { process_id: string; content: string | unknown[]; version_remark?: string | undefined },
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
) {
  const strict = parsePipelineContent(input.content);
  if (!strict.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${strict.reason}`);
  return updatePipelineFields(
    db,
    auth,
    {
      process_id: input.process_id,
      content: input.content,
      version_remark: input.version_remark ?? '开放平台替换内容',
    },
    validation,
  );
}

const KIND_OF_APP: Record<string, StepNode['kind']> = {
  [FILTER_APP_ID]: 'filter',
  [SWITCH_APP_ID]: 'switch',
  [LOOP_APP_ID]: 'loop',
  [CUSTOM_RETURN_APP_ID]: 'return',
};

/** GET /node: the editor's step catalogue, from core's built-in apps (apps.ts) and their actions (builtinActions.ts). */
export function stepCatalogue(): StepNode[] {
  return BUILTIN_APPS.map((app) => {
    const definition = BUILTIN_APP_DEFINITIONS.find((d) => d.app_id === app.app_id);
    return {
      app_id: app.app_id,
      app_name: app.app_name,
      i18n_key: app.i18nKey,
      kind: app.is_trigger ? 'trigger' : (KIND_OF_APP[app.app_id] ?? 'action'),
      is_trigger: app.is_trigger,
      paid: app.paid,
      actions: (definition?.actions ?? []).map((a) => ({ action_id: a.action_id, name: a.name, description: a.description, editor: a.editor })),
    };
  });
}

/** GET /septdata: one saved step's sample (core stepSample), found by uuid or by its number (1 = trigger). */
export async function stepSampleOf(db: Db, auth: Auth, q: { process_id: string; step_uuid?: string | undefined; step_index?: number | undefined }) {
  const detail = await getPipelineDetail(db, auth, q.process_id);
  const parsed = parsePipelineContent(detail.content);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${parsed.reason}`);
  const steps = flattenSteps(parsed.content);
  const index = q.step_uuid !== undefined ? steps.findIndex((s) => s.uuid === q.step_uuid) : (q.step_index ?? 0) - 1;
  const step = steps[index];
  if (!step || (q.step_uuid !== undefined && q.step_index !== undefined && q.step_index !== index + 1)) throw new AppError('STEP_NOT_FOUND');
  return {
    step_uuid: step.uuid,
    step_number: index + 1,
    title: step.title ?? null,
    app_id: lookupAppId(step.app_id),
    action_id: step.action_id,
    sample: stepSample(step) ?? null,
  };
}
