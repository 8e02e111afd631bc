import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { BullmqScheduler } from './bullmq-scheduler';
import { keepScheduled } from './fixed-jobs';
import { TEST_REDIS_URL, TestCluster } from './redis-testing';

describe.skipIf(!TEST_REDIS_URL)('keepScheduled on Redis', () => {
  let cluster: TestCluster | undefined;
  let scheduler: BullmqScheduler | undefined;
  afterEach(async () => {
    await scheduler?.close();
    await cluster?.close();
  });

  it('puts a fixed job back when Redis restarted empty, as the engine does for the pipelines’ schedules', async () => {
    cluster = new TestCluster();
    const connection = cluster.connection('producer', 'n1');
    scheduler = new BullmqScheduler({ connection, prefix: cluster.prefix, nodeId: 'n1', lockMs: 2_000, consume: false });
    const app = Fastify();
    keepScheduled(app, scheduler, 'nightly-sweep', { intervalMs: 3_600_000 }, async () => undefined);
    await app.ready();
    expect(await scheduler.nextRun('nightly-sweep')).toBeInstanceOf(Date);

    // Redis restarted empty: every key gone, and the process reconnects
    const keys = await cluster.admin.keys(`${cluster.prefix}:*`);
    if (keys.length > 0) await cluster.admin.del(...keys);
    expect(await scheduler.nextRun('nightly-sweep')).toBeUndefined();
    const dropped = new Promise((resolve) => connection.once('close', resolve));
    expect(await cluster.kill('n1', 'producer')).toBe(1);
    await dropped;
    await expect.poll(() => scheduler!.nextRun('nightly-sweep'), { timeout: 10_000 }).toBeInstanceOf(Date);
    await app.close();
  });
});
