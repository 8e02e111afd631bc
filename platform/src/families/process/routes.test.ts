import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline } from '../../test/engine-fixtures';
import { aContent } from '../dataprocess/fixtures';

const P = '/v1/api/process';

describe.each(drivers())('process settings, content and sample display (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let me: SignedUp;
  let other: SignedUp;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let base: string;
  beforeAll(async () => {
    me = await f.signUp();
    other = await f.signUp();
    receiver = await flakyReceiver({ failFirst: 2 });
    base = await f.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => receiver.close());
  const add = async (content = aContent(1)) =>
    (await f.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title: '设置', content } })).data.process_id as string;

  it('reads defaults, saves only what was sent, refuses out-of-range values in Chinese and hides foreign pipelines', async () => {
    const id = await add();
    const read = await f.call('GET', `${P}/settings/edit`, { token: me.token, query: { process_id: id } });
    expect(read.data).toEqual({ process_id: id, retries: 0, backoff_ms: 1000, on_error: 'stop' });
    const saved = await f.call('POST', `${P}/settings/edit`, { token: me.token, body: { process_id: id, retries: 3 } });
    expect(saved.data).toEqual({ process_id: id, retries: 3, backoff_ms: 1000, on_error: 'stop' });
    await f.call('POST', `${P}/settings/edit`, { token: me.token, body: { process_id: id, on_error: 'continue' } });
    const again = await f.call('GET', `${P}/settings/edit`, { token: me.token, query: { process_id: id } });
    expect(again.data).toMatchObject({ retries: 3, on_error: 'continue' });

    const tooMany = await f.call('POST', `${P}/settings/edit`, { token: me.token, body: { process_id: id, retries: 11 } });
    expect([tooMany.status, tooMany.code]).toEqual([400, 4000]);
    expect(tooMany.msg).toMatch(/[\u4e00-\u9fff]/);
    const foreign = await f.call('POST', `${P}/settings/edit`, { token: other.token, body: { process_id: id, retries: 1 } });
    expect([foreign.status, foreign.code]).toEqual([404, 4004]);
    expect((await f.call('GET', `${P}/settings/edit`, { token: other.token, query: { process_id: id } })).status).toBe(404);
  });

  it("retries a step as the pipeline's settings say when the step has no error addition of its own", async () => {
    const { processId, key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/retry`));
    const set = await f.call('POST', `${P}/settings/edit`, { token: me.token, body: { process_id: processId, retries: 2, backoff_ms: 10 } });
    expect(set.code).toBe(0);
    const sent = await fetch(`${base}/v1/api/data/webhook/accept/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"order_id":7}',
    });
    const { data } = (await sent.json()) as { data: { log_id: string } };
    await platformEngine(f.app).idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: data.log_id } });
    expect(detail.data.status).toBe('success');
    expect(detail.data.steps[1].attempts).toBe(3);
  });

  it('edits the steps with the strict parser and makes a version only when they change', async () => {
    const id = await add();
    const versions = async () => (await f.call('GET', '/v1/api/dataprocess/versions', { token: me.token, query: { process_id: id } })).data.total;
    expect(await versions()).toBe(1);
    const edited = await f.call('POST', `${P}/content/edit`, {
      token: me.token,
      body: { process_id: id, content: aContent(2), version_remark: '加一步' },
    });
    expect(edited.code).toBe(0);
    expect(edited.data.step_count).toBe(3);
    expect(await versions()).toBe(2);
    await f.call('POST', `${P}/content/edit`, { token: me.token, body: { process_id: id, content: aContent(2) } });
    expect(await versions()).toBe(2);

    // parseContent takes two steps of one uuid; the strict parser refuses them with the reason
    const twice = { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: {} };
    const loose = JSON.stringify([twice, { ...twice, action_type: '2' }]);
    const refused = await f.call('POST', `${P}/content/edit`, { token: me.token, body: { process_id: id, content: loose } });
    expect([refused.status, refused.code]).toEqual([400, ERRORS.CONTENT_INVALID.code]);
    expect(refused.msg).toContain('uuid 重复');
    const foreign = await f.call('POST', `${P}/content/edit`, { token: other.token, body: { process_id: id, content: aContent(1) } });
    expect(foreign.status).toBe(404);
  });

  it("keeps which sample fields a step shows, without a new version, for the pipeline's own steps only", async () => {
    const id = await add();
    const [trigger] = JSON.parse((await f.call('GET', '/v1/api/dataprocess/detail', { token: me.token, query: { process_id: id } })).data.content);
    const shown = await f.call('POST', `${P}/display/in/sample`, {
      token: me.token,
      body: { process_id: id, step_uuid: trigger.uuid, fields: ['order.id', 'amount', 'order.id'] },
    });
    expect(shown.data).toMatchObject({ step_uuid: trigger.uuid, fields: ['order.id', 'amount'] });
    await f.call('POST', `${P}/display/in/sample`, { token: me.token, body: { process_id: id, step_uuid: trigger.uuid, fields: ['amount'] } });
    const list = await f.call('GET', `${P}/display/in/sample`, { token: me.token, query: { process_id: id } });
    expect(list.data.list).toEqual([expect.objectContaining({ step_uuid: trigger.uuid, fields: ['amount'] })]);
    expect((await f.call('GET', '/v1/api/dataprocess/versions', { token: me.token, query: { process_id: id } })).data.total).toBe(1);

    const noStep = await f.call('POST', `${P}/display/in/sample`, { token: me.token, body: { process_id: id, step_uuid: 'nope', fields: [] } });
    expect([noStep.status, noStep.code]).toEqual([404, ERRORS.STEP_NOT_FOUND.code]);
    const foreign = await f.call('GET', `${P}/display/in/sample`, { token: other.token, query: { process_id: id } });
    expect(foreign.status).toBe(404);
  });
});
