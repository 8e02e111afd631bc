import { aPipeline, planLimits, type PipelineContent } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { flakyReceiver, livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';

const D = '/v1/api/dataprocess';

/** webhook (stored sample) → amount > 100 → POST the order to `url`. */
function orderPipeline(url: string, filter: unknown[] = [[{ field: '{{1.amount}}', operator: 21, value: 100 }]]): PipelineContent {
  const content = aPipeline()
    .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: filter } })
    .withStep('send', { app_id: '1007', action_id: 'http', params: { url, method: 'POST', body: { order_id: '{{1.order_id}}' } } })
    .build();
  content[0]!.sample_data = { order_id: 'A-1', amount: 150 };
  return content;
}

describe('the calls around the editor (issue 10, spec §7 Flows)', () => {
  const f = usePlatform('pglite', { engine: { http: loopbackHttp() } });
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  beforeAll(async () => {
    receiver = await flakyReceiver();
    me = await f.signUp();
  });
  afterAll(async () => receiver.close());
  const detailOf = async (logId: string) => {
    await platformEngine(f.app).idle();
    return (await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: logId } })).data;
  };

  it('runs a pipeline now with its trigger’s stored sample, for real, even while it is off', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/now`), false);
    const res = await f.call('POST', `${D}/run`, { token: me.token, body: { process_id: processId } });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ process_id: processId, trigger_type: 'manual' });
    expect(['queued', 'running']).toContain(res.data.status);
    const detail = await detailOf(res.data.log_id);
    expect(detail.status).toBe('success');
    expect(detail.trigger_data).toEqual({ order_id: 'A-1', amount: 150 });
    const sent = receiver.requests.filter((r) => r.url === '/now');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ order_id: 'A-1' }]);
    // the pipeline's own run log lists it
    const log = await f.call('GET', `${D}/run_log`, { token: me.token, query: { process_id: processId } });
    expect(log.data.total).toBe(1);
    expect(log.data.list[0].log_id).toBe(res.data.log_id);
  });

  it('runs with the data passed in the body instead of the sample', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/typed`), false);
    const res = await f.call('POST', `${D}/run`, { token: me.token, body: { process_id: processId, data: { order_id: 'B-2', amount: 50 } } });
    const detail = await detailOf(res.data.log_id);
    expect(detail.trigger_data).toEqual({ order_id: 'B-2', amount: 50 });
    expect(detail.steps.map((s: { status: string }) => s.status)).toEqual(['success', 'filtered']);
    expect(receiver.requests.some((r) => r.url === '/typed')).toBe(false);
  });

  it('refuses to run a pipeline with problems, in Chinese, and starts nothing', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/bad`, [[{ field: '', operator: 1, value: '' }]]), false);
    const res = await f.call('POST', `${D}/run`, { token: me.token, body: { process_id: processId } });
    expect([res.status, res.code]).toEqual([400, 4024]);
    expect(res.msg).toContain('过滤条件不完整');
    const log = await f.call('GET', `${D}/run_log`, { token: me.token, query: { process_id: processId } });
    expect(log.data.total).toBe(0);
  });

  it('counts a run now against the plan’s monthly runs (3002)', async () => {
    const other = await f.signUp();
    const { processId } = await livePipeline(f, other.token, orderPipeline(`${receiver.url}/quota`), false);
    await f.db.execute(sql`INSERT INTO runs (id, company_id, process_id, content, status, trigger_type)
      SELECT 2000000000 + g, ${other.company_id}::bigint, ${processId}::bigint, '[]', 'success', 'webhook'
      FROM generate_series(1, ${planLimits('free').maxRunsPerMonth}) g`);
    const res = await f.call('POST', `${D}/run`, { token: other.token, body: { process_id: processId } });
    expect([res.status, res.code]).toEqual([403, 3002]);
  });

  it('keeps pipelines, runs and samples to their company', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/mine`), false);
    const stranger = await f.signUp();
    for (const [method, path, o] of [
      ['POST', `${D}/run`, { body: { process_id: processId } }],
      ['GET', `${D}/run_log`, { query: { process_id: processId } }],
      ['GET', `${D}/septdata`, { query: { process_id: processId, step_index: 1 } }],
      ['POST', `${D}/openapi/replace/content`, { body: { process_id: processId, content: JSON.stringify(orderPipeline('http://x')) } }],
    ] as const) {
      const res = await f.call(method, path, { token: stranger.token, ...o });
      expect([path, res.status, res.code]).toEqual([path, 404, 4004]);
    }
  });

  it('calculates renumbered content, problems and task count without saving', async () => {
    const steps = orderPipeline('http://example.com', [[{ field: '', operator: 1, value: '' }]]).map((s) => ({ ...s, sort: 9 }));
    const res = await f.call('POST', `${D}/calculate/content`, { token: me.token, body: { content: JSON.stringify(steps) } });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.data.content).map((s: { sort: number }) => s.sort)).toEqual([1, 2, 3]);
    expect(res.data).toMatchObject({ step_count: 3, task_count: 2, ok: false });
    expect(res.data.problems).toEqual([{ step_uuid: 'filter', code: 4021, message: '过滤条件不完整：第 1 个条件未选择字段' }]);
    const good = await f.call('POST', `${D}/calculate/content`, { token: me.token, body: { content: orderPipeline('http://example.com') } });
    expect(good.data).toMatchObject({ ok: true, problems: [] });
    const bad = await f.call('POST', `${D}/calculate/content`, { token: me.token, body: { content: '{"not":"steps"}' } });
    expect([bad.status, bad.code]).toEqual([400, 4021]);
    expect((await f.call('GET', `${D}/getallcount`, { token: (await f.signUp()).token })).data.count).toBe(0);
  });

  it('replaces content through the open API as a new version, refusing what core’s strict parser refuses', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/a`), false);
    const next = orderPipeline(`${receiver.url}/b`);
    const res = await f.call('POST', `${D}/openapi/replace/content`, {
      token: me.token,
      body: { process_id: processId, content: JSON.stringify(next) },
    });
    expect(res.code).toBe(0);
    expect(JSON.parse(res.data.content)[2].params.url).toBe(`${receiver.url}/b`);
    const versions = await f.call('GET', `${D}/versions`, { token: me.token, query: { process_id: processId } });
    expect(versions.data.total).toBe(2);
    expect(versions.data.list[0].version_remark).toBe('开放平台替换内容');
    // the loose parser takes duplicate uuids; the strict one does not
    const dup = JSON.stringify([next[0], next[1], { ...next[2], uuid: 'filter' }]);
    const refused = await f.call('POST', `${D}/openapi/replace/content`, { token: me.token, body: { process_id: processId, content: dup } });
    expect([refused.status, refused.code]).toEqual([400, 4021]);
    expect(refused.msg).toContain('步骤 uuid 重复');
  });

  it('lists the step catalogue with kinds and actions', async () => {
    const res = await f.call('GET', `${D}/node`, { token: me.token });
    const byId = new Map(res.data.list.map((n: { app_id: string }) => [n.app_id, n]));
    expect(byId.get('1001')).toMatchObject({ app_name: 'Webhook', kind: 'trigger', is_trigger: true });
    expect(byId.get('1003')).toMatchObject({ kind: 'filter', actions: [expect.objectContaining({ editor: 'filter' })] });
    expect(byId.get('1004')).toMatchObject({ kind: 'switch' });
    expect(byId.get('1009')).toMatchObject({ kind: 'return' });
    expect(byId.get('1007')).toMatchObject({ kind: 'action' });
    expect((await f.call('GET', `${D}/node`)).code).toBe(2101);
  });

  it('answers a step’s sample by uuid or number', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/s`), false);
    const byIndex = await f.call('GET', `${D}/septdata`, { token: me.token, query: { process_id: processId, step_index: 1 } });
    expect(byIndex.data).toMatchObject({ step_uuid: 'trigger', step_number: 1, app_id: '1001', sample: { order_id: 'A-1', amount: 150 } });
    const byUuid = await f.call('GET', `${D}/septdata`, { token: me.token, query: { process_id: processId, step_uuid: 'send' } });
    expect(byUuid.data).toMatchObject({ step_number: 3, sample: null });
    const missing = await f.call('GET', `${D}/septdata`, { token: me.token, query: { process_id: processId, step_index: 9 } });
    expect([missing.status, missing.code]).toEqual([404, 4040]);
    const neither = await f.call('GET', `${D}/septdata`, { token: me.token, query: { process_id: processId } });
    expect(neither.status).toBe(400);
  });

  it('takes the spec’s flowid on getone and getallcount', async () => {
    const { processId } = await livePipeline(f, me.token, orderPipeline(`${receiver.url}/f`), false);
    const one = await f.call('GET', `${D}/getone`, { token: me.token, query: { flowid: processId } });
    expect(one.data.process_id).toBe(processId);
    const clash = await f.call('GET', `${D}/getone`, { token: me.token, query: { flowid: processId, process_id: '1' } });
    expect([clash.status, clash.code]).toEqual([400, 4000]);
    expect((await f.call('GET', `${D}/getone`, { token: me.token })).status).toBe(400);
    const count = async (query: Record<string, string>) => (await f.call('GET', `${D}/getallcount`, { token: me.token, query })).data.count;
    expect(await count({})).toBeGreaterThan(1);
    expect(await count({ flowid: processId })).toBe(1);
    expect(await count({ flowid: processId, status: '1' })).toBe(0);
    expect(await count({ flowid: 'nope' })).toBe(0);
    const stranger = await f.signUp();
    expect((await f.call('GET', `${D}/getone`, { token: stranger.token, query: { flowid: processId } })).code).toBe(4004);
  });
});
