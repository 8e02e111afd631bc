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
  it('groups branch steps by switch step and branch, titled from the switch output', () => {
    const steps = [
      step('trigger'),
      step('switch', { title: '按城市分流', output: { branches: ['b2', 'b1'], titles: ['上海', '北京'] } }),
      step('s-b2', { switchUuid: 'switch', branch: 'b2' }),
      step('s-b1', { switchUuid: 'switch', branch: 'b1' }),
      step('s-b2-2', { switchUuid: 'switch', branch: 'b2' }),
    ];
    expect(groupBranches(steps)).toEqual([
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

  it('falls back to the keys when the switch step was not recorded', () => {
    const groups = groupBranches([step('x', { switchUuid: 'sw', branch: 'b1' })]);
    expect(groups[0]).toMatchObject({ switchTitle: 'sw', branches: [{ key: 'b1', title: 'b1' }] });
  });

  it('has no groups for a run without branches', () => {
    expect(groupBranches([step('a'), step('b')])).toEqual([]);
  });
});
