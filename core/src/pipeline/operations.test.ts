import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorName } from '../errors';
import { aPipeline, aStep } from './builders';
import { flattenSteps, parsePipelineContent, serializePipelineContent, stepNumbers } from './model';
import { addBranch, addStep, copyName, copyStep, insertStep, moveStep, moveStepTo, removeBranch, removeStep } from './operations';

const uuids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const order = (content: ReturnType<typeof flattenSteps>) => flattenSteps(content).map((s) => s.uuid);

describe('parsePipelineContent / serializePipelineContent', () => {
  it('round-trips the spec field names, unknown fields included', () => {
    const content = aPipeline()
      .withStep('a', { account_id: '1234567890123456789', custom_x: { y: 1 } })
      .withSwitch(2)
      .build();
    const parsed = parsePipelineContent(serializePipelineContent(content));
    expect(parsed.ok && parsed.content).toEqual(content);
  });
  it('keeps 15+ digit ids exact', () => {
    const parsed = parsePipelineContent('[{"uuid":"t","action_type":"1","app_id":1001,"action_id":"r","account_id":1234567890123456789}]');
    expect(parsed.ok && parsed.content[0]!.account_id).toBe('1234567890123456789');
  });
  it.each([
    ['[{"action_type":"1"}]', 'content[0] 缺少 uuid'],
    ['[{"uuid":"a","action_type":"3"}]', "content[0] 的 action_type 只能是 '1' 或 '2'"],
    ['[{"uuid":"a"},{"uuid":"a"}]', '步骤 uuid 重复: a'],
    ['[{"uuid":"a","segs":{}}]', 'content[0].segs 必须是数组'],
  ])('refuses %s', (text, reason) => {
    expect(parsePipelineContent(text)).toEqual({ ok: false, reason });
  });
});

describe('step numbering', () => {
  it('numbers in pre-order, branches right after their switch', () => {
    const content = aPipeline().withSwitch(2).withStep('after').build();
    expect([...stepNumbers(content)]).toEqual([
      ['trigger', 1],
      ['switch', 2],
      ['switch-b1-s1', 3],
      ['switch-b2-s1', 4],
      ['after', 5],
    ]);
  });
});

describe('insertStep / addStep (spec §4 renumbering)', () => {
  const base = aPipeline()
    .withStep('a', { params: { x: '{{1.id}}' } })
    .withStep('b', { params: { x: '{{2.out}} and {{1.id}}', nested: ['{{3.z}}'] } })
    .build();

  it('shifts references to steps after the insertion point', () => {
    const next = insertStep(base, aStep('new'), { index: 1 });
    expect(order(next)).toEqual(['trigger', 'new', 'a', 'b']);
    expect(next[3]!.params).toEqual({ x: '{{3.out}} and {{1.id}}', nested: ['{{4.z}}'] });
    expect(next.map((s) => s.sort)).toEqual([1, 2, 3, 4]);
  });

  it('appends at the end without touching references', () => {
    const next = addStep(base, aStep('end'));
    expect(order(next)).toEqual(['trigger', 'a', 'b', 'end']);
    expect(next[2]!.params).toEqual(base[2]!.params);
  });

  it('inserts into a branch and renumbers the steps after the switch', () => {
    const content = aPipeline()
      .withSwitch(2)
      .withStep('after', { params: { v: '{{4.x}}' } })
      .build();
    const next = addStep(content, aStep('in-b1'), { switchUuid: 'switch', segKey: 'b1' });
    expect(order(next)).toEqual(['trigger', 'switch', 'switch-b1-s1', 'in-b1', 'switch-b2-s1', 'after']);
    expect(next[2]!.params).toEqual({ v: '{{5.x}}' });
  });

  it('leaves the original content untouched', () => {
    const copy = structuredClone(base);
    insertStep(base, aStep('new'), { index: 1 });
    expect(base).toEqual(copy);
  });
});

describe('removeStep', () => {
  it('shifts later references down and leaves references to the removed step visible', () => {
    const content = aPipeline()
      .withStep('a')
      .withStep('b', { params: { x: '{{2.out}}', y: '{{3.q}}' } })
      .withStep('c', { params: { z: '{{4.w}}' } })
      .build();
    const next = removeStep(content, 'a');
    expect(order(next)).toEqual(['trigger', 'b', 'c']);
    expect(next[1]!.params).toEqual({ x: '{{2.out}}', y: '{{2.q}}' });
    expect(next[2]!.params).toEqual({ z: '{{3.w}}' });
  });

  it('removes a switch together with its branches (spec §4)', () => {
    const content = aPipeline()
      .withSwitch(3)
      .withStep('after', { params: { v: '{{6.x}}' } })
      .build();
    const next = removeStep(content, 'switch');
    expect(order(next)).toEqual(['trigger', 'after']);
    expect(next[1]!.params).toEqual({ v: '{{2.x}}' });
  });

  it('removes a loop together with the steps inside it', () => {
    const content = aPipeline()
      .withStep('loop', { app_id: '1005' })
      .withStep('in1', { parentLoopUuid: 'loop' })
      .withStep('in2', { parentLoopUuid: 'in1' })
      .withStep('after')
      .build();
    expect(order(removeStep(content, 'loop'))).toEqual(['trigger', 'after']);
  });

  it('removes only what the engine runs inside the loop: not a step before it, nor those naming a plain step', () => {
    const content = aPipeline()
      .withStep('early', { parentLoopUuid: 'loop' })
      .withStep('loop', { app_id: '1005' })
      .withStep('plain')
      .withStep('named', { parentLoopUuid: 'plain' })
      .build();
    expect(order(removeStep(content, 'loop'))).toEqual(['trigger', 'early', 'plain', 'named']);
    expect(order(removeStep(content, 'plain'))).toEqual(['trigger', 'early', 'loop', 'named']);
  });
});

describe('copyStep', () => {
  it('inserts a renamed copy right after the original and renumbers later references', () => {
    const content = aPipeline()
      .withStep('a', { title: '发送订单' })
      .withStep('b', { params: { x: '{{2.id}}', y: '{{3.id}}' } })
      .build();
    const next = copyStep(content, 'a', uuids());
    expect(order(next)).toEqual(['trigger', 'a', 'new-1', 'b']);
    expect(next[2]).toMatchObject({ title: '副本发送订单', isStepCopy: true });
    expect(next[3]!.params).toEqual({ x: '{{2.id}}', y: '{{4.id}}' });
  });

  it('copies a switch with fresh uuids for every branch step', () => {
    const next = copyStep(aPipeline().withSwitch(2).build(), 'switch', uuids());
    const ids = order(next);
    expect(new Set(ids).size).toBe(ids.length);
    expect(next[2]!.segs!.map((s) => s.switchParentuuid)).toEqual(['new-1', 'new-1']);
  });

  it.each([
    ['短名', '副本短名'],
    ['一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十', '副本一二三四五六七八九十一二三四五六七八九十一二三四五六七八'],
    ['abcdefghijklmnopqrstuvwxyz0123456789', '副本abcdefghijklmnopqrstuvwxyz01'],
  ])('names the copy of %j as %j (spec §4: 30 characters)', (name, expected) => {
    expect(copyName(name)).toBe(expected);
    expect(Array.from(copyName(name)).length).toBeLessThanOrEqual(30);
  });
});

describe('moveStep / moveStepTo', () => {
  const content = aPipeline()
    .withStep('a', { params: { x: '{{1.id}}' } })
    .withStep('b', { params: { x: '{{2.id}}' } })
    .build();

  it('swaps neighbours and keeps references pointing at the same steps', () => {
    const next = moveStep(content, 'b', 'up');
    expect(order(next)).toEqual(['trigger', 'b', 'a']);
    expect(next[1]!.params).toEqual({ x: '{{3.id}}' });
  });

  it('never moves a step above the trigger, nor past the ends', () => {
    expect(moveStep(content, 'a', 'up')).toBe(content);
    expect(moveStep(content, 'b', 'down')).toBe(content);
  });

  it('moves a step into a branch', () => {
    const withSwitch = aPipeline().withStep('a').withSwitch(2).build();
    const next = moveStepTo(withSwitch, 'a', { switchUuid: 'switch', segKey: 'b2', index: 0 });
    expect(order(next)).toEqual(['trigger', 'switch', 'switch-b1-s1', 'a', 'switch-b2-s1']);
  });
});

describe('addBranch / removeBranch', () => {
  it('adds a branch before the fallback and removes one with its steps', () => {
    const content = aPipeline().withSwitch(1).build();
    const withFallback = addBranch(content, 'switch', { segKey: 'else', title: '其他', isFallback: true });
    const withTwo = addBranch(withFallback, 'switch', { segKey: 'b2', title: '分支2' });
    expect(withTwo[1]!.segs!.map((s) => s.segKey)).toEqual(['b1', 'b2', 'else']);
    const without = removeBranch(withTwo, 'switch', 'b1');
    expect(order(without)).toEqual(['trigger', 'switch']);
  });
});

describe('refusals', () => {
  const content = aPipeline().withStep('a').withSwitch(1).build();
  it.each<[string, () => unknown, ErrorName]>([
    ['an insert into an unknown branch', () => addStep(content, aStep('x'), { switchUuid: 'nope', segKey: 'b1' }), 'STEP_PLACE_NOT_FOUND'],
    [
      'an insert at an unknown place',
      () => insertStep(content, aStep('x'), { switchUuid: 'switch', segKey: 'zz', index: 0 }),
      'STEP_PLACE_NOT_FOUND',
    ],
    ['removing the trigger', () => removeStep(content, 'trigger'), 'TRIGGER_NOT_REMOVABLE'],
    ['removing an unknown step', () => removeStep(content, 'zzz'), 'STEP_NOT_FOUND'],
    ['copying the trigger', () => copyStep(content, 'trigger'), 'TRIGGER_NOT_COPYABLE'],
    ['copying an unknown step', () => copyStep(content, 'zzz'), 'STEP_NOT_FOUND'],
    ['moving an unknown step', () => moveStep(content, 'zzz', 'up'), 'STEP_NOT_FOUND'],
    [
      'moving a switch into its own branch',
      () => moveStepTo(content, 'switch', { switchUuid: 'switch', segKey: 'b1', index: 0 }),
      'STEP_INTO_OWN_BRANCH',
    ],
    ['moving a step to an unknown place', () => moveStepTo(content, 'a', { switchUuid: 'switch', segKey: 'zz', index: 0 }), 'STEP_PLACE_NOT_FOUND'],
    ['a branch on an unknown switch', () => addBranch(content, 'zzz', { segKey: 'b2', title: '分支2' }), 'SWITCH_NOT_FOUND'],
    ['removing a branch of an unknown switch', () => removeBranch(content, 'a', 'b1'), 'SWITCH_NOT_FOUND'],
  ])('refuses %s with a catalogue error, not a Chinese RangeError', (_, operation, name) => {
    expect(operation).toThrow(expect.objectContaining({ code: ERRORS[name].code, message: ERRORS[name].msg }));
  });
});
