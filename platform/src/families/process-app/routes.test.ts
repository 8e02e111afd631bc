import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPipeline } from '@huiliu/core';
import { platformEngine } from '../../app';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline, syncOrderPipeline } from '../../test/engine-fixtures';

describe.each(drivers())('single step tests and schedules (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  beforeAll(async () => {
    receiver = await flakyReceiver();
    me = await f.signUp();
  });
  afterAll(() => receiver.close());

  it('runs one step with the given trigger data, and only renders a send when isend is 0', async () => {
    const content = JSON.stringify(syncOrderPipeline());
    const passed = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content, step_uuid: 'filter', trigger_data: { amount: 150 } },
    });
    expect([passed.data.status, passed.data.output]).toEqual(['success', { passed: true }]);
    const filtered = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content, step_uuid: 'filter', trigger_data: { amount: 5 } },
    });
    expect(filtered.data.status).toBe('filtered');

    const send = JSON.stringify(sendOrderPipeline(`${receiver.url}/step-test`));
    const rendered = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content: send, step_uuid: 'send', trigger_data: { order_id: '1234567890123456789' }, isend: 0 },
    });
    expect(rendered.data.output.request.body).toEqual({ order_id: '1234567890123456789' });
    expect(receiver.requests.filter((r) => r.url === '/step-test')).toHaveLength(0);
    const sent = await f.call('POST', '/v1/api/process/app/steps', {
      token: me.token,
      body: { content: send, step_uuid: 'send', trigger_data: { order_id: 1 }, isend: 1 },
    });
    expect([sent.data.status, sent.data.output.status]).toEqual(['success', 200]);
    expect(receiver.requests.filter((r) => r.url === '/step-test')).toHaveLength(1);

    const unknown = await f.call('POST', '/v1/api/process/app/steps', { token: me.token, body: { content: send, step_uuid: 'nope' } });
    expect(unknown.status).toBe(404);
    const broken = await f.call('POST', '/v1/api/process/app/steps', { token: me.token, body: { content: '{', step_uuid: 'x' } });
    expect([broken.status, broken.code]).toEqual([400, 4021]);
  });

  it('forwards a custom action, flattening its answer unless no_flatten is 1', async () => {
    const fields = { method: 'post', url: `${receiver.url}/forward`, body: '{"a":1}' };
    const flat = await f.call('POST', '/v1/api/process/customaction/forward', { token: me.token, body: { fields, isend: 1 } });
    expect(flat.data.status).toBe('success');
    expect(flat.data.flatten_data).toEqual({ ok: true, id: '1234567890123456789' });
    const nested = await f.call('POST', '/v1/api/process/customaction/forward', { token: me.token, body: { fields, isend: 1, no_flatten: 1 } });
    expect(nested.data.flatten_data).toBeUndefined();
    const dry = await f.call('POST', '/v1/api/process/customaction/forward', { token: me.token, body: { fields, isend: 0 } });
    expect(dry.data.output.request).toEqual(fields);
    const bad = await f.call('POST', '/v1/api/process/customaction/forward', { token: me.token, body: { fields: { method: 'put', url: '' } } });
    expect([bad.status, bad.code]).toEqual([400, 4000]);
    expect(bad.msg).toMatch(/POST 或 GET/);
  });

  it('gives the trigger’s newest sample, only for the company’s own pipelines', async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/sample`));
    const none = await f.call('GET', '/v1/api/process/app/first/match', { token: me.token, query: { process_id: processId } });
    expect(none.status).toBe(404);
    await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id: 9 } });
    const sample = await f.call('GET', '/v1/api/process/app/first/match', { token: me.token, query: { process_id: processId } });
    expect(sample.data.sample_data).toEqual({ order_id: 9 });
    const stranger = await f.signUp();
    const foreign = await f.call('GET', '/v1/api/process/app/first/match', { token: stranger.token, query: { process_id: processId } });
    expect(foreign.status).toBe(404);
    await platformEngine(f.app).idle();
  });

  it('ticks a schedule while its pipeline is on and removes it when switched off', async () => {
    const content = aPipeline()
      .withStep('send', { app_id: '1007', action_id: 'http', params: { url: `${receiver.url}/tick`, body: { at: '{{1.scheduled_at}}' } } })
      .build();
    content[0] = { ...content[0]!, app_id: '1002', action_id: 'schedule', params: { cron: '* * * * * *' } };
    const { processId } = await livePipeline(f, me.token, content);
    const engine = platformEngine(f.app);
    expect(await engine.schedules.nextRun(processId)).toBeInstanceOf(Date);
    const sample = await f.call('GET', '/v1/api/process/app/first/match', { token: me.token, query: { process_id: processId } });
    expect(sample.data.sample_data.process_id).toBe(processId);
    // wait for the first tick's run to be logged
    let total = 0;
    while (total === 0) {
      await new Promise((r) => setTimeout(r, 100));
      total = (await f.call('POST', '/v1/api/log/list', { token: me.token, body: { process_id: processId, status: 'success' } })).data.total;
    }
    await f.call('POST', '/v1/api/dataprocess/status', { token: me.token, body: { process_id: processId, status: 0 } });
    expect(await engine.schedules.nextRun(processId)).toBeUndefined();
    const runs = await f.call('POST', '/v1/api/log/list', { token: me.token, body: { process_id: processId } });
    expect(runs.data.list[0].trigger_type).toBe('schedule');
    const tick = receiver.requests.find((r) => r.url === '/tick');
    expect(JSON.parse(tick!.body).at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await engine.idle();
  });
});
