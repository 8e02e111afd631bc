import { describe, expect, it } from 'vitest';
import { groupBranches, groupLoopIterations, type GroupableStep } from './stepGroups';

const step = (stepUuid: string, extra: Partial<GroupableStep> = {}): GroupableStep => ({ stepUuid, title: stepUuid, ...extra });

describe('groupLoopIterations', () => {
  it('keeps plain steps as they are, in order', () => {
    const steps = [step('a'), step('b')];
    expect(groupLoopIterations(steps)).toEqual([
      { kind: 'step', step: steps[0] },
      { kind: 'step', step: steps[1] },
    ]);
  });

  it('folds a loop’s iterations into one block, each iteration with its steps', () => {
    const steps = [
      step('loop'),
      step('send', { loopIndex: 0 }),
      step('log', { loopIndex: 0 }),
      step('send', { loopIndex: 1 }),
      step('log', { loopIndex: 1 }),
      step('after'),
    ];
    const blocks = groupLoopIterations(steps);
    expect(blocks.map((b) => b.kind)).toEqual(['step', 'loop', 'step']);
    expect(blocks[1]).toEqual({
      kind: 'loop',
      iterations: [
        { index: 0, steps: [steps[1], steps[2]] },
        { index: 1, steps: [steps[3], steps[4]] },
      ],
    });
  });
});

describe('groupBranches', () => {
  const names: Record<string, string> = { b1: '北京', b2: '上海' };
  const nameOf = (_switchUuid: string, key: string) => names[key] ?? `? ${key}`;

  it('groups branch steps by switch step and branch, named by nameOf', () => {
    const steps = [
      step('trigger'),
      step('switch', { title: '按城市分流' }),
      step('s-b2', { switchUuid: 'switch', branch: 'b2' }),
      step('s-b1', { switchUuid: 'switch', branch: 'b1' }),
      step('s-b2-2', { switchUuid: 'switch', branch: 'b2' }),
    ];
    expect(groupBranches(steps, nameOf)).toEqual([
      {
        switchUuid: 'switch',
        switchTitle: '按城市分流',
        branches: [
          { key: 'b2', title: '上海', steps: [steps[2], steps[4]] },
          { key: 'b1', title: '北京', steps: [steps[3]] },
        ],
      },
    ]);
  });

  it('leaves the switch untitled, not named by its uuid, when that step was not recorded', () => {
    const groups = groupBranches([step('x', { switchUuid: 'sw', branch: 'b1' })], nameOf);
    expect(groups[0]).toMatchObject({ switchTitle: '', branches: [{ key: 'b1', title: '北京' }] });
  });

  it('has no groups for a run without branches', () => {
    expect(groupBranches([step('a'), step('b')], nameOf)).toEqual([]);
  });
});
