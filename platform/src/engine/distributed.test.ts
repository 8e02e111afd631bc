import { INTERRUPTED_ERROR } from './recovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { platformEngine } from '../app';
import { MemoryBus } from '../runtime/memory-bus';
import { MemoryRunQueue } from '../runtime/memory-queue';
import { MemorySyncReplyChannel } from '../runtime/memory-sync-reply';
import { drivers, usePlatform, type SignedUp } from '../test/harness';
import { rowsOf } from '../test/sql';
import { flakyReceiver, livePipeline, loopbackHttp, sendOrderPipeline, syncOrderPipeline } from '../test/engine-fixtures';
import type { RunEvent } from './cluster';
import { RunLeases } from './leases';
import { Engine, toInsert } from './service';

/**
 * Two engines of one cluster in one test process (issue 15): the platform's, an API node that runs no workers, and a
 * worker engine beside it, sharing the database, the queue, the bus and the sync-reply channel as distributed mode's
 * processes share PostgreSQL and Redis. What crosses processes here crosses the same seams there.
 */
describe.each(drivers())('engines of one cluster (%s)', (kind) => {
  const bus = new MemoryBus();
  const queue = new MemoryRunQueue();
  const syncReplies = new MemorySyncReplyChannel();
  const cluster = { leaseMs: 600, sweepMs: 100, requeueAfterMs: 300, shutdownGraceMs: 200 };
  const f = usePlatform(kind, {
    engine: { http: loopbackHttp(), bus, queue, syncReplies, runWorkers: false, cluster: { ...cluster, nodeId: 'api-node' } },
  });
  let worker: Engine;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  let me: SignedUp;
  const heard: RunEvent[] = [];

  beforeAll(async () => {
    receiver = await flakyReceiver({ delayMs: 0 });
    me = await f.signUp();
    worker = new Engine({ db: f.db, http: loopbackHttp(), bus, queue, syncReplies, cluster: { ...cluster, nodeId: 'worker-node' } });
    await worker.start();
    platformEngine(f.app).events.on('run', (event: RunEvent) => heard.push(event));
  });
  afterAll(async () => {
    await worker.stop();
    await receiver.close();
  });

  const statusOf = async (runId: string) =>
    (
      await rowsOf<{ status: string; attempt: number; lease_owner: string | null }>(
        f.db,
        sql`SELECT status, attempt, lease_owner FROM runs WHERE id = ${runId}::bigint`,
      )
    )[0]!;

  it('runs a webhook accepted by the API node on the worker, and the API node hears it finish', async () => {
    const { key } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/cluster`));
    const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id: 1 } });
    expect(accepted.code, accepted.raw).toBe(0);
    const runId = accepted.data.log_id as string;
    await expect.poll(() => heard.filter((e) => e.run.log_id === runId).map((e) => e.run.status), { timeout: 10_000 }).toContain('success');
    expect(await statusOf(runId)).toMatchObject({ status: 'success', attempt: 1, lease_owner: 'worker-node' });
  });

  it('answers a synchronous webhook on the API node with the custom return the worker ran', async () => {
    const { key } = await livePipeline(f, me.token, syncOrderPipeline());
    const res = await f.app.inject({
      method: 'POST',
      url: `/v1/api/data/webhook/accept/${key}`,
      payload: { amount: 150, order_id: '12345678901234567890' },
    });
    expect([res.statusCode, res.json()]).toEqual([201, { ok: true, order_id: '12345678901234567890' }]);
  });

  it('claims a synchronous run it executes itself, so a crash mid-run leaves a lease to pass', async () => {
    const { processId } = await livePipeline(f, me.token, syncOrderPipeline());
    const run = await worker.prepare({
      pipeline: (await worker.pipelines.get(processId))!,
      triggerType: 'webhook',
      triggerData: { amount: 150, order_id: 7 },
    });
    const reply = syncReplies.waitFor(run.id, 10_000);
    await worker.startForCaller(run);
    expect((await reply)?.status).toBe(201);
    expect(await statusOf(run.id)).toMatchObject({ status: 'success', attempt: 1, lease_owner: 'worker-node' });
  });

  it('runs a job handed out twice once', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/twice`));
    const api = platformEngine(f.app);
    const run = await api.prepare({ pipeline: (await api.pipelines.get(processId))!, triggerType: 'manual', triggerData: { order_id: 2 } });
    await api.writer.insertRun(toInsert(run));
    const job = { runId: run.id, companyId: run.companyId };
    await Promise.all([worker.cluster!.handle(job), worker.cluster!.handle(job)]);
    expect(receiver.requests.filter((r) => r.url === '/twice')).toHaveLength(1);
    expect(await statusOf(run.id)).toMatchObject({ status: 'success', attempt: 1 });
  });

  it('sweeps a committed run whose job was lost to a worker', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/lost`));
    const api = platformEngine(f.app);
    const run = await api.prepare({ pipeline: (await api.pipelines.get(processId))!, triggerType: 'manual', triggerData: { order_id: 3 } });
    // written, never enqueued: what an enqueue refused while Redis was down leaves behind
    await api.writer.insertRun(toInsert(run));
    await expect.poll(async () => (await statusOf(run.id)).status, { timeout: 10_000 }).toBe('success');
    expect(receiver.requests.filter((r) => r.url === '/lost')).toHaveLength(1);
  });

  it('takes over a run whose worker died once its lease has passed, keeping only the new attempt’s steps', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/dead`));
    const api = platformEngine(f.app);
    const run = await api.prepare({ pipeline: (await api.pipelines.get(processId))!, triggerType: 'manual', triggerData: { order_id: 4 } });
    await api.writer.insertRun(toInsert(run));
    const dead = new RunLeases(f.db, 'dead-node', 50);
    expect((await dead.claim(run.id)).outcome).toBe('claimed');
    // the dead worker had recorded a step before it died: the log must not show it beside the new attempt's
    await f.db.execute(sql`INSERT INTO run_steps (id, company_id, run_id, step_uuid, step_number, app_id, action_id, status, started_at)
      VALUES (${`9${Date.now()}`}::bigint, ${run.companyId}::bigint, ${run.id}::bigint, 'send', 2, '1007', 'http', 'running', now())`);
    dead.finished();
    await expect.poll(async () => (await statusOf(run.id)).status, { timeout: 10_000 }).toBe('success');
    expect(await statusOf(run.id)).toMatchObject({ attempt: 2, lease_owner: 'worker-node' });
    const steps = await rowsOf<{ status: string }>(f.db, sql`SELECT status FROM run_steps WHERE run_id = ${run.id}::bigint AND step_uuid = 'send'`);
    expect(steps.map((s) => s.status)).toEqual(['success']);
  });

  it('fails a run interrupted three times instead of taking it over again', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/cursed`));
    const api = platformEngine(f.app);
    const run = await api.prepare({ pipeline: (await api.pipelines.get(processId))!, triggerType: 'manual', triggerData: {} });
    await api.writer.insertRun(toInsert(run));
    await f.db.execute(sql`UPDATE runs SET status = 'running', attempt = 3, lease_owner = 'gone', lease_until = now() - interval '1 second'
      WHERE id = ${run.id}::bigint`);
    await expect.poll(async () => (await statusOf(run.id)).status, { timeout: 10_000 }).toBe('failed');
    const [row] = await rowsOf<{ error: string }>(f.db, sql`SELECT error FROM runs WHERE id = ${run.id}::bigint`);
    expect(row!.error).toBe(INTERRUPTED_ERROR);
    expect(receiver.requests.some((r) => r.url === '/cursed')).toBe(false);
  });

  it('cancels from the API node a run executing on the worker', async () => {
    const slow = await flakyReceiver({ delayMs: 1_500 });
    try {
      const content = sendOrderPipeline(`${slow.url}/slow`);
      content.push({ ...content[1]!, uuid: 'send-2', sort: 3 });
      const { key } = await livePipeline(f, me.token, content);
      const accepted = await f.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { order_id: 5 } });
      const runId = accepted.data.log_id as string;
      await expect.poll(() => slow.requests.length, { timeout: 10_000 }).toBe(1);
      const reset = await f.call('GET', '/v1/api/log/reset', { token: me.token, query: { log_id: runId } });
      expect(reset.code, reset.raw).toBe(0);
      await expect
        .poll(() => heard.filter((e) => e.run.log_id === runId && e.run.status === 'cancelled').length, { timeout: 10_000 })
        .toBeGreaterThan(1);
      // stopped between steps on the worker: the second call never went out
      expect(slow.requests).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('drops a pipeline from every process’s cache when it changes on one', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/cache`));
    const cached = await worker.pipelines.get(processId);
    expect(await worker.pipelines.get(processId)).toBe(cached);
    await platformEngine(f.app).pipelineChanged(processId);
    expect(await worker.pipelines.get(processId)).not.toBe(cached);
  });

  it('opens a sample window on every process', async () => {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline(`${receiver.url}/listen`), false);
    expect(worker.pipelines.isListening(processId)).toBe(false);
    await platformEngine(f.app).listenForSample(processId, 60_000);
    expect(worker.pipelines.isListening(processId)).toBe(true);
  });
});
