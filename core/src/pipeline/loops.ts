import { lookupAppId } from '../apps';
import type { AppStep } from './model';
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
