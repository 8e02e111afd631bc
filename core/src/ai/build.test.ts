import { describe, expect, it } from 'vitest';
import { loopBody } from '../pipeline/loops';
import { flattenSteps, parsePipelineContent, serializePipelineContent, stepNumbers } from '../pipeline/model';
import { buildDraft } from './build';
import { aBranch, aDraft, aDraftStep, TEST_APPS } from './fixtures';

let counter = 0;
const ids = () => `u${++counter}`;
const build = (raw: unknown) => buildDraft(raw, TEST_APPS, { newUuid: ids });

describe('buildDraft: a valid draft becomes the spec content', () => {
  it('builds trigger, filter and bot with the editor’s defaults, titles and explanations', () => {
    const draft = aDraft([
      aDraftStep('1003', 'filter', {}, { conditions: [[{ field: '{{1.amount}}', operator: 21, value: '1000' }]] }),
      aDraftStep('2002', 'send_text', { content: '大额订单 {{1.order_id}}' }, { title: '通知群' }),
    ]);
    const built = build(draft);
    if (!built.ok) throw new Error(built.errors.join('\n'));
    const [trigger, filter, bot] = built.content;
    expect(trigger).toMatchObject({
      action_type: '1',
      app_id: '1001',
      action_id: 'receive',
      title: '接收表单',
      params: { response_type: 'immediate' },
    });
    expect(filter).toMatchObject({ sort: 2, app_id: '1003', title: '仅当满足条件时继续' });
    expect(filter!.params.conditions).toEqual([[{ field: '{{1.amount}}', operator: 21, value: '1000' }]]);
    // a catalogue field's default is filled as the editor fills it
    expect(bot).toMatchObject({ sort: 3, title: '通知群', params: { content: '大额订单 {{1.order_id}}', is_at_all: false } });
    expect(parsePipelineContent(serializePipelineContent(built.content)).ok).toBe(true);
    expect(built.explanations.map((e) => [e.step_number, e.text])).toEqual([
      [1, '收到数据时开始'],
      [2, '1003/filter'],
      [3, '2002/send_text'],
    ]);
  });

  it('reports spec §4 outcomes without failing: a bot without an account is expected', () => {
    const built = build(aDraft([aDraftStep('2002', 'send_text', { content: '{{1.text}}' })]));
    if (!built.ok) throw new Error(built.errors.join('\n'));
    expect(built.problems.map((p) => [p.step_number, p.kind, p.severity])).toEqual([
      [1, 'sampleMissing', 'warning'],
      [2, 'noAccount', 'error'],
      [2, 'sendFailed', 'warning'],
    ]);
  });

  it('builds a switch with its branches in order, the fallback last, and numbers their steps after it', () => {
    const city = (name: string) => [[{ field: '{{1.city}}', operator: 13, value: name }]];
    const draft = aDraft([
      aDraftStep(
        '1004',
        'switch',
        { mode: 'first' },
        {
          branches: [
            aBranch('北京', [aDraftStep('2002', 'send_text', { content: '北京 {{1.order_id}}' })], city('北京')),
            aBranch(
              '上海',
              [aDraftStep('1007', 'send', { url: 'https://example.com/sh', body: [{ key: 'id', value: '{{1.order_id}}' }] })],
              city('上海'),
            ),
            aBranch('其他', [aDraftStep('1007', 'to_table', { table_id: '9', row: [{ key: '城市', value: '{{1.city}}' }] })], null, true),
          ],
        },
      ),
      aDraftStep('2002', 'send_text', { content: '已分流 {{2.matched}}' }),
    ]);
    const built = build(draft);
    if (!built.ok) throw new Error(built.errors.join('\n'));
    const sw = built.content[1]!;
    expect(sw.segs!.map((s) => [s.title, s.isFallback === true, s.apps.map((a) => a.app_id)])).toEqual([
      ['北京', false, ['2002']],
      ['上海', false, ['1007']],
      ['其他', true, ['1007']],
    ]);
    expect(sw.segs![1]!.conditions).toEqual(city('上海'));
    expect(sw.segs![1]!.apps[0]!.params.body).toEqual({ id: '{{1.order_id}}' });
    expect(flattenSteps(built.content).map((s) => stepNumbers(built.content).get(s.uuid))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(built.content[2]).toMatchObject({ app_id: '2002', sort: 3 });
  });

  it('drops the fallback branch the editor starts with when the draft has none', () => {
    const draft = aDraft([
      aDraftStep('1004', 'switch', {}, { branches: [aBranch('大单', [], [[{ field: '{{1.amount}}', operator: 21, value: '100' }]])] }),
    ]);
    const built = build(draft);
    expect(built.ok && built.content[1]!.segs!.map((s) => s.title)).toEqual(['大单']);
  });

  it('puts a loop’s body after it, each naming the loop, a nested loop’s body naming the inner loop', () => {
    const draft = aDraft([
      aDraftStep(
        '1005',
        'loop',
        { items: '{{1.orders}}' },
        {
          body: [
            aDraftStep('2002', 'send_text', { content: '订单 {{2.item.id}}' }),
            aDraftStep(
              '1005',
              'loop',
              { items: '{{2.item.lines}}' },
              { body: [aDraftStep('1007', 'send', { url: 'https://example.com/{{4.item.sku}}' })] },
            ),
          ],
        },
      ),
      aDraftStep('2002', 'send_text', { content: '完成' }),
    ]);
    const built = build(draft);
    if (!built.ok) throw new Error(built.errors.join('\n'));
    const [, outer, , inner, line, after] = built.content;
    expect(loopBody(built.content, outer!.uuid).map((s) => s.uuid)).toEqual([built.content[2]!.uuid, inner!.uuid, line!.uuid]);
    expect(line!.parentLoopUuid).toBe(inner!.uuid);
    expect(after!.parentLoopUuid).toBeUndefined();
    expect(outer!.params).toMatchObject({ items: '{{1.orders}}', max_items: 1000 });
  });

  it('names unnamed steps through actionTitle: English catalogue names, no title for a built-in', () => {
    const built = buildDraft(aDraft([aDraftStep('1007', 'send', { url: 'https://x.cn' }), aDraftStep('2002', 'send_text')]), TEST_APPS, {
      newUuid: ids,
      actionTitle: (app) => (app.app_id === '2002' ? 'Send a text message' : undefined),
    });
    expect(built.ok && built.content.map((s) => s.title)).toEqual(['接收表单', '', 'Send a text message']);
  });

  it('reads param values as their fields store them', () => {
    const built = build(aDraft([aDraftStep('2002', 'send_text', { content: 42, at_mobiles: '13800000000', is_at_all: 'true' })]));
    expect(built.ok && built.content[1]!.params).toEqual({ content: '42', at_mobiles: ['13800000000'], is_at_all: true });
  });
});

describe('buildDraft: what it refuses, with the path and the reason', () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ['not an object', 'hello', /根/],
    ['a missing steps list', { ...aDraft([]), steps: undefined }, /steps/],
    ['an extra key', { ...aDraft([aDraftStep('1007', 'send', { url: 'https://x.cn' })]), extra: 1 }, /extra|Unrecognized/i],
    ['an unknown app', aDraft([aDraftStep('2999', 'send')]), /steps\[0\]\.app_id：应用目录中没有应用 2999/],
    ['an unknown action', aDraft([aDraftStep('2002', 'send_card')]), /没有动作 send_card/],
    ['a trigger as a step', aDraft([aDraftStep('1002', 'schedule')]), /是触发器/],
    [
      'an action as the trigger',
      { ...aDraft([aDraftStep('1007', 'send')]), trigger: { ...aDraft([]).trigger, app_id: '1007', action_id: 'send' } },
      /不能作为触发步骤/,
    ],
    ['a filter without conditions', aDraft([aDraftStep('1003', 'filter')]), /conditions：数据过滤（1003）必须填写/],
    [
      'conditions on a bot',
      aDraft([aDraftStep('2002', 'send_text', {}, { conditions: [[{ field: 'a', operator: 13, value: 'b' }]] })]),
      /只有数据过滤/,
    ],
    ['a switch without branches', aDraft([aDraftStep('1004', 'switch')]), /branches：分支路径/],
    [
      'a fallback not last',
      aDraft([
        aDraftStep(
          '1004',
          'switch',
          {},
          { branches: [aBranch('默认', [], null, true), aBranch('a', [], [[{ field: 'x', operator: 42, value: '' }]])] },
        ),
      ]),
      /默认分支必须放在最后/,
    ],
    ['a loop without a body', aDraft([aDraftStep('1005', 'loop', { items: '{{1.rows}}' })]), /body：循环/],
    ['an unknown field', aDraft([aDraftStep('2002', 'send_text', { message: 'x' })]), /params\.message：.*可用字段：content、at_mobiles、is_at_all/],
    ['a select outside its options', aDraft([aDraftStep('1007', 'send', { url: 'https://x.cn', method: 'FETCH' })]), /请求方式只能是 POST \/ GET/],
    [
      'an operator outside spec §5',
      aDraft([aDraftStep('1003', 'filter', {}, { conditions: [[{ field: 'a', operator: 99, value: 'b' }]] })]),
      /operator/,
    ],
    [
      'a mapping to a later step',
      aDraft([aDraftStep('2002', 'send_text', { content: '{{3.x}}' }), aDraftStep('1007', 'send', { url: 'https://x.cn' })]),
      /映射了第 3 步.*（1）/,
    ],
    ['a mapping to itself', aDraft([aDraftStep('1007', 'send', { url: 'https://x.cn/{{2.id}}' })]), /映射了第 2 步/],
    [
      'a mapping to a sibling branch',
      aDraft([
        aDraftStep(
          '1004',
          'switch',
          {},
          {
            branches: [
              aBranch('a', [aDraftStep('1007', 'send', { url: 'https://x.cn' })], [[{ field: '{{1.a}}', operator: 42, value: '' }]]),
              aBranch('b', [aDraftStep('2002', 'send_text', { content: '{{3.status}}' })], null, true),
            ],
          },
        ),
      ]),
      /branches\[1\]\.steps\[0\]：\{\{3\.status\}\} 映射了第 3 步.*（1、2）/,
    ],
    ['an auth reference', aDraft([aDraftStep('2002', 'send_text', { content: '{{auth.secret}}' })]), /只能用在应用定义里/],
    [
      'a custom return after a schedule',
      aDraft([aDraftStep('1009', 'return')], { trigger: { app_id: '1002', action_id: 'schedule', title: '', explanation: '定时', params: [] } }),
      /自定义返回只能用于 Webhook/,
    ],
  ];
  it.each(cases)('refuses %s', (_name, raw, message) => {
    const built = build(raw);
    expect(built.ok).toBe(false);
    expect(built.ok ? '' : built.errors.join('\n')).toMatch(message);
  });
});
