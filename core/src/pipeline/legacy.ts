import { AppError } from '../errors';
import { chooseAction, ZH_DEFAULT_NAMES } from './editing';
import type { AppStep, PipelineContent } from './model';
import { addStep, insertStep, type NewUuid } from './operations';

/**
 * spec §3 "Legacy flow" (Flowid, Name, condition, apptype, AppsId): how older clients built a simple pipeline in three
 * calls (addflowstep1–3). The same names mean the same things in each call: `AppsId` the step's app, `apptype` the
 * action of that app, `condition` the step's settings (its params: field → value, `{{1.key}}` maps the trigger's data),
 * `Name` the title. What they build is ordinary content, step for step what the editor makes when a person picks an
 * app and an action, so it opens in the editor, validates and runs like any pipeline.
 */
export interface LegacyStep {
  appId: string;
  actionId: string;
  params?: Record<string, unknown> | undefined;
  accountId?: string | undefined;
  title?: string | undefined;
}

/** A legacy `condition`: an object of params, or the JSON text of one (older clients sent text). */
export function legacyParams(condition: unknown): Record<string, unknown> {
  if (condition === undefined || condition === null || condition === '') return {};
  let value = condition;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError('BAD_REQUEST', 'condition 必须是 JSON 对象（步骤的设置：字段 → 值）');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new AppError('BAD_REQUEST', 'condition 必须是 JSON 对象（步骤的设置：字段 → 值）');
  return value as Record<string, unknown>;
}

function settle(content: PipelineContent, uuid: string, step: LegacyStep, newUuid: NewUuid): PipelineContent {
  const chosen = chooseAction(content, uuid, step.appId, step.actionId, newUuid, ZH_DEFAULT_NAMES);
  const at = chosen.findIndex((s) => s.uuid === uuid);
  const current = chosen[at]!;
  const next: AppStep = { ...current, params: { ...current.params, ...(step.params ?? {}) } };
  if (step.accountId) next.account_id = step.accountId;
  if (step.title?.trim()) next.title = step.title.trim();
  return chosen.map((s, i) => (i === at ? next : s));
}

/** addflowstep2: the pipeline's trigger — the first step, chosen anew (a trigger already there is replaced). */
export function setLegacyTrigger(content: PipelineContent, step: LegacyStep, newUuid: NewUuid): PipelineContent {
  const existing = content[0];
  if (existing) return settle(content, existing.uuid, step, newUuid);
  const uuid = newUuid();
  const blank: AppStep = { uuid, sort: 1, action_type: '1', app_id: '', action_id: '', params: {} };
  return settle(insertStep(content, blank, { index: 0 }), uuid, step, newUuid);
}

/** addflowstep3: one more action at the end of the pipeline (each call adds one); a trigger must come first. */
export function addLegacyAction(content: PipelineContent, step: LegacyStep, newUuid: NewUuid): PipelineContent {
  if (content.length === 0) throw new AppError('BAD_REQUEST', '请先用 addflowstep2 设置触发步骤，再添加动作');
  const uuid = newUuid();
  const blank: AppStep = { uuid, sort: 0, action_type: '2', app_id: '', action_id: '', params: {} };
  return settle(addStep(content, blank), uuid, step, newUuid);
}
