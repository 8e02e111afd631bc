import type { AppLookup } from '../apps/lookup';
import { lookupAppId } from '../apps/ids';
import { FILTER_APP_ID, LOOP_APP_ID, SWITCH_APP_ID } from '../pipeline/webhook';
import { AI_DRAFT_LIMITS, type AiDraft, type DraftStep } from './draft';

/** A draft step and where it sits, named as the LLM wrote it (`steps[1].branches[0].steps[0]`). */
export interface DraftPlace {
  step: DraftStep;
  path: string;
  depth: number;
}

/** Every step of a draft in numbering order (spec §4): a switch's branch steps, then a loop's body, after it. */
export function draftPlaces(draft: AiDraft): DraftPlace[] {
  const out: DraftPlace[] = [];
  const visit = (steps: readonly DraftStep[], path: string, depth: number) =>
    steps.forEach((step, i) => {
      const here = `${path}[${i}]`;
      out.push({ step, path: here, depth });
      step.branches?.forEach((b, bi) => visit(b.steps, `${here}.branches[${bi}].steps`, depth + 1));
      if (step.body) visit(step.body, `${here}.body`, depth + 1);
    });
  visit(draft.steps, 'steps', 1);
  return out;
}

/**
 * What the catalogue and the step kinds say about a draft before it becomes content: every app and action known,
 * the trigger a trigger and every step an action, conditions only on a data filter, branches only (and always) on
 * a switch with at most one fallback branch kept last, a body only (and always) on a loop, and the size bounds.
 * zh-CN problems naming the draft's path, empty when the draft is sound.
 */
export function catalogueProblems(draft: AiDraft, apps: AppLookup): string[] {
  const problems: string[] = [];
  const trigger = apps.get(lookupAppId(draft.trigger.app_id));
  const triggerAction = trigger?.actions.find((a) => a.action_id === draft.trigger.action_id);
  if (!trigger) problems.push(`trigger.app_id：应用目录中没有应用 ${draft.trigger.app_id}`);
  else if (!triggerAction) problems.push(`trigger.action_id：应用 ${trigger.app_id}（${trigger.name}）没有动作 ${draft.trigger.action_id}`);
  else if (triggerAction.kind === 'action') problems.push(`trigger：${trigger.name}的“${triggerAction.name}”是动作，不能作为触发步骤`);

  const places = draftPlaces(draft);
  if (places.length > AI_DRAFT_LIMITS.steps) problems.push(`steps：最多 ${AI_DRAFT_LIMITS.steps} 个步骤（现在 ${places.length} 个）`);
  for (const { step, path, depth } of places) {
    if (depth > AI_DRAFT_LIMITS.depth) problems.push(`${path}：分支和循环最多嵌套 ${AI_DRAFT_LIMITS.depth} 层`);
    const app = apps.get(lookupAppId(step.app_id));
    const action = app?.actions.find((a) => a.action_id === step.action_id);
    if (!app) problems.push(`${path}.app_id：应用目录中没有应用 ${step.app_id}`);
    else if (!action) problems.push(`${path}.action_id：应用 ${app.app_id}（${app.name}）没有动作 ${step.action_id}`);
    else if (action.kind !== 'action') problems.push(`${path}：${app.name}的“${action.name}”是触发器，只能作为触发步骤`);
    problems.push(...shapeProblems(step, path));
  }
  return problems;
}

/** The structural parts each built-in app needs: a filter's conditions, a switch's branches, a loop's body. */
function shapeProblems(step: DraftStep, path: string): string[] {
  const appId = lookupAppId(step.app_id);
  const problems: string[] = [];
  const expect = (part: 'conditions' | 'branches' | 'body', wanted: boolean, what: string) => {
    const has = step[part] !== null;
    if (wanted && !has) problems.push(`${path}.${part}：${what}必须填写 ${part}`);
    if (!wanted && has) problems.push(`${path}.${part}：只有${what}才能有 ${part}，这里应为 null`);
  };
  expect('conditions', appId === FILTER_APP_ID, '数据过滤（1003）');
  expect('branches', appId === SWITCH_APP_ID, '分支路径（1004）');
  expect('body', appId === LOOP_APP_ID, '循环（1005）');
  const branches = step.branches ?? [];
  const fallbacks = branches.filter((b) => b.fallback);
  if (fallbacks.length > 1) problems.push(`${path}.branches：最多一个默认分支`);
  if (fallbacks.length === 1 && !branches.at(-1)!.fallback) problems.push(`${path}.branches：默认分支必须放在最后`);
  if (branches.length > 0 && fallbacks.length === branches.length) problems.push(`${path}.branches：至少要有一个带条件的分支`);
  branches.forEach((b, i) => {
    if (b.fallback && b.conditions !== null) problems.push(`${path}.branches[${i}].conditions：默认分支没有条件，应为 null`);
    if (!b.fallback && b.conditions === null) problems.push(`${path}.branches[${i}].conditions：非默认分支必须有条件`);
  });
  return problems;
}
