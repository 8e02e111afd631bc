import { describe, expect, it } from 'vitest';
import { aPipeline, aStep } from './builders';
import { customReturnProblemCodes, customReturnProblems, firstProblem, isTriggerLocked, validateCustomActionForm, validateStep } from './validation';

const kinds = (step: Parameters<typeof validateStep>[0], ctx?: Parameters<typeof validateStep>[1]) =>
  validateStep(step, ctx).map((o) => `${o.kind}:${o.severity}`);

describe('validateStep (spec §4 five outcomes)', () => {
  it.each([
    [aStep('s', { action_id: '' }), ['noAction:error']],
    [aStep('s', { app_id: '2001', action_id: 'create' }), ['noAccount:error', 'sendFailed:warning']],
    [aStep('s', { app_id: '2001', action_id: 'create', account_id: '9', send_status: 'success' }), []],
    [aStep('s', { send_status: 'failed' }), ['sendFailed:error']],
    [aStep('s', { return_data: { ok: 1 } }), []],
    [aStep('t', { action_type: '1', app_id: '1001' }), ['sampleMissing:warning']],
    [aStep('t', { action_type: '1', app_id: '1001', sample_status: 'failed' }), ['sampleMissing:error']],
    [aStep('t', { action_type: '1', app_id: '1001', sample_data: {} }), []],
  ])('%# → %j', (step, expected) => {
    expect(kinds(step)).toEqual(expected);
  });

  it('reports a failed account connection', () => {
    const step = aStep('s', { app_id: '2001', action_id: 'x', account_id: '7', send_status: 'success' });
    expect(kinds(step, { accountState: () => 'failed' })).toEqual(['accountFailed:error']);
  });

  it('applies the required-field rule to the action fields', () => {
    const step = aStep('s', { params: { url: '', n: 0 }, send_status: 'success' });
    const outcomes = validateStep(step, {
      fieldsOf: () => [
        { key: 'url', kind: 'text', required: true },
        { key: 'n', kind: 'number', required: true },
      ],
    });
    expect(outcomes).toEqual([{ kind: 'requiredMissing', severity: 'error', message: '必填字段未填写', fields: ['url'] }]);
  });
});

describe('validateStep on conditions (spec §5 filter completeness)', () => {
  const filter = (conditions: unknown) => aStep('f', { app_id: '1003', action_id: 'filter', params: { conditions }, send_status: 'success' });
  it.each([
    [[[{ field: '{{1.amount}}', operator: 21, value: '100' }]], []],
    [[{ field: '{{1.amount}}', operator: 42 }], []],
    [[[{ field: '{{1.amount}}', operator: 21, value: '' }]], ['过滤条件不完整：第 1 个条件未填写比较值']],
    [[[{ field: '', operator: 13, value: '' }]], ['过滤条件不完整：第 1 个条件未选择字段']],
    [[[{ field: '{{1.amount}}', value: '1' }]], ['过滤条件不完整：第 1 个条件未选择比较方式']],
    [[[]], ['过滤条件不完整：未设置任何条件']],
    [undefined, ['过滤条件不完整：未设置任何条件']],
  ])('a filter with %j → %j', (conditions, messages) => {
    expect(validateStep(filter(conditions)).map((o) => o.message)).toEqual(messages);
  });
  it('checks every condition branch of a switch but not its fallback', () => {
    const content = aPipeline().withSwitch(2).build();
    const sw = { ...content[1]!, send_status: 'success' };
    sw.segs = [
      { ...sw.segs![0]!, conditions: [[{ field: '{{1.city}}', operator: 13, value: '上海' }]] },
      { ...sw.segs![1]!, isFallback: true },
    ];
    expect(validateStep(sw)).toEqual([]);
    sw.segs[0]!.conditions = [[{ field: '', operator: 13, value: '上海' }]];
    expect(validateStep(sw).map((o) => o.message)).toEqual([`分支条件不完整：“${sw.segs[0]!.title}”第 1 个条件未选择字段`]);
  });
});

describe('the untested-send warning (spec §4) only on steps that send data', () => {
  it.each([
    ['send data', aStep('s', { app_id: '1007', action_id: 'send', params: { url: 'https://a' } }), ['sendFailed:warning']],
    ['write to table', aStep('s', { app_id: '1007', action_id: 'to_table', params: { table_id: '1' } }), ['sendFailed:warning']],
    ['custom action', aStep('s', { app_id: '1008', action_id: 'request' }), ['sendFailed:warning']],
    ['an open-platform app', aStep('s', { app_id: '2001', action_id: 'create', account_id: '9' }), ['sendFailed:warning']],
    ['filter', aStep('f', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.a}}', operator: 42 }]] } }), []],
    ['switch', { ...aPipeline().withSwitch(1).build()[1]!, segs: [] }, []],
    ['custom return', aStep('r', { app_id: '1009', action_id: 'return' }), []],
    ['loop', aStep('l', { app_id: '1005', action_id: 'loop', params: { items: '{{1.list}}' } }), []],
    ['find data', aStep('d', { app_id: '1006', action_id: 'find_rows', params: { table_id: '1' } }), []],
  ])('%s → %j', (_name, step, expected) => {
    expect(kinds(step)).toEqual(expected);
  });
});

describe('firstProblem', () => {
  it('prefers the first error over an earlier warning', () => {
    const content = aPipeline().withStep('ok', { return_data: {} }).withStep('bad', { action_id: '' }).build();
    expect(firstProblem(content)).toBe('bad');
  });
});

describe('custom return rules (spec §5)', () => {
  const webhook = (action_id: string, response_type?: string) =>
    aPipeline()
      .build()
      .map((s, i) => (i === 0 ? { ...s, app_id: '1001', action_id, params: { response_type } } : s));
  const withReturn = (content: ReturnType<typeof webhook>) => [...content, aStep('ret', { app_id: '1009', action_id: 'return' })];

  it.each([
    ['receive', 'following_steps', []],
    ['receive_with_headers', 'following_steps', []],
    ['receive_raw', 'following_steps', ['自定义返回只能用于“接收到数据时”或“接收到带请求头的数据时”']],
    ['receive', 'immediate', ['使用自定义返回时，Webhook 的响应方式必须是“使用后续步骤返回数据”']],
  ])('webhook %s / %s → %j', (action, response, problems) => {
    expect(customReturnProblems(withReturn(webhook(action, response)))).toEqual(problems);
  });

  it('refuses a custom return after a schedule trigger', () => {
    const content = withReturn(webhook('receive', 'following_steps')).map((s, i) => (i === 0 ? { ...s, app_id: '1002' } : s));
    expect(customReturnProblems(content)).toEqual(['自定义返回只能用于 Webhook 触发的流程']);
  });

  it('gives each problem a stable code the web words in its language (issue 10 item 9)', () => {
    const schedule = withReturn(webhook('receive', 'following_steps')).map((s, i) => (i === 0 ? { ...s, app_id: '1002' } : s));
    expect(customReturnProblemCodes(schedule)).toEqual(['notWebhookTrigger']);
    expect(customReturnProblemCodes(withReturn(webhook('receive_raw', 'immediate')))).toEqual(['triggerAction', 'responseType']);
    expect(customReturnProblemCodes(withReturn(webhook('receive', 'following_steps')))).toEqual([]);
  });

  it('locks the trigger only while a custom return exists', () => {
    expect(isTriggerLocked(webhook('receive'))).toBe(false);
    expect(isTriggerLocked(withReturn(webhook('receive')))).toBe(true);
  });
});

describe('validateCustomActionForm (spec §5)', () => {
  it.each([
    [{ method: 'post', url: 'https://a.example/x', body: '{"a":1}' }, {}],
    [{ method: 'GET', url: 'https://a.example/x' }, {}],
    [{ method: 'put', url: 'https://a.example/x' }, { method: '请求方式只能是 POST 或 GET' }],
    [{ method: 'post', url: '' }, { url: '请填写请求地址' }],
    [{ method: 'post', url: 'ftp://x' }, { url: '请求地址必须以 http:// 或 https:// 开头' }],
    [{ method: 'post', url: '{{env.BASE}}/x' }, {}],
    [{ method: 'post', url: 'https://a', body: '{a:1}' }, { body: '请求体必须是合法的 JSON 文本' }],
    [{ method: 'post', url: 'https://a', headers: '[1]' }, { headers: '请求头必须是键值对' }],
    [{ method: 'post', url: 'https://a', headers: { 'X-A': '1' } }, {}],
  ])('%# → %j', (form, errors) => {
    expect(validateCustomActionForm(form)).toEqual(errors);
  });
});
