import { describe, expect, it } from 'vitest';
import { openRuntime, runtimeOptionsFromEnv, type Runtime } from './from-env';
import { TEST_REDIS_URL, TestCluster } from './redis-testing';
import type { BusMessage, RunJob } from './types';

describe('runtimeOptionsFromEnv', () => {
  it('stays in this process with the default prefix when REDIS_URL is not set', () => {
    expect(runtimeOptionsFromEnv({})).toEqual({ prefix: 'huiliu' });
    expect(runtimeOptionsFromEnv({ REDIS_URL: ' ', REDIS_PREFIX: '' })).toEqual({ prefix: 'huiliu' });
  });

  it('reads the Redis URL, the key prefix and the queue lock', () => {
    expect(runtimeOptionsFromEnv({ REDIS_URL: 'redis://redis:6379/2', REDIS_PREFIX: 'staging', HUILIU_QUEUE_LOCK_MS: '5000' })).toEqual({
      redisUrl: 'redis://redis:6379/2',
      prefix: 'staging',
      lockMs: 5000,
    });
  });

  it.each(['0', '-1', '1.5', '30s'])('refuses HUILIU_QUEUE_LOCK_MS=%j rather than guess', (value) => {
    expect(() => runtimeOptionsFromEnv({ HUILIU_QUEUE_LOCK_MS: value })).toThrow(/HUILIU_QUEUE_LOCK_MS/);
  });
});

describe('openRuntime without Redis', () => {
  it('opens the in-process runtime (embedded mode), always ready', async () => {
    const runtime = await openRuntime({ nodeId: 'solo' });
    try {
      expect([runtime.kind, runtime.nodeId, await runtime.ping()]).toEqual(['memory', 'solo', true]);
      const heard: BusMessage[] = [];
      runtime.bus.subscribe('run', (m) => heard.push(m));
      await runtime.bus.publish('run', { runId: '1' });
      expect(heard).toEqual([{ runId: '1' }]);
    } finally {
      await runtime.close();
    }
  });
});

describe.skipIf(!TEST_REDIS_URL)('openRuntime with Redis', () => {
  it('opens two processes of one cluster that share runs, bus messages and sync replies', async () => {
    const cluster = new TestCluster();
    const open: Runtime[] = [];
    try {
      const options = { redisUrl: cluster.url, prefix: cluster.prefix, lockMs: 2_000 };
      const api = await openRuntime({ ...options, nodeId: 'api', consumeSchedules: false });
      open.push(api);
      const worker = await openRuntime({ ...options, nodeId: 'worker' });
      open.push(worker);
      expect([api.kind, await api.ping(), await worker.ping()]).toEqual(['redis', true, true]);

      const runEvents: BusMessage[] = [];
      api.bus.subscribe('run', (m) => runEvents.push(m));
      const reply = api.syncReplies.waitFor('r1', 10_000);
      worker.queue.process(async (job: RunJob) => {
        await worker.bus.publish('run', { runId: job.runId, status: 'succeeded' });
        await worker.syncReplies.publish(job.runId, { status: 200, headers: {}, body: 'done' });
      }, 2);
      await api.queue.enqueue({ runId: 'r1', companyId: 'c1' });
      expect(await reply).toEqual({ status: 200, headers: {}, body: 'done' });
      await expect.poll(() => runEvents, { timeout: 5_000 }).toEqual([{ runId: 'r1', status: 'succeeded' }]);
      await api.queue.drained();
    } finally {
      await Promise.all(open.map((r) => r.close()));
      await cluster.close();
    }
  });
});
