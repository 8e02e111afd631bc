import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorName } from '../errors';
import { aPipeline, aStep } from './builders';
import { flattenSteps, stepNumbers } from './model';
import { blankStep, chooseAction, moveBranch, pasteStep, renameBranch, setStepDisabled, stepsBefore, updateBranch, updateStep } from './editing';
import { SWITCH_APP_ID, FILTER_APP_ID } from './webhook';

const uuids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('updateStep', () => {
  it('patches the named step and leaves the input untouched', () => {
    const content = aPipeline().withStep('a').build();
    const next = updateStep(content, 'a', { title: '发送订单', params: { url: 'https://x' } });
    expect(next[1]).toMatchObject({ uuid: 'a', title: '发送订单', params: { url: 'https://x' } });
    expect(content[1]!.title).toBe('a');
  });
  it('patches a step inside a branch and never changes its uuid', () => {
    const content = aPipeline().withSwitch(2).build();
    const next = updateStep(content, 'switch-b2-s1', { uuid: 'other', title: '分支二的步骤' });
    expect(flattenSteps(next).find((s) => s.uuid === 'switch-b2-s1')?.title).toBe('分支二的步骤');
  });
});

describe('setStepDisabled', () => {
  it.each([
    [true, true],
    [false, undefined],
  ])('disabled=%s leaves the flag %s', (disabled, flag) => {
    const content = setStepDisabled(aPipeline().withStep('a').build(), 'a', true);
    expect(setStepDisabled(content, 'a', disabled)[1]!.disabled).toBe(flag);
  });
});

describe('branches', () => {
  it('renames a branch', () => {
    const next = renameBranch(aPipeline().withSwitch(2).build(), 'switch', 'b1', '上海订单');
    expect(next[1]!.segs!.map((s) => s.title)).toEqual(['上海订单', '分支2']);
  });
  it.each([
    ['b2', 'left', ['b2', 'b1', 'b3']],
    ['b1', 'right', ['b2', 'b1', 'b3']],
    ['b1', 'left', ['b1', 'b2', 'b3']],
    ['b3', 'right', ['b1', 'b2', 'b3']],
  ] as const)('moves %s %s', (segKey, direction, order) => {
    const next = moveBranch(aPipeline().withSwitch(3).build(), 'switch', segKey, direction);
    expect(next[1]!.segs!.map((s) => s.segKey)).toEqual(order);
  });
  it('keeps references on their steps when branches swap', () => {
    const content = aPipeline()
      .withSwitch(2)
      .withStep('after', { params: { a: '{{3.x}}', b: '{{4.y}}' } })
      .build();
    const next = moveBranch(content, 'switch', 'b2', 'left');
    expect(next[2]!.params).toEqual({ a: '{{4.x}}', b: '{{3.y}}' });
    expect(stepNumbers(next).get('switch-b2-s1')).toBe(3);
  });
  it('never moves a branch past the fallback', () => {
    const content = updateBranch(aPipeline().withSwitch(3).build(), 'switch', 'b3', { isFallback: true });
    expect(moveBranch(content, 'switch', 'b2', 'right')).toBe(content);
  });
  it('makes one fallback, puts it last and drops its conditions', () => {
    let content = aPipeline().withSwitch(3).build();
    content = updateBranch(content, 'switch', 'b1', { isFallback: true, conditions: [[{ field: 'x', operator: 13 }]] });
    content = updateBranch(content, 'switch', 'b2', { isFallback: true });
    expect(content[1]!.segs!.map((s) => [s.segKey, s.isFallback ?? false, s.conditions])).toEqual([
      ['b3', false, undefined],
      ['b1', false, undefined],
      ['b2', true, undefined],
    ]);
  });
});

describe('pasteStep', () => {
  it('inserts a copy with fresh uuids, the copy prefix and renumbered later references', () => {
    const content = aPipeline()
      .withStep('a')
      .withStep('b', { params: { v: '{{2.id}}' } })
      .build();
    const copied = aPipeline().withSwitch(2).build()[1]!;
    const { content: next, uuid } = pasteStep(content, copied, { index: 1 }, uuids());
    expect(uuid).toBe('new-1');
    expect(flattenSteps(next).map((s) => s.uuid)).toEqual(['trigger', 'new-1', 'new-2', 'new-3', 'a', 'b']);
    expect(next[1]).toMatchObject({ title: '副本switch', isStepCopy: true });
    expect(next[1]!.segs!.every((s) => s.switchParentuuid === 'new-1')).toBe(true);
    expect(next[3]!.params).toEqual({ v: '{{5.id}}' });
  });
});

describe('chooseAction', () => {
  it('starts a switch with one condition branch and the fallback', () => {
    const content = [...aPipeline().build(), blankStep('s')];
    const next = chooseAction(content, 's', SWITCH_APP_ID, 'switch', uuids());
    expect(next[1]).toMatchObject({ app_id: SWITCH_APP_ID, action_id: 'switch', params: { mode: 'first' } });
    expect(next[1]!.segs!.map((s) => [s.segKey, s.title, s.isFallback ?? false])).toEqual([
      ['new-1', '分支1', false],
      ['new-2', '默认分支', true],
    ]);
  });
  it('drops the old action’s sample and params but keeps the title and settings', () => {
    const content = aPipeline()
      .withStep('a', { title: '我的步骤', settings: { retries: 2 }, sample_data: { x: 1 }, params: { url: 'u' } })
      .build();
    const next = chooseAction(content, 'a', FILTER_APP_ID, 'filter', uuids());
    expect(next[1]).toEqual({
      uuid: 'a',
      sort: 2,
      action_type: '2',
      app_id: FILTER_APP_ID,
      action_id: 'filter',
      title: '我的步骤',
      settings: { retries: 2 },
      params: { conditions: [[{ field: '', operator: 13, value: '' }]] },
    });
  });
  it('renumbers references when a switch and its branch steps are replaced', () => {
    const content = aPipeline()
      .withSwitch(2)
      .withStep('after', { params: { v: '{{5.x}}', w: '{{1.y}}' } })
      .build();
    const next = chooseAction(content, 'switch', FILTER_APP_ID, 'filter', uuids());
    expect(next[2]!.params).toEqual({ v: '{{3.x}}', w: '{{1.y}}' });
  });
  it('names an unnamed step after its action, and renames it with the action until someone names it', () => {
    const content = [...aPipeline().build(), blankStep('s')];
    const sendStep = chooseAction(content, 's', '1007', 'send', uuids());
    expect(sendStep[1]!.title).toBe('发送 HTTP 请求');
    expect(chooseAction(sendStep, 's', '1003', 'filter', uuids())[1]!.title).toBe('仅当满足条件时继续');
  });
  it('gives the step and a new switch’s branches the names the editor passes, in its language (issue 10 item 9)', () => {
    const names = { actionName: (_app: string, action: string) => `Action ${action}`, firstBranch: 'Branch 1', fallbackBranch: 'Fallback' };
    const content = [...aPipeline().build(), blankStep('s')];
    const next = chooseAction(content, 's', SWITCH_APP_ID, 'switch', uuids(), names);
    expect(next[1]!.title).toBe('Action switch');
    expect(next[1]!.segs!.map((s) => s.title)).toEqual(['Branch 1', 'Fallback']);
    // an English default name is still renamed with the action, as is a Chinese one from before
    expect(chooseAction(next, 's', '1003', 'filter', uuids(), names)[1]!.title).toBe('Action filter');
    const zhNamed = chooseAction(content, 's', '1007', 'send', uuids());
    expect(chooseAction(zhNamed, 's', '1003', 'filter', uuids(), names)[1]!.title).toBe('Action filter');
  });
  it('keeps the step’s place as trigger', () => {
    expect(chooseAction(aPipeline().build(), 'trigger', '1002', 'schedule', uuids())[0]!.action_type).toBe('1');
  });
});

describe('blankStep', () => {
  it('is an action with nothing chosen', () => {
    expect(blankStep('x')).toEqual({ uuid: 'x', sort: 0, action_type: '2', app_id: '', action_id: '', params: {} });
  });
});

it('aStep stays usable with the editing operations', () => {
  expect(updateStep([aStep('t', { action_type: '1' })], 't', { title: 'x' })[0]!.title).toBe('x');
});

describe('stepsBefore', () => {
  const ids = (content: Parameters<typeof stepsBefore>[0], uuid: string) => stepsBefore(content, uuid).map((s) => s.uuid);
  const content = aPipeline().withStep('a').withSwitch(2).withStep('after').build();
  it.each([
    ['trigger', []],
    ['a', ['trigger']],
    ['switch-b1-s1', ['trigger', 'a', 'switch']],
    ['switch-b2-s1', ['trigger', 'a', 'switch']],
    ['after', ['trigger', 'a', 'switch', 'switch-b1-s1', 'switch-b2-s1']],
    ['unknown', []],
  ])('before %s: %j', (uuid, expected) => {
    expect(ids(content, uuid)).toEqual(expected);
  });
});

describe('refusals', () => {
  const content = aPipeline().withStep('a').withSwitch(2).build();
  it.each<[string, () => unknown, ErrorName]>([
    ['patching an unknown step', () => updateStep(content, 'nope', {}), 'STEP_NOT_FOUND'],
    ['disabling the trigger', () => setStepDisabled(content, 'trigger', true), 'TRIGGER_NOT_DISABLABLE'],
    ['disabling an unknown step', () => setStepDisabled(content, 'nope', true), 'STEP_NOT_FOUND'],
    ['pasting a trigger', () => pasteStep(content, content[0]!, { index: 1 }), 'TRIGGER_NOT_PASTABLE'],
    ['patching a branch of an unknown switch', () => updateBranch(content, 'a', 'b1', { title: 'x' }), 'SWITCH_NOT_FOUND'],
    ['patching an unknown branch', () => updateBranch(content, 'switch', 'zz', { title: 'x' }), 'BRANCH_NOT_FOUND'],
    ['moving an unknown branch', () => moveBranch(content, 'switch', 'zz', 'left'), 'BRANCH_NOT_FOUND'],
    ['choosing an action for an unknown step', () => chooseAction(content, 'nope', '1003', 'filter', uuids()), 'STEP_NOT_FOUND'],
  ])('refuses %s with a catalogue error, not a Chinese RangeError', (_, operation, name) => {
    expect(operation).toThrow(expect.objectContaining({ code: ERRORS[name].code, message: ERRORS[name].msg }));
  });
});
