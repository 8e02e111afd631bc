import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPipeline, aStep } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import { platformEngine } from '../app';
import { drivers, usePlatform, type SignedUp } from '../test/harness';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline } from '../test/engine-fixtures';

type Step = { step_uuid: string; status: string; branch: string | null; loop_index: number | null; attempts: number; error: string | null };

describe.each(drivers())('the run engine (%s)', (kind) => {
  const f = usePlatform(kind, { engine: { http: loopbackHttp() } });
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  beforeAll(async () => {
    receiver = await flakyReceiver({ failFirst: 2 });
    me = await f.signUp();
  });
  afterAll(() => receiver.close());

  /** Deliver `payload` to a new live pipeline of `content` and return the finished run's log. */
  async function runOf(content: ReturnType<typeof sendOrderPipeline>, payload: unknown) {
    const { key } = await livePipeline(f, me.token, content);
    const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: payload });
    expect(accepted.code, accepted.raw).toBe(0);
    await platformEngine(f.app).idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: accepted.data.log_id } });
    return detail.data as {
      log_id: string;
      status: string;
      error: string | null;
      failed_step_uuid: string | null;
      step_count: number;
      steps: Step[];
    };
  }

  it('retries a failing call with one idempotency key for every attempt', async () => {
    const content = sendOrderPipeline(`${receiver.url}/retry`, { settings: { retries: 3, backoff_ms: 10 } });
    const run = await runOf(content, { order_id: 7 });
    expect(run.status).toBe('success');
    const calls = receiver.requests.filter((r) => r.url === '/retry');
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toEqual(new Set([`${run.log_id}:send`]));
    expect(run.steps[1]!.attempts).toBe(3);
  });

  it('tells a filtered run from a failed one, naming the failed step', async () => {
    const filter = aPipeline().withStep('filter', {
      app_id: '1003',
      action_id: 'filter',
      params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] },
    });
    const filtered = await runOf(filter.build(), { amount: 1 });
    expect([filtered.status, filtered.error]).toEqual(['filtered', null]);

    const failed = await runOf(sendOrderPipeline(''), { amount: 1 });
    expect(failed.status).toBe('failed');
    expect(failed.failed_step_uuid).toBe('send');
    expect(failed.error).toBe('请填写请求地址');
  });

  it('fails a filter or switch step whose condition is incomplete instead of letting the run through (spec §4–§5)', async () => {
    // A pipeline switched on before publishing checked conditions: the engine is the last guard.
    async function legacyRunOf(content: ReturnType<typeof sendOrderPipeline>, payload: unknown) {
      const { processId, key } = await livePipeline(f, me.token, content, false);
      await f.db.execute(sql`UPDATE pipelines SET status = 1 WHERE id = ${processId}::bigint`);
      const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: payload });
      expect(accepted.code, accepted.raw).toBe(0);
      await platformEngine(f.app).idle();
      const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: accepted.data.log_id } });
      return detail.data as { status: string; error: string | null; failed_step_uuid: string | null; steps: Step[] };
    }
    const emptyFilter = aPipeline()
      .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '', operator: 13, value: '' }]] } })
      .withStep('send', { app_id: '1007', action_id: 'http', params: { url: `${receiver.url}/never` } })
      .build();
    const filtered = await legacyRunOf(emptyFilter, { amount: 1 });
    expect([filtered.status, filtered.failed_step_uuid, filtered.error]).toEqual(['failed', 'filter', '过滤条件不完整：第 1 个条件未选择字段']);
    expect(filtered.steps.map((s) => [s.step_uuid, s.status, s.error])).toEqual([
      ['trigger', 'success', null],
      ['filter', 'failed', '过滤条件不完整：第 1 个条件未选择字段'],
    ]);

    const content = aPipeline().withSwitch(2).build();
    const sw = content[1]!;
    sw.segs![0]!.title = '金牌客户';
    sw.segs![0]!.conditions = [[{ field: '{{1.level}}', operator: 13 }]];
    sw.segs![1]!.isFallback = true;
    const branched = await legacyRunOf(content, { level: '' });
    expect([branched.status, branched.failed_step_uuid, branched.error]).toEqual([
      'failed',
      sw.uuid,
      '分支条件不完整：“金牌客户”第 1 个条件未填写比较值',
    ]);
    expect(receiver.requests.some((r) => r.url === '/never')).toBe(false);
  });

  it('refuses a private address in a run (SSRF) unless the allow-list names it', async () => {
    const run = await runOf(sendOrderPipeline('http://169.254.169.254/latest/meta-data'), {});
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/不允许访问/);
  });

  it('logs the branch each step ran in and every loop iteration', async () => {
    const content = aPipeline().withSwitch(2).build();
    const sw = content[1]!;
    sw.segs![0]!.conditions = [[{ field: '{{1.city}}', operator: 13, value: '上海' }]];
    sw.segs![0]!.apps = [
      aStep('b1-send', { app_id: '1007', action_id: 'http', params: { url: `${receiver.url}/branch`, body: { city: '{{1.city}}' } } }),
    ];
    sw.segs![1]!.isFallback = true;
    sw.segs![1]!.apps = [
      aStep('b2-filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.city}}', operator: 11, value: 'x' }]] } }),
    ];
    content.push(aStep('loop', { app_id: '1005', action_id: 'loop', params: { items: '{{1.items}}' } }));
    content.push(
      aStep('each', {
        app_id: '1007',
        action_id: 'http',
        parentLoopUuid: 'loop',
        params: { url: `${receiver.url}/item`, body: { n: '{{5.item}}' } },
      }),
    );
    const run = await runOf(content, { city: '上海', items: [1, 2, 3] });
    expect(run.status).toBe('success');
    expect(run.steps.find((s) => s.step_uuid === 'b1-send')!.branch).toBe('b1');
    expect(run.steps.some((s) => s.step_uuid === 'b2-filter')).toBe(false);
    expect(run.steps.filter((s) => s.step_uuid === 'each').map((s) => s.loop_index)).toEqual([0, 1, 2]);
    expect(run.step_count).toBe(run.steps.length);

    const count = await f.call('POST', '/v1/api/log/loop_flow_run_count', { token: me.token, body: { log_id: run.log_id, step_uuid: 'each' } });
    expect(count.data).toEqual({ count: 3, success: 3, failed: 0 });
    const page = await f.call('POST', '/v1/api/log/loop_flow_run', {
      token: me.token,
      body: { log_id: run.log_id, step_uuid: 'each', limit: 2, offset: 1 },
    });
    expect([page.data.total, page.data.list.map((s: Step) => s.loop_index)]).toEqual([3, [1, 2]]);
    const one = await f.call('POST', '/v1/api/log/task_run_detail', { token: me.token, body: { log_id: run.log_id, step_uuid: 'b1-send' } });
    expect(one.data).toHaveLength(1);
  });

  it('reruns from the start with the same trigger data, and from the failed step with earlier outputs', async () => {
    const content = aPipeline()
      .withStep('first', { app_id: '1007', action_id: 'http', params: { url: `${receiver.url}/first`, body: { order: '{{1.order_id}}' } } })
      .withStep('second', { app_id: '1007', action_id: 'http', params: { url: '{{1.target}}', body: { from_first: '{{2.status}}' } } })
      .build();
    const failed = await runOf(content, { order_id: '1234567890123456789', target: 'not-a-url' });
    expect([failed.status, failed.failed_step_uuid]).toEqual(['failed', 'second']);

    const again = await f.call('POST', '/v1/api/data/log/reschedule', { token: me.token, body: { log_id: failed.log_id } });
    expect([again.data.trigger_type, again.data.parent_log_id]).toEqual(['rerun', failed.log_id]);
    const resumed = await f.call('POST', '/v1/api/data/log/reruntask', { token: me.token, body: { log_id: failed.log_id } });
    await platformEngine(f.app).idle();
    const detail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: resumed.data.log_id } });
    expect(detail.data.trigger_data.order_id).toBe('1234567890123456789');
    // only the failed step ran again, with the first step's output from the earlier run
    expect(detail.data.steps.map((s: Step) => s.step_uuid)).toEqual(['second']);
    expect(String(detail.data.steps[0].input.body.from_first)).toBe('200');
    // a rerun of a rerun still finds the outputs of the first run
    const chained = await f.call('POST', '/v1/api/data/log/reruntask', { token: me.token, body: { log_id: detail.data.log_id } });
    await platformEngine(f.app).idle();
    const chainedDetail = await f.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: chained.data.log_id } });
    expect(String(chainedDetail.data.steps[0].input.body.from_first)).toBe('200');
    const succeeded = await runOf(sendOrderPipeline(`${receiver.url}/ok`), {});
    const notFailed = await f.call('POST', '/v1/api/data/log/reruntask', { token: me.token, body: { log_id: succeeded.log_id } });
    expect([notFailed.status, notFailed.code]).toEqual([400, 4023]);
  });

  it('refuses new runs past the plan’s monthly runs (3002)', async () => {
    const other = await f.signUp();
    const { processId, key } = await livePipeline(f, other.token, sendOrderPipeline(`${receiver.url}/quota`));
    await f.db.execute(sql`INSERT INTO runs (id, company_id, process_id, content, status, trigger_type)
      SELECT 1000000000 + g, ${other.company_id}::bigint, ${processId}::bigint, '[]', 'success', 'webhook' FROM generate_series(1, 10000) g`);
    const refused = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: {} });
    expect([refused.status, refused.code]).toEqual([403, 3002]);
  });
});
