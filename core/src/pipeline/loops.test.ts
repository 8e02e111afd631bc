import { describe, expect, it } from 'vitest';
import { aStep } from './builders';
import type { AppStep } from './model';
import { loopBody, outermostStepOf } from './loops';

const loop = (uuid: string, parentLoopUuid?: string) => aStep(uuid, { app_id: '1005', action_id: 'loop', parentLoopUuid });
const inside = (uuid: string, parentLoopUuid: string) => aStep(uuid, { parentLoopUuid });
const trigger = aStep('trigger', { action_type: '1', app_id: '1001' });

describe('loopBody (spec §3 parentLoopUuid: one rule for the engine, the canvas and removal)', () => {
  it.each<[string, AppStep[], string, string[]]>([
    ['the steps after a loop that name it', [trigger, loop('L'), inside('a', 'L'), inside('b', 'L'), aStep('out')], 'L', ['a', 'b']],
    ['a nested loop with its own steps', [trigger, loop('L'), inside('a', 'L'), loop('N', 'L'), inside('b', 'N')], 'L', ['a', 'N', 'b']],
    ['only its own steps for the nested loop', [trigger, loop('L'), inside('a', 'L'), loop('N', 'L'), inside('b', 'N')], 'N', ['b']],
    ['a member listed after an unrelated step', [trigger, loop('L'), inside('a', 'L'), aStep('x'), inside('b', 'L')], 'L', ['a', 'b']],
    ['no step listed before the loop', [trigger, inside('early', 'L'), loop('L'), inside('a', 'L')], 'L', ['a']],
    ['no step naming a member listed after it', [trigger, loop('L'), inside('b', 'a'), inside('a', 'L')], 'L', ['a']],
    ['nothing for a step that is not a loop', [trigger, aStep('S'), inside('a', 'S')], 'S', []],
    ['nothing for an unknown step', [trigger, loop('L'), inside('a', 'L')], 'zzz', []],
  ])('takes %s', (_, list, uuid, expected) => {
    expect(loopBody(list, uuid).map((s) => s.uuid)).toEqual(expected);
  });
});

describe('outermostStepOf (where a rerun from a failed step resumes)', () => {
  const branchy = () => {
    const sw = aStep('S', { app_id: '1004', action_id: 'switch' });
    sw.segs = [{ segKey: 'b1', title: '一', apps: [aStep('inBranch')] }];
    return sw;
  };
  it.each<[string, AppStep[], string, string | undefined]>([
    ['a top-level step itself', [trigger, aStep('a'), aStep('b')], 'b', 'b'],
    ['the switch whose branch holds the step', [trigger, branchy()], 'inBranch', 'S'],
    ['the loop whose body holds the step', [trigger, loop('L'), inside('a', 'L')], 'a', 'L'],
    ['the outermost of nested loops', [trigger, loop('L'), loop('N', 'L'), inside('a', 'N')], 'a', 'L'],
    ['the loop holding a switch that holds the step', [trigger, loop('L'), { ...branchy(), parentLoopUuid: 'L' }], 'inBranch', 'L'],
    ['nothing for an unknown step', [trigger, aStep('a')], 'zzz', undefined],
  ])('finds %s', (_, content, uuid, expected) => {
    expect(outermostStepOf(content, uuid)?.uuid).toBe(expected);
  });
});
