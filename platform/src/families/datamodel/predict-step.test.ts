import { aPipeline, type PipelineContent } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { flakyReceiver, livePipeline, loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { purchaseRows } from './testing/datasets';
import { addModel, trainToEnd, uploadTable } from './testing/fixtures';

const FEATURES = { x1: '{{1.x1}}', x2: '{{1.x2}}', 城市: '{{1.city}}' };

/** webhook (answered by the pipeline) → 预测 → custom return of the prediction. */
function answeringPipeline(dmid: string): PipelineContent {
  const content = aPipeline()
    .withStep('predict', { app_id: '1011', action_id: 'predict', params: { dmid, features: FEATURES } })
    .withStep('ret', {
      app_id: '1009',
      action_id: 'return',
      params: { status: 200, body: { buys: '{{2.prediction}}', confidence: '{{2.confidence}}', version: '{{2.version}}' } },
    })
    .build();
  content[0]!.params = { response_type: 'following_steps' };
  return content;
}

describe.each(drivers())('the 预测 step in a pipeline run (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let me: SignedUp;
  let dmid: string;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  beforeAll(async () => {
    receiver = await flakyReceiver();
    me = await f.signUp();
    const dsid = await uploadTable(f, me.token, '购买记录', purchaseRows(300));
    dmid = (await addModel(f, me.token, { predict_field: '是否购买', feature: ['x1', 'x2', '城市'], datasource_id: dsid })).dmid;
    expect((await trainToEnd(f, me.token, dmid)).status).toBe('succeeded');
  });
  afterAll(() => receiver.close());

  it('answers a synchronous webhook with the prediction of the mapped fields', async () => {
    const { key } = await livePipeline(f, me.token, answeringPipeline(dmid));
    const res = await f.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept/${key}`, payload: { x1: 9.5, x2: 4, city: '上海' } });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as { buys: string; confidence: number; version: number };
    expect(body).toMatchObject({ buys: '购买', version: 1 });
    expect(body.confidence).toBeGreaterThan(0.5);
  });

  it('sends the prediction on to another system, and the run log records the step’s input and output', async () => {
    const content = aPipeline()
      .withStep('predict', { app_id: '1011', action_id: 'predict', params: { dmid, version: 1, features: FEATURES } })
      .withStep('send', {
        app_id: '1007',
        action_id: 'send',
        params: { url: `${receiver.url}/scores`, method: 'POST', body: { customer: '{{1.name}}', buys: '{{2.prediction}}' } },
      })
      .build();
    const { key } = await livePipeline(f, me.token, content);
    const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { name: '王五', x1: 0.5, x2: 1, city: '北京' } });
    await platformEngine(f.app).idle();
    expect(JSON.parse(receiver.requests.find((r) => r.url === '/scores')!.body)).toEqual({ customer: '王五', buys: '未购买' });
    const run = (await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: accepted.data.log_id } })).data;
    expect(run.status).toBe('success');
    const step = run.steps.find((s: { step_uuid: string }) => s.step_uuid === 'predict');
    expect(step.output).toMatchObject({ prediction: '未购买', version: 1, dmid, imputed: [] });
  });

  it('fails the step, not the platform, on a value the model cannot read, saying which', async () => {
    const { key } = await livePipeline(f, me.token, answeringPipeline(dmid));
    const res = await f.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept/${key}`, payload: { x1: '很多', x2: 4, city: '上海' } });
    expect(res.statusCode).toBeLessThan(600);
    await platformEngine(f.app).idle();
    const runs = (await f.call('POST', '/v1/api/log/list', { token: me.token, body: { limit: 1 } })).data.list;
    const run = (await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: runs[0].log_id } })).data;
    expect([run.status, run.failed_step_uuid, run.error]).toEqual(['failed', 'predict', '预测数据不符合模型的字段类型：「x1」的值「很多」不是数字']);
  });
});
