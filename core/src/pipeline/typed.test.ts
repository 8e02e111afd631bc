import { describe, expect, it } from 'vitest';
import { parsePipelineContent, type AppStep } from './model';
import { fromTypedSteps, toTypedSteps, type TypedStep } from './typed';

/** A trigger, a loop with a step inside, a switch with two branches (one a filter with settings), samples and editor keys. */
const content = parsePipelineContent([
  {
    uuid: 't',
    action_type: '1',
    app_id: '1001',
    action_id: 'receive',
    params: { response_type: 'immediate' },
    sample_data: { id: '1234567890123456789' },
  },
  { uuid: 'loop', app_id: '1005', action_id: 'loop', params: { items: '{{1.list}}', max_items: 50 }, title: '逐条', isStepCopy: true },
  { uuid: 'in', app_id: '1006', action_id: 'request', params: { url: 'https://x.test', headers: { a: '{{2.item}}' } }, parentLoopUuid: 'loop' },
  {
    uuid: 'sw',
    app_id: '1004',
    action_id: 'switch',
    params: { mode: 'all' },
    segs: [
      { segKey: 'a', title: '大单', conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]], current: true, apps: [] },
      {
        segKey: 'b',
        title: '其余',
        isFallback: true,
        apps: [
          {
            uuid: 'f',
            app_id: '1003',
            action_id: 'filter',
            params: { conditions: [[{ field: '{{1.name}}', operator: 11, value: 'x' }], [{ field: '{{1.tag}}', operator: 41 }]] },
            settings: { retries: 2, backoff_ms: 500, on_error: 'continue' },
          },
        ],
      },
    ],
  },
]);

describe('typed steps', () => {
  if (!content.ok) throw new Error(content.reason);
  const typed = toTypedSteps(content.content);

  it('lists every step flat in numbering order, branch steps naming their switch and segKey', () => {
    expect(typed.map((s) => [s.uuid, s.switchUuid, s.segKey])).toEqual([
      ['t', null, null],
      ['loop', null, null],
      ['in', null, null],
      ['sw', null, null],
      ['f', 'sw', 'b'],
    ]);
  });

  it.each<[string, (steps: TypedStep[]) => unknown, unknown]>([
    ['trigger kind', (s) => s[0]!.actionType, 'TRIGGER'],
    ['user sample stays JSON', (s) => s[0]!.sampleData, { id: '1234567890123456789' }],
    ['app fields as mappings', (s) => s[0]!.fields, [{ key: 'response_type', value: 'immediate' }]],
    ['loop settings', (s) => s[1]!.loop, { items: '{{1.list}}', maxItems: 50 }],
    ['editor marks kept in extra', (s) => s[1]!.extra, { isStepCopy: true }],
    ['loop membership', (s) => s[2]!.parentLoopUuid, 'loop'],
    ['switch mode', (s) => s[3]!.switchMode, 'ALL'],
    ['branch conditions', (s) => s[3]!.segments![0]!.conditions, [[{ field: '{{1.amount}}', operator: 'GT', value: 100 }]]],
    ['fallback branch', (s) => s[3]!.segments!.map((g) => g.isFallback), [false, true]],
    [
      'filter groups',
      (s) => s[4]!.conditions,
      [[{ field: '{{1.name}}', operator: 'CONTAINS', value: 'x' }], [{ field: '{{1.tag}}', operator: 'EMPTY' }]],
    ],
    ['retry settings', (s) => s[4]!.errorSettings, { retries: 2, backoffMs: 500, onError: 'CONTINUE' }],
  ])('types the %s', (_name, pick, expected) => {
    expect(pick(typed)).toEqual(expected);
  });

  it('round-trips to the same content', () => {
    const back = fromTypedSteps(typed);
    expect(back.ok && back.content).toEqual(content.content);
  });

  it('keeps what does not fit a type in extra or the fields, unchanged', () => {
    const odd: AppStep = {
      uuid: 'x',
      sort: 1,
      action_type: '1',
      app_id: '1003',
      action_id: 'filter',
      params: { conditions: [{ field: 'a', operator: 99 }] },
      settings: 'old text' as never,
    };
    const [step] = toTypedSteps([odd]);
    expect(step!.conditions).toBeNull();
    expect(step!.fields).toEqual([{ key: 'conditions', value: [{ field: 'a', operator: 99 }] }]);
    expect(step!.extra).toEqual({ settings: 'old text' });
    expect(fromTypedSteps([step!])).toEqual({ ok: true, content: [odd] });
  });

  it('takes branches and their steps only from the flat list, never from extra', () => {
    const smuggled: TypedStep = {
      uuid: 't',
      actionType: 'TRIGGER',
      appId: '1001',
      actionId: 'x',
      extra: { segs: [{ segKey: 'a', title: '', apps: [{ uuid: 'y' }] }], sort: 9 },
    };
    expect(fromTypedSteps([smuggled])).toEqual({
      ok: true,
      content: [{ uuid: 't', sort: 1, action_type: '1', app_id: '1001', action_id: 'x', params: {} }],
    });
  });

  it.each<[string, TypedStep[], string]>([
    [
      'a branch no earlier switch has',
      [{ uuid: 'a', actionType: 'ACTION', appId: '1006', actionId: 'x', switchUuid: 'sw', segKey: 'a' }],
      '所在的分支不存在',
    ],
    [
      'a repeated uuid',
      [
        { uuid: 'a', actionType: 'TRIGGER', appId: '1001', actionId: 'x' },
        { uuid: 'a', actionType: 'ACTION', appId: '1006', actionId: 'y' },
      ],
      '步骤 uuid 重复',
    ],
    ['an empty uuid', [{ uuid: '', actionType: 'TRIGGER', appId: '1001', actionId: 'x' }], '缺少 uuid'],
  ])('refuses %s', (_name, steps, reason) => {
    const result = fromTypedSteps(steps);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });
});
