import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayInZone } from '@huiliu/core';
import { platformEngine } from '../../app';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline } from '../../test/engine-fixtures';
import { eq } from 'drizzle-orm';
import { runSteps } from '../../db/schema-engine';

// the statistics group by the company's day (Asia/Shanghai), which is not the UTC day after 16:00 UTC
const today = dayInZone(new Date(), DEFAULT_TIME_ZONE);

describe.each(drivers())('run logs (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  let stranger: SignedUp;
  let processId: string;
  const logIds: string[] = [];
  beforeAll(async () => {
    receiver = await flakyReceiver();
    me = await f.signUp();
    stranger = await f.signUp();
    const live = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/log`));
    processId = live.processId;
    const failing = await livePipeline(f, me.token, sendOrderPipeline('http://169.254.169.254/'));
    for (const key of [live.key, live.key, failing.key]) {
      logIds.push((await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id: 1 } })).data.log_id);
    }
    await platformEngine(f.app).idle();
  });
  afterAll(() => receiver.close());

  it('lists runs newest first, filtered by pipeline, status, day and keyword (the trigger data, or the run id)', async () => {
    const all = await f.call('POST', '/v1/api/log/list', { token: me.token, body: { limit: 10 } });
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((r: { log_id: string }) => r.log_id)).toEqual([...logIds].reverse());
    expect(all.data.list[0].process_title).toBe('测试流程');
    const mine = await f.call('POST', '/v1/api/log/list', {
      token: me.token,
      body: { process_id: processId, status: 'success', start_date: today, end_date: today },
    });
    expect(mine.data.total).toBe(2);
    const failed = await f.call('POST', '/v1/api/log/list', { token: me.token, body: { status: 'failed', keyword: 'ORDER_ID' } });
    expect(failed.data.list.map((r: { log_id: string }) => r.log_id)).toEqual([logIds[2]]);
    const byId = await f.call('POST', '/v1/api/log/list', { token: me.token, body: { keyword: logIds[0] } });
    expect(byId.data.total).toBe(1);
    const theirs = await f.call('POST', '/v1/api/log/list', { token: stranger.token, body: {} });
    expect(theirs.data).toEqual({ list: [], total: 0 });
  });

  it('gives many runs with their steps and contents in one call each, never another company’s', async () => {
    const theirs = await f.call('POST', '/v1/api/log/list', { token: stranger.token, body: {} });
    expect(theirs.data.total).toBe(0);
    const foreign = await livePipeline(f, stranger.token, sendOrderPipeline(`${receiver.url}/log`));
    const foreignRun = (await f.call('POST', `/v1/api/data/webhook/accept/${foreign.key}`, { body: { order_id: 2 } })).data.log_id;
    await platformEngine(f.app).idle();
    const ids = [...logIds, foreignRun, '1234567890123456', '9999999999999999999'];
    const batch = await f.call('POST', '/v1/api/log/batch_detail', { token: me.token, body: { log_ids: ids } });
    expect(batch.data.list.map((r: { log_id: string }) => r.log_id).sort()).toEqual([...logIds].sort());
    for (const run of batch.data.list as { log_id: string }[]) {
      const one = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: run.log_id } });
      expect(run).toEqual(one.data);
    }
    const contents = await f.call('POST', '/v1/api/log/batch_flow_content', { token: me.token, body: { log_ids: ids } });
    expect(contents.data.list.map((r: { log_id: string }) => r.log_id).sort()).toEqual([...logIds].sort());
    const one = await f.call('POST', '/v1/api/log/flow_content', { token: me.token, body: { log_id: logIds[0] } });
    expect(contents.data.list.find((r: { log_id: string }) => r.log_id === logIds[0]).content).toBe(one.data.content);
    // the stranger sees only their own run through either call
    const strangers = await f.call('POST', '/v1/api/log/batch_detail', { token: stranger.token, body: { log_ids: ids } });
    expect(strangers.data.list.map((r: { log_id: string }) => r.log_id)).toEqual([foreignRun]);
    for (const path of ['/v1/api/log/batch_detail', '/v1/api/log/batch_flow_content']) {
      for (const log_ids of [[], ['x'], [logIds[0], 12], Array(101).fill(logIds[0]), 'abc']) {
        const bad = await f.call('POST', path, { token: me.token, body: { log_ids } });
        expect([bad.status, bad.code]).toEqual([400, 4000]);
        expect(bad.msg).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('shows one run with its steps, its content, its status', async () => {
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: logIds[0] } });
    expect(detail.data.steps.map((s: { app_name: string }) => s.app_name)).toEqual(['Webhook', '发送数据']);
    const content = await f.call('POST', '/v1/api/log/flow_content', { token: me.token, body: { log_id: logIds[0] } });
    expect(JSON.parse(content.data.content)[1].uuid).toBe('send');
    const status = await f.call('GET', '/v1/api/log/status', { token: me.token, query: { log_id: logIds[2]! } });
    expect(status.data).toEqual({ log_id: logIds[2], status: 'failed' });
    const refreshed = await f.call('GET', '/v1/api/log/refresh', { token: me.token, query: { log_id: logIds[0]! } });
    expect(refreshed.data.status).toBe('success');
    const reset = await f.call('GET', '/v1/api/log/reset', { token: me.token, query: { log_id: logIds[0]! } });
    expect(reset.data.status).toBe('success');
  });

  it('counts runs per pipeline and per day', async () => {
    const options = await f.call('GET', '/v1/api/log/process/option', { token: me.token });
    expect(options.data.list).toHaveLength(2);
    const per = await f.call('GET', '/v1/api/log/company/process', { token: me.token, query: { start_date: today, end_date: today } });
    expect(per.data.list.find((p: { process_id: string }) => p.process_id === processId)).toMatchObject({ total: 2, success: 2, failed: 0 });
    const stats = await f.call('GET', '/v1/api/log/run/statistical', { token: me.token, query: { start_date: today, end_date: today } });
    expect(stats.data).toMatchObject({ total: 3, success: 2, failed: 1, filtered: 0, partial: 0 });
    expect(stats.data.by_day).toEqual([{ day: today, total: 3, success: 2, failed: 1 }]);
    const one = await f.call('GET', '/v1/api/log/run/statistical', { token: me.token, query: { process_id: processId } });
    expect(one.data.total).toBe(2);
  });

  it('answers another company’s and unknown ids with the same 404, and deletes only its own runs', async () => {
    const foreign = { token: stranger.token };
    const posts = ['detail', 'flow_content'];
    for (const route of posts) {
      const res = await f.call('POST', `/v1/api/log/${route}`, { ...foreign, body: { log_id: logIds[0] } });
      expect([route, res.status, res.code]).toEqual([route, 404, 4004]);
      const unknown = await f.call('POST', `/v1/api/log/${route}`, { token: me.token, body: { log_id: '123' } });
      expect([route, unknown.status]).toEqual([route, 404]);
    }
    for (const route of ['task_run_detail', 'loop_flow_run', 'loop_flow_run_count']) {
      const res = await f.call('POST', `/v1/api/log/${route}`, { ...foreign, body: { log_id: logIds[0], step_uuid: 'send' } });
      expect([route, res.status]).toEqual([route, 404]);
    }
    for (const route of ['status', 'refresh', 'reset']) {
      const res = await f.call('GET', `/v1/api/log/${route}`, { ...foreign, query: { log_id: logIds[0]! } });
      expect([route, res.status]).toEqual([route, 404]);
    }
    for (const route of ['reschedule', 'reruntask']) {
      const res = await f.call('POST', `/v1/api/data/log/${route}`, { ...foreign, body: { log_id: logIds[2] } });
      expect([route, res.status]).toEqual([route, 404]);
    }
    const notTheirs = await f.call('GET', '/v1/api/log/delete', { ...foreign, query: { log_ids: logIds.join(',') } });
    expect(notTheirs.data).toEqual({ deleted: 0 });
    const stepsOf = async (id: string) => (await f.db.select({ id: runSteps.id }).from(runSteps).where(eq(runSteps.runId, id))).length;
    expect(await stepsOf(logIds[1]!)).toBe(2);
    const deleted = await f.call('GET', '/v1/api/log/delete', { token: me.token, query: { log_ids: `${logIds[1]},nonsense` } });
    expect(deleted.data).toEqual({ deleted: 1 });
    const gone = await f.call('GET', '/v1/api/log/status', { token: me.token, query: { log_id: logIds[1]! } });
    expect(gone.status).toBe(404);
    // the run's steps go with it; the other runs keep theirs
    expect([await stepsOf(logIds[1]!), await stepsOf(logIds[0]!)]).toEqual([0, 2]);
  });

  it('reruns a failed run from the start and from its failed step, and refuses to resume one that succeeded', async () => {
    const again = await f.call('POST', '/v1/api/data/log/reschedule', { token: me.token, body: { log_id: logIds[2] } });
    expect(again.data).toMatchObject({ parent_log_id: logIds[2], trigger_type: 'rerun' });
    const resumed = await f.call('POST', '/v1/api/data/log/reruntask', { token: me.token, body: { log_id: logIds[2] } });
    expect(resumed.data).toMatchObject({ parent_log_id: logIds[2], trigger_type: 'rerun' });
    await platformEngine(f.app).idle();
    for (const run of [again.data, resumed.data]) {
      const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: run.log_id } });
      // the same trigger data, and the same unreachable address: it fails again at the send step
      expect([detail.data.status, detail.data.trigger_data, detail.data.failed_step_uuid]).toEqual(['failed', { order_id: 1 }, 'send']);
    }
    const succeeded = await f.call('POST', '/v1/api/data/log/reruntask', { token: me.token, body: { log_id: logIds[0] } });
    expect([succeeded.status, succeeded.code]).toEqual([400, 4023]);
  });

  it('refuses bad input with 400 and a Chinese message, never a 500, and needs a token', async () => {
    const bad: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/v1/api/log/list', { status: 'nope' }],
      ['POST', '/v1/api/log/list', { start_date: '2024-02-30' }],
      ['POST', '/v1/api/log/list', { limit: 1000 }],
      ['POST', '/v1/api/log/detail', {}],
      ['POST', '/v1/api/log/task_run_detail', { log_id: logIds[0] }],
      ['POST', '/v1/api/log/loop_flow_run', { log_id: logIds[0], step_uuid: 'x', limit: 0 }],
      ['GET', '/v1/api/log/delete', {}],
      ['GET', '/v1/api/log/run/statistical', { end_date: 'tomorrow' }],
      ['POST', '/v1/api/data/log/reschedule', { log_id: 5 }],
    ];
    for (const [method, url, input] of bad) {
      const res =
        method === 'GET'
          ? await f.call('GET', url, { token: me.token, query: input as Record<string, string> })
          : await f.call('POST', url, { token: me.token, body: input });
      expect([url, res.status, res.code], res.raw).toEqual([url, 400, 4000]);
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const anonymous = await f.call('POST', '/v1/api/log/list', { body: {} });
    expect([anonymous.status, anonymous.code]).toEqual([401, 2101]);
  });

  it('streams run updates of the company as server-sent events', async () => {
    const base = await f.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/api/log/events?process_id=${processId}`, {
      headers: { authorization: `Bearer ${me.token}` },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const { key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/sse`));
    // another pipeline's runs are not in this stream; this pipeline's are
    await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: {} });
    await f.call('POST', '/v1/api/data/log/reschedule', { token: me.token, body: { log_id: logIds[0] } });
    let text = '';
    const statuses: string[] = [];
    while (!statuses.includes('success')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
      statuses.splice(
        0,
        statuses.length,
        ...[...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as { status: string; process_id: string }).map((r) => `${r.status}`),
      );
    }
    const events = [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!) as { process_id: string; status: string });
    expect(new Set(events.map((e) => e.process_id))).toEqual(new Set([processId]));
    expect(events.map((e) => e.status)).toEqual(['queued', 'running', 'success']);
    controller.abort();
  });
});
