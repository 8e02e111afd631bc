import type { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BullmqScheduler, type BullmqSchedulerOptions } from './bullmq-scheduler';
import { recordingLog, TEST_REDIS_URL, TestCluster } from './redis-testing';

describe.skipIf(!TEST_REDIS_URL)('BullmqScheduler on Redis', () => {
  let cluster: TestCluster;
  const schedulers: BullmqScheduler[] = [];
  const producers = new Map<string, Redis>();
  beforeEach(() => {
    cluster = new TestCluster();
  });
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map((s) => s.close()));
    producers.clear();
    await cluster.close();
  });
  function scheduler(nodeId: string, opts: Partial<BullmqSchedulerOptions> = {}): BullmqScheduler {
    const connection = cluster.connection('producer', nodeId);
    const s = new BullmqScheduler({ connection, prefix: cluster.prefix, nodeId, lockMs: 2_000, ...opts });
    schedulers.push(s);
    producers.set(nodeId, connection);
    return s;
  }

  /** The tick jobs BullMQ completed, from its event stream: one id per tick of the schedule. */
  async function completedTicks(): Promise<string[]> {
    const entries = await cluster.admin.xrange(`${cluster.prefix}:schedules:events`, '-', '+');
    return entries
      .map(([, fields]) => Object.fromEntries(fields.flatMap((f, i) => (i % 2 ? [] : [[f, fields[i + 1]]]))))
      .filter((event) => event.event === 'completed')
      .map((event) => String(event.jobId));
  }

  it('fires each tick once in a cluster of three processes that all upserted the schedule, not once per process', async () => {
    const ticks: string[] = [];
    const nodes = ['n1', 'n2', 'n3'].map((nodeId) => {
      const s = scheduler(nodeId);
      s.register('count', async () => void ticks.push(nodeId));
      return s;
    });
    // every process upserts what it finds in the database at start
    for (const s of nodes) await s.upsert('every200', 'count', { intervalMs: 200 }, { processId: 'p1' });
    await expect.poll(() => ticks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    await Promise.all(nodes.map((s) => s.close()));
    const completed = await completedTicks();
    // one handler call per tick job, one tick job per 200 ms slot of the schedule
    expect(completed.length).toBe(ticks.length);
    expect(new Set(completed).size).toBe(completed.length);
    const slots = completed.map((id) => Number(id.split(':').at(-1))).sort((a, b) => a - b);
    expect(slots.slice(1).every((slot, i) => slot - slots[i]! >= 200)).toBe(true);
  });

  it('reads a cron expression with a seconds field (croner style) and fires it every second', async () => {
    const s = scheduler('n1');
    let ticks = 0;
    s.register('count', async () => void ticks++);
    await s.upsert('secondly', 'count', { cron: '* * * * * *', timeZone: 'Asia/Shanghai' });
    const next = await s.nextRun('secondly');
    expect(next!.getUTCMilliseconds()).toBe(0);
    await expect.poll(() => ticks, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  });

  it('computes a seconds-field cron in its time zone', async () => {
    const s = scheduler('n1', { consume: false });
    await s.upsert('daily', 'report', { cron: '30 0 9 * * *', timeZone: 'Asia/Shanghai' });
    const next = await s.nextRun('daily');
    expect([next?.getUTCHours(), next?.getUTCMinutes(), next?.getUTCSeconds()]).toEqual([1, 0, 30]);
    await s.upsert('ny', 'report', { cron: '0 12 * * *', timeZone: 'America/New_York' });
    const noon = await s.nextRun('ny');
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(noon)).toBe('12');
  });

  it('refuses an expression cron-parser cannot read (croner’s W) when it is upserted, not at a tick', async () => {
    const s = scheduler('n1', { consume: false });
    await expect(s.upsert('weekday', 'report', { cron: '0 0 15W * *', timeZone: 'UTC' })).rejects.toThrow();
    expect(await s.nextRun('weekday')).toBeUndefined();
  });

  it('leaves ticks to the processes that consume when told not to', async () => {
    const ticks: string[] = [];
    const upsertOnly = scheduler('api', { consume: false });
    upsertOnly.register('count', async () => void ticks.push('api'));
    const worker = scheduler('worker');
    worker.register('count', async () => void ticks.push('worker'));
    await upsertOnly.upsert('p1', 'count', { intervalMs: 50 });
    await expect.poll(() => ticks.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(new Set(ticks)).toEqual(new Set(['worker']));
  });

  it('fails, and logs, a tick whose job has no handler in the process that took it', async () => {
    const log = recordingLog();
    const s = scheduler('n1', { log });
    s.register('known', async () => undefined);
    await s.upsert('p1', 'unknown', { intervalMs: 50 });
    await expect.poll(() => log.errors.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(log.errors[0]).toContain('unknown');
  });

  it('asks exactly one process to rebuild the schedules when Redis lost them, at start and after a reconnect', async () => {
    const resets: string[] = [];
    const nodes = ['n1', 'n2', 'n3'];
    for (const nodeId of nodes) scheduler(nodeId, { consume: false }).onReset(async () => void resets.push(nodeId));
    const marker = `${cluster.prefix}:scheduler:alive`;
    await expect.poll(() => cluster.admin.exists(marker)).toBe(1);
    await settledChecks(nodes);
    expect(resets).toHaveLength(1);

    // Redis restarted empty: the marker is gone and every process reconnects
    await cluster.admin.del(marker);
    const dropped = nodes.map((nodeId) => new Promise((resolve) => producers.get(nodeId)!.once('close', resolve)));
    for (const nodeId of nodes) expect(await cluster.kill(nodeId, 'producer')).toBe(1);
    await Promise.all(dropped);
    await settledChecks(nodes);
    expect(resets).toHaveLength(2);
    expect(await cluster.admin.exists(marker)).toBe(1);
  });

  it('tells a reset handler registered after this process won the marker', async () => {
    const s = scheduler('n1', { consume: false });
    await expect.poll(() => cluster.admin.exists(`${cluster.prefix}:scheduler:alive`)).toBe(1);
    let resets = 0;
    s.onReset(async () => void resets++);
    await expect.poll(() => resets).toBe(1);
  });

  /**
   * Every process's marker check has run: each checks first thing when its connection is ready, so a command sent
   * after that is answered after the check (one connection answers in order).
   */
  async function settledChecks(nodes: string[]): Promise<void> {
    for (const nodeId of nodes) {
      const connection = producers.get(nodeId)!;
      await expect.poll(() => connection.status, { timeout: 10_000 }).toBe('ready');
      await connection.ping();
    }
  }
});
