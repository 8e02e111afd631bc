import { emptyCondition } from '../filter/evaluate';
import { AppError } from '../errors';
import { lookupAppId } from '../apps/ids';
import { actionDefinition, defaultParams } from './builtinActions';
import { SWITCH_APP_ID } from './webhook';
import { flattenSteps, type AppStep, type PipelineContent, type Segment } from './model';
import { copyName, insertStep, locateStep, recreateUuids, withRenumbering, type NewUuid, type StepLocation } from './operations';

/**
 * Editor operations that the step operations of operations.ts do not cover: patching a step, disabling
 * it, branch titles and order, and pasting a copied step. Pure: each returns new content.
 */

/** Patch one step's own fields (not its place); segs are kept unless the patch names them. */
export function updateStep(content: PipelineContent, uuid: string, patch: Partial<AppStep>): PipelineContent {
  if (!locateStep(content, uuid)) throw new AppError('STEP_NOT_FOUND');
  const draft = structuredClone(content);
  const { list, index } = locateStep(draft, uuid)!;
  list[index] = { ...list[index]!, ...structuredClone(patch), uuid };
  return draft;
}

/**
 * Disable or enable a step: the engine skips a step whose `disabled` is true (its number and the
 * references to it stay). The trigger cannot be disabled, or nothing would ever run.
 */
export function setStepDisabled(content: PipelineContent, uuid: string, disabled: boolean): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  if (found.list[found.index]!.action_type === '1') throw new AppError('TRIGGER_NOT_DISABLABLE');
  const draft = structuredClone(content);
  const step = locateStep(draft, uuid)!;
  const target = step.list[step.index]!;
  if (disabled) target.disabled = true;
  else delete target.disabled;
  return draft;
}

function segmentsOf(draft: PipelineContent, switchUuid: string): Segment[] {
  const owner = flattenSteps(draft).find((s) => s.uuid === switchUuid);
  if (!owner?.segs) throw new AppError('SWITCH_NOT_FOUND');
  return owner.segs;
}

/** Patch a branch (title, conditions, fallback mark); its steps are edited through the step operations. */
export function updateBranch(
  content: PipelineContent,
  switchUuid: string,
  segKey: string,
  patch: Partial<Pick<Segment, 'title' | 'conditions' | 'isFallback'>>,
): PipelineContent {
  const draft = structuredClone(content);
  const segs = segmentsOf(draft, switchUuid);
  const at = segs.findIndex((s) => s.segKey === segKey);
  if (at === -1) throw new AppError('BRANCH_NOT_FOUND');
  const seg = { ...segs[at]!, ...structuredClone(patch) };
  if (seg.isFallback) delete seg.conditions;
  else delete seg.isFallback;
  segs[at] = seg;
  // one fallback per switch, and it is checked last (engine: fallback only when nothing matched)
  if (seg.isFallback) {
    for (const other of segs) if (other !== seg) delete other.isFallback;
    segs.splice(at, 1);
    segs.push(seg);
  }
  return draft;
}

/** Rename a branch (its title is what the canvas and the run log show). */
export function renameBranch(content: PipelineContent, switchUuid: string, segKey: string, title: string): PipelineContent {
  return updateBranch(content, switchUuid, segKey, { title });
}

/**
 * Move a branch one place left or right. Branch order is the check order in first-match mode, so it
 * matters; the fallback branch stays last. Step numbers follow the new order, and every `{{N.…}}`
 * follows its step.
 */
export function moveBranch(content: PipelineContent, switchUuid: string, segKey: string, direction: 'left' | 'right'): PipelineContent {
  const segs = segmentsOf(structuredClone(content), switchUuid);
  const at = segs.findIndex((s) => s.segKey === segKey);
  if (at === -1) throw new AppError('BRANCH_NOT_FOUND');
  const target = direction === 'left' ? at - 1 : at + 1;
  if (target < 0 || target >= segs.length || segs[at]!.isFallback || segs[target]!.isFallback) return content;
  return withRenumbering(content, (draft) => {
    const list = segmentsOf(draft, switchUuid);
    const [seg] = list.splice(at, 1);
    list.splice(target, 0, seg!);
  });
}

/**
 * Paste a step copied from this or another pipeline at a location: every uuid is new (a pipeline's
 * uuids are unique), the name gets the copy prefix, and references inside it are kept as written.
 */
export function pasteStep(
  content: PipelineContent,
  copied: AppStep,
  at: StepLocation,
  newUuid?: NewUuid,
): { content: PipelineContent; uuid: string } {
  if (copied.action_type === '1') throw new AppError('TRIGGER_NOT_PASTABLE');
  const step = recreateUuids(copied, newUuid);
  step.title = copyName(String(copied.title ?? copied.titleAppName ?? ''));
  step.isStepCopy = true;
  delete step.parentLoopUuid;
  return { content: insertStep(content, step, at), uuid: step.uuid };
}

/**
 * Choose (or change) a step's app and action: params start from the action's defaults, sample and test
 * results of the old action are dropped, an unnamed step takes the action's name, and a new switch
 * starts with one condition branch and the fallback branch.
 */
/**
 * The names a newly chosen action gives: the step's title (its action's name) and a new switch's two
 * branches. They are the user's data once saved, but written in the editor's language (issue 10 item 9):
 * the web passes its translations; without them they are zh-CN, the product language.
 */
export interface DefaultNames {
  actionName(appId: string, actionId: string): string | undefined;
  firstBranch: string;
  fallbackBranch: string;
}

export const ZH_DEFAULT_NAMES: DefaultNames = {
  actionName: (appId, actionId) => actionDefinition(appId, actionId)?.name,
  firstBranch: '分支1',
  fallbackBranch: '默认分支',
};

export function chooseAction(
  content: PipelineContent,
  uuid: string,
  appId: string,
  actionId: string,
  newKey: NewUuid,
  names: DefaultNames = ZH_DEFAULT_NAMES,
): PipelineContent {
  const found = locateStep(content, uuid);
  if (!found) throw new AppError('STEP_NOT_FOUND');
  const old = found.list[found.index]!;
  const step: AppStep = {
    uuid,
    sort: old.sort,
    action_type: old.action_type,
    app_id: appId,
    action_id: actionId,
    params: defaultParams(appId, actionId),
  };
  for (const keep of ['title', 'titleAppNote', 'parentLoopUuid', 'settings', 'disabled']) if (old[keep] !== undefined) step[keep] = old[keep];
  // a step nobody named is called after its action, so run logs and pickers show a name
  const oldActionNames = [names.actionName(old.app_id, old.action_id), ZH_DEFAULT_NAMES.actionName(old.app_id, old.action_id)];
  if (!step.title || oldActionNames.includes(String(step.title))) step.title = names.actionName(appId, actionId) ?? '';
  if (lookupAppId(appId) === SWITCH_APP_ID) {
    step.segs =
      lookupAppId(old.app_id) === SWITCH_APP_ID && old.segs
        ? old.segs
        : [
            { segKey: newKey(), title: names.firstBranch, conditions: [[emptyCondition()]], apps: [], switchParentuuid: uuid },
            { segKey: newKey(), title: names.fallbackBranch, isFallback: true, apps: [], switchParentuuid: uuid },
          ];
  }
  // dropping a switch drops its branches' steps, which renumbers the steps after them
  return withRenumbering(content, (draft) => {
    const at = locateStep(draft, uuid)!;
    at.list[at.index] = step;
  });
}

/** A step with nothing chosen yet, for the '+' buttons: the panel opens on it at the entrance. */
export function blankStep(uuid: string): AppStep {
  return { uuid, sort: 0, action_type: '2', app_id: '', action_id: '', params: {} };
}

/**
 * The steps whose output a step can map (`{{N.…}}`): every step that has run before it on its path —
 * earlier steps of each enclosing list and the switches it sits in. Steps in a sibling branch are left
 * out: on the run where this step runs, they may not have.
 */
export function stepsBefore(content: PipelineContent, uuid: string): AppStep[] {
  const walk = (list: AppStep[], before: AppStep[]): AppStep[] | undefined => {
    const seen = [...before];
    for (const step of list) {
      if (step.uuid === uuid) return seen;
      for (const seg of step.segs ?? []) {
        const found = walk(seg.apps, [...seen, step]);
        if (found) return found;
      }
      seen.push(step, ...(step.segs ?? []).flatMap((seg) => flattenSteps(seg.apps)));
    }
    return undefined;
  };
  return walk(content, []) ?? [];
}
