import { AppError } from '../errors';
import { STEP_COPY_NAME_MAX } from '../constants';
import { renumberRefs } from '../template/template';
import { loopBody } from './loops';
import { flattenSteps, stepNumbers, type AppStep, type PipelineContent, type Segment } from './model';

/** Where a step lives: the top-level list, or one branch of a switch step. */
export interface StepContainer {
  switchUuid?: string;
  segKey?: string;
}

export interface StepLocation extends StepContainer {
  index: number;
}

export type NewUuid = () => string;
const defaultUuid: NewUuid = () => globalThis.crypto.randomUUID();

function cloneContent(content: PipelineContent): PipelineContent {
  return structuredClone(content);
}

/** The list a container names, inside a (cloned) content. */
function listOf(content: PipelineContent, container: StepContainer): AppStep[] | undefined {
  if (!container.switchUuid) return content;
  const owner = flattenSteps(content).find((s) => s.uuid === container.switchUuid);
  return owner?.segs?.find((seg) => seg.segKey === container.segKey)?.apps;
}

/** Find a step and the list holding it. */
export function locateStep(content: PipelineContent, uuid: string): { list: AppStep[]; index: number; container: StepContainer } | undefined {
  const search = (list: AppStep[], container: StepContainer): ReturnType<typeof locateStep> => {
    for (const [index, step] of list.entries()) {
      if (step.uuid === uuid) return { list, index, container };
      for (const seg of step.segs ?? []) {
        const found = search(seg.apps, { switchUuid: step.uuid, segKey: seg.segKey });
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(content, {});
}

/** Renumber sort fields of every list (1-based within its list). */
function resort(content: PipelineContent): void {
  const visit = (list: AppStep[]) =>
    list.forEach((step, i) => {
      step.sort = i + 1;
      for (const seg of step.segs ?? []) {
        seg.switchParentuuid = step.uuid;
        visit(seg.apps);
      }
    });
  visit(content);
}

/**
 * Apply a structural edit and renumber every `{{N.…}}` so it keeps pointing at the same step (spec §4).
 * References to a step that no longer exists are left as they were, so validation can show them.
 */
export function withRenumbering(content: PipelineContent, edit: (draft: PipelineContent) => void): PipelineContent {
  const before = stepNumbers(content);
  const draft = cloneContent(content);
  edit(draft);
  resort(draft);
  const after = stepNumbers(draft);
  const byOldNumber = new Map<number, number>();
  for (const [uuid, n] of before) {
    const next = after.get(uuid);
    if (next !== undefined) byOldNumber.set(n, next);
  }
  const map = (n: number) => byOldNumber.get(n) ?? null;
  const rewrite = (list: AppStep[]) => {
    for (const step of list) {
      step.params = renumberRefs(step.params, map);
      for (const seg of step.segs ?? []) {
        if (seg.conditions !== undefined) seg.conditions = renumberRefs(seg.conditions, map);
        rewrite(seg.apps);
      }
    }
  };
  rewrite(draft);
  return draft;
}

/** Insert a step at a location (index clamped to the list). Adding at the end is inserting at its length. */
export function insertStep(content: PipelineContent, step: AppStep, at: StepLocation): PipelineContent {
  if (!listOf(content, at)) throw new AppError('STEP_PLACE_NOT_FOUND');
  return withRenumbering(content, (draft) => {
    const list = listOf(draft, at)!;
    const index = Math.max(0, Math.min(at.index, list.length));
    list.splice(index, 0, structuredClone(step));
  });
}

/** Append a step to the end of a container. */
export function addStep(content: PipelineContent, step: AppStep, container: StepContainer = {}): PipelineContent {
  const list = listOf(content, container);
  if (!list) throw new AppError('STEP_PLACE_NOT_FOUND');
  return insertStep(content, step, { ...container, index: list.length });
}

/**
 * Remove a step. A switch step takes its branches with it (spec §4); a loop step takes the steps inside
 * the loop. The trigger (first top-level step) cannot be removed.
 */
export function removeStep(content: PipelineContent, uuid: string): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  if (!found.container.switchUuid && found.index === 0 && found.list[0]?.action_type === '1') {
    throw new AppError('TRIGGER_NOT_REMOVABLE');
  }
  return withRenumbering(content, (draft) => {
    const { list } = locateStep(draft, uuid)!;
    const members = new Set(loopBody(list, uuid).map((s) => s.uuid));
    const keep = list.filter((s) => s.uuid !== uuid && !members.has(s.uuid));
    list.splice(0, list.length, ...keep);
  });
}

/** spec §4: a copy's name is prefixed with 副本 and cut to 30 characters. */
export function copyName(name: string): string {
  return Array.from(`副本${name}`).slice(0, STEP_COPY_NAME_MAX).join('');
}

/** A deep copy of a step whose uuid, and every uuid of its branches' steps, is new. */
export function recreateUuids(step: AppStep, newUuid: NewUuid = defaultUuid): AppStep {
  const copy = structuredClone(step);
  const visit = (s: AppStep) => {
    s.uuid = newUuid();
    for (const seg of s.segs ?? []) {
      seg.switchParentuuid = s.uuid;
      seg.apps.forEach(visit);
    }
  };
  visit(copy);
  return copy;
}

/** Copy a step (with its branches) right after itself. */
export function copyStep(content: PipelineContent, uuid: string, newUuid: NewUuid = defaultUuid): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  if (found.list[found.index]!.action_type === '1') throw new AppError('TRIGGER_NOT_COPYABLE');
  const copy = recreateUuids(found.list[found.index]!, newUuid);
  copy.title = copyName(copy.title ?? copy.titleAppName ?? '');
  copy.isStepCopy = true;
  return insertStep(content, copy, { ...found.container, index: found.index + 1 });
}

/** Move a step one place up or down within its list (the trigger stays first). */
export function moveStep(content: PipelineContent, uuid: string, direction: 'up' | 'down'): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  const target = direction === 'up' ? found.index - 1 : found.index + 1;
  const isTopLevel = !found.container.switchUuid;
  if (target < 0 || target >= found.list.length) return content;
  if (isTopLevel && (found.index === 0 || target === 0) && found.list[0]?.action_type === '1') return content;
  return withRenumbering(content, (draft) => {
    const { list, index } = locateStep(draft, uuid)!;
    const [step] = list.splice(index, 1);
    list.splice(target, 0, step!);
  });
}

/** Move a step to another location (another branch, say). */
export function moveStepTo(content: PipelineContent, uuid: string, to: StepLocation): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  if (to.switchUuid === uuid) throw new AppError('STEP_INTO_OWN_BRANCH');
  return withRenumbering(content, (draft) => {
    const source = locateStep(draft, uuid)!;
    const [step] = source.list.splice(source.index, 1);
    const list = listOf(draft, to);
    if (!list) throw new AppError('STEP_PLACE_NOT_FOUND');
    list.splice(Math.max(0, Math.min(to.index, list.length)), 0, step!);
  });
}

/** Add a branch to a switch step (before the fallback branch, which stays last). */
export function addBranch(
  content: PipelineContent,
  switchUuid: string,
  segment: { segKey: string; title: string; apps?: AppStep[]; isFallback?: boolean; conditions?: unknown },
): PipelineContent {
  return withRenumbering(content, (draft) => {
    const owner = flattenSteps(draft).find((s) => s.uuid === switchUuid);
    if (!owner) throw new AppError('SWITCH_NOT_FOUND');
    const segs = (owner.segs ??= []);
    const fallbackAt = segs.findIndex((s) => s.isFallback);
    const seg: Segment = { ...segment, apps: segment.apps ?? [], switchParentuuid: switchUuid };
    if (fallbackAt === -1 || seg.isFallback) segs.push(seg);
    else segs.splice(fallbackAt, 0, seg);
  });
}

/** Remove a branch of a switch step with all its steps. */
export function removeBranch(content: PipelineContent, switchUuid: string, segKey: string): PipelineContent {
  return withRenumbering(content, (draft) => {
    const owner = flattenSteps(draft).find((s) => s.uuid === switchUuid);
    if (!owner?.segs) throw new AppError('SWITCH_NOT_FOUND');
    owner.segs = owner.segs.filter((s) => s.segKey !== segKey);
  });
}
