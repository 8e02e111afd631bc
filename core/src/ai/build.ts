import type { AppManifest } from '../apps/definition';
import { lookupAppId } from '../apps/ids';
import { manifestValidation, type AppLookup } from '../apps/lookup';
import { chooseAction, blankStep, stepsBefore, updateBranch, updateStep, ZH_DEFAULT_NAMES, type DefaultNames } from '../pipeline/editing';
import { flattenSteps, stepNumbers, type AppStep, type PipelineContent } from '../pipeline/model';
import { addBranch, addStep, removeBranch, type NewUuid, type StepContainer } from '../pipeline/operations';
import { customReturnProblems, validatePipeline, type StepOutcome, type StepValidationContext } from '../pipeline/validation';
import { parseTemplate } from '../template/template';
import { catalogueProblems } from './check';
import { parseDraft, type AiDraft, type DraftParam, type DraftStep, type DraftTrigger } from './draft';
import { paramValue, stringsIn } from './params';
import type { z } from 'zod';

/** One step's explanation, by the step it became. */
export interface DraftExplanation {
  step_uuid: string;
  step_number: number;
  app_id: string;
  action_id: string;
  title: string;
  text: string;
}

/** A spec §4 outcome of a draft's step (a missing account is expected: the person picks one in the editor). */
export interface DraftProblem extends StepOutcome {
  step_uuid: string;
  step_number: number;
}

export type BuiltDraft =
  | { ok: true; draft: AiDraft; content: PipelineContent; explanations: DraftExplanation[]; problems: DraftProblem[] }
  | { ok: false; errors: string[] };

export interface BuildDraftOptions {
  newUuid?: NewUuid;
  /** Step validation (spec §4); default: the app definitions' own (core manifestValidation). */
  validation?: StepValidationContext;
  /** The names new switch branches start with before the draft's titles replace them. */
  names?: DefaultNames;
  /**
   * A step's title when the draft gives none: by default the action's zh-CN name. An English draft names catalogue
   * actions in English and leaves built-ins unnamed (undefined), for the editor to word in the reader's language.
   */
  actionTitle?: (app: AppManifest, actionId: string) => string | undefined;
}

const zhActionTitle = (app: AppManifest, actionId: string) => app.actions.find((a) => a.action_id === actionId)?.name;

/** What was built from one draft step (or the trigger), kept to check its mappings and explain it. */
interface Placed {
  uuid: string;
  path: string;
  source: DraftStep | DraftTrigger;
  /** Branch conditions of a switch, checked against the steps before the switch. */
  branchConditions: unknown[];
}

/**
 * An engine's output → the spec's pipeline content, or why not (issue 12 "AI"): the structure (AiDraftSchema), the
 * catalogue (apps, actions, kinds, shapes), each param against its field, and mappings only to steps that run before
 * (core stepsBefore: not a sibling branch, not a later step). The content is built with the editor's own operations
 * (chooseAction, addStep, addBranch …), so uuids, sorts, defaults and a new switch's branches are what the editor
 * would make; core's step validation then reports what the person still has to do (spec §4).
 */
export function buildDraft(raw: unknown, apps: AppLookup, options: BuildDraftOptions = {}): BuiltDraft {
  const parsed = parseDraft(raw);
  if (!parsed.ok) return parsed;
  const { draft } = parsed;
  const shape = catalogueProblems(draft, apps);
  if (shape.length > 0) return { ok: false, errors: shape };
  const built = toContent(draft, apps, {
    newUuid: options.newUuid ?? (() => globalThis.crypto.randomUUID()),
    names: options.names ?? ZH_DEFAULT_NAMES,
    actionTitle: options.actionTitle ?? zhActionTitle,
  });
  const errors = [...built.errors, ...mappingProblems(built.content, built.placed), ...customReturnProblems(built.content)];
  if (errors.length > 0) return { ok: false, errors };
  const numbers = stepNumbers(built.content);
  const steps = new Map(flattenSteps(built.content).map((s) => [s.uuid, s]));
  const outcomes = validatePipeline(built.content, options.validation ?? manifestValidation(apps));
  const problems: DraftProblem[] = [];
  for (const [uuid, list] of outcomes) for (const o of list) problems.push({ ...o, step_uuid: uuid, step_number: numbers.get(uuid)! });
  problems.sort((a, b) => a.step_number - b.step_number);
  const explanations = built.placed.map(({ uuid, source }) => ({
    step_uuid: uuid,
    step_number: numbers.get(uuid)!,
    app_id: steps.get(uuid)!.app_id,
    action_id: steps.get(uuid)!.action_id,
    title: String(steps.get(uuid)!.title ?? ''),
    text: source.explanation,
  }));
  return { ok: true, draft, content: built.content, explanations, problems };
}

interface ContentOptions {
  newUuid: NewUuid;
  names: DefaultNames;
  actionTitle: NonNullable<BuildDraftOptions['actionTitle']>;
}

function toContent(draft: AiDraft, apps: AppLookup, { newUuid, names, actionTitle }: ContentOptions) {
  const placed: Placed[] = [];
  const errors: string[] = [];
  const triggerUuid = newUuid();
  let content: PipelineContent = chooseAction(
    [{ ...blankStep(triggerUuid), action_type: '1' }],
    triggerUuid,
    draft.trigger.app_id,
    draft.trigger.action_id,
    newUuid,
    names,
  );
  placed.push({ uuid: triggerUuid, path: 'trigger', source: draft.trigger, branchConditions: [] });

  // Steps are added in numbering order, each at the current end of the numbering, so no `{{N.…}}` ever moves.
  const addAll = (steps: readonly DraftStep[], container: StepContainer, loopUuid: string | undefined, path: string) =>
    steps.forEach((step, i) => {
      const uuid = newUuid();
      const here = `${path}[${i}]`;
      content = addStep(content, { ...blankStep(uuid), ...(loopUuid ? { parentLoopUuid: loopUuid } : {}) }, container);
      content = chooseAction(content, uuid, step.app_id, step.action_id, newUuid, names);
      const entry: Placed = { uuid, path: here, source: step, branchConditions: [] };
      placed.push(entry);
      if (step.branches) {
        // chooseAction gave the switch one condition branch and the fallback branch: the draft's replace them
        const [first, fallback] = flattenSteps(content).find((s) => s.uuid === uuid)!.segs!;
        step.branches
          .filter((b) => !b.fallback)
          .forEach((branch, bi) => {
            const segKey = bi === 0 ? first!.segKey : newUuid();
            const seg = { title: branch.title, conditions: branch.conditions };
            content = bi === 0 ? updateBranch(content, uuid, segKey, seg) : addBranch(content, uuid, { segKey, ...seg });
            entry.branchConditions.push(branch.conditions);
            addAll(branch.steps, { switchUuid: uuid, segKey }, undefined, `${here}.branches[${bi}].steps`);
          });
        const drafted = step.branches.find((b) => b.fallback);
        if (drafted) {
          content = updateBranch(content, uuid, fallback!.segKey, { title: drafted.title });
          addAll(drafted.steps, { switchUuid: uuid, segKey: fallback!.segKey }, undefined, `${here}.branches[${step.branches.length - 1}].steps`);
        } else content = removeBranch(content, uuid, fallback!.segKey);
      }
      if (step.body) addAll(step.body, container, uuid, `${here}.body`);
    });
  addAll(draft.steps, {}, undefined, 'steps');

  for (const { uuid, path, source } of placed) {
    const current = flattenSteps(content).find((s) => s.uuid === uuid)!;
    const app = apps.get(lookupAppId(current.app_id))!;
    const params = { ...fieldDefaults(app, current.action_id), ...current.params };
    for (const param of source.params) {
      const problem = setParam(params, app, current.action_id, param);
      if (problem) errors.push(`${path}.params.${param.key}：${problem}`);
    }
    if ('conditions' in source && source.conditions) params.conditions = source.conditions;
    content = updateStep(content, uuid, { title: source.title.trim() || actionTitle(app, current.action_id) || '', params });
  }
  return { content, placed, errors };
}

/** Catalogue fields' defaults (chooseAction knows the built-ins' only). */
function fieldDefaults(app: AppManifest, actionId: string): Record<string, unknown> {
  const fields = app.actions.find((a) => a.action_id === actionId)?.fields ?? [];
  return Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
}

function setParam(params: Record<string, unknown>, app: AppManifest, actionId: string, param: z.output<typeof DraftParam>): string | undefined {
  const action = app.actions.find((a) => a.action_id === actionId)!;
  const field = action.fields.find((f) => f.key === param.key);
  if (!field) {
    const keys = action.fields.map((f) => f.key);
    return `${app.name}的“${action.name}”没有这个字段${keys.length > 0 ? `；可用字段：${keys.join('、')}` : '，它不需要填写字段'}`;
  }
  const value = paramValue(field, param.value);
  if (!value.ok) return `${field.label}${value.problem}`;
  params[param.key] = value.value;
  return undefined;
}

/**
 * Mappings only to steps that have run before (core stepsBefore: earlier steps on the step's own path, the switches
 * it sits in; not a later step, not a sibling branch); `{{auth.…}}` belongs to app definitions, never to a step.
 */
function mappingProblems(content: PipelineContent, placed: readonly Placed[]): string[] {
  const numbers = stepNumbers(content);
  const problems: string[] = [];
  const byUuid = new Map<string, AppStep>(flattenSteps(content).map((s) => [s.uuid, s]));
  for (const { uuid, path, branchConditions } of placed) {
    const allowed = new Set(stepsBefore(content, uuid).map((s) => numbers.get(s.uuid)!));
    const texts = [...stringsIn(byUuid.get(uuid)!.params), ...stringsIn(branchConditions)];
    for (const text of texts) {
      for (const part of parseTemplate(text)) {
        if (part.kind !== 'ref') continue;
        const { ref } = part;
        if (ref.source === 'auth') problems.push(`${path}：${ref.raw} 只能用在应用定义里，步骤不能映射账户的授权数据`);
        if (ref.source === 'step' && !allowed.has(ref.step)) {
          const list = [...allowed].sort((a, b) => a - b).join('、') || '无';
          problems.push(`${path}：${ref.raw} 映射了第 ${ref.step} 步，但这一步只能映射在它之前运行的步骤（${list}）`);
        }
      }
    }
  }
  return problems;
}
