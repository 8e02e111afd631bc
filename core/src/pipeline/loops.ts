import { lookupAppId } from '../apps/ids';
import { flattenSteps, type AppStep } from './model';
import { LOOP_APP_ID } from './webhook';

/** A step of the loop app (1005), its id read as spec §5 looks app ids up. */
export function isLoopStep(step: Pick<AppStep, 'app_id'>): boolean {
  return lookupAppId(step.app_id) === LOOP_APP_ID;
}

/**
 * The steps inside a loop (spec §3 parentLoopUuid), in order: the steps listed after the loop in the same
 * list whose parentLoopUuid names the loop or a step already inside it, so a nested loop's steps belong to the
 * outer loop too. A step listed before the loop, or naming a step that is not a loop, is not inside one. The
 * engine runs these once per item, the canvas frames them, and removing the loop removes them.
 *
 * @example loopBody([loop, a, b], 'loop') // [a, b] when a and b name 'loop' as parentLoopUuid
 */
export function loopBody(list: readonly AppStep[], loopUuid: string): AppStep[] {
  const at = list.findIndex((s) => s.uuid === loopUuid);
  if (at === -1 || !isLoopStep(list[at]!)) return [];
  const members = new Set([loopUuid]);
  const body: AppStep[] = [];
  for (const step of list.slice(at + 1)) {
    if (!step.parentLoopUuid || !members.has(step.parentLoopUuid)) continue;
    members.add(step.uuid);
    body.push(step);
  }
  return body;
}

/**
 * The top-level step a run passes through to reach `uuid`: the step itself, the switch whose branch holds it,
 * or the outermost loop whose body holds either. A rerun from a failed step resumes there (spec §7 reruntask),
 * since a branch or a loop iteration cannot be entered half-way. Undefined for an unknown uuid.
 */
export function outermostStepOf(content: readonly AppStep[], uuid: string): AppStep | undefined {
  const holder = content.find((top) => flattenSteps([top]).some((s) => s.uuid === uuid));
  if (!holder) return undefined;
  // outer loops are listed before the loops they hold: the first whose body holds the step is the outermost
  return content.find((loop) => isLoopStep(loop) && loopBody(content, loop.uuid).includes(holder)) ?? holder;
}
