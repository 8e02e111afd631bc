import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/process';
import { BullmqRunQueue } from './bullmq-queue';
import { connectRedis } from './redis-connection';
import { TEST_REDIS_URL, TestCluster } from './redis-testing';
import type { RunQueue } from './types';

const LOCK_MS = 500;
const DYING_WORKER = fileURLToPath(new URL('../test/run-queue-worker.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

describe.skipIf(!TEST_REDIS_URL)('BullmqRunQueue on Redis', () => {
  let cluster: TestCluster;
  const queues: RunQueue[] = [];
  beforeEach(() => {
    cluster = new TestCluster();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.close()));
    await cluster.close();
  });
  function queue(nodeId: string): BullmqRunQueue {
    const q = new BullmqRunQueue({ connection: cluster.connection('producer', nodeId), prefix: cluster.prefix, lockMs: LOCK_MS });
    queues.push(q);
    return q;
  }

  it('shares 200 runs between two workers, each run handled exactly once', async () => {
    const [a, b] = [queue('a'), queue('b')];
    const handled = new Map<string, string[]>();
    const handler = (worker: string) => async (job: { runId: string }) => {
      handled.set(job.runId, [...(handled.get(job.runId) ?? []), worker]);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    a.process(handler('a'), 4);
    b.process(handler('b'), 4);
    for (let i = 0; i < 200; i++) await (i % 2 ? a : b).enqueue({ runId: `run${i}`, companyId: 'c1' });
    await a.drained();
    expect(handled.size).toBe(200);
    expect([...handled.values()].every((workers) => workers.length === 1)).toBe(true);
    const byWorker = [...handled.values()].flat();
    expect(byWorker.filter((w) => w === 'a').length).toBeGreaterThan(0);
    expect(byWorker.filter((w) => w === 'b').length).toBeGreaterThan(0);
  });

  it('hands the run of a worker killed mid-run (SIGKILL) to another worker once its lock has expired', async () => {
    const dying = spawn(process.execPath, ['--import', 'tsx', DYING_WORKER, cluster.url, cluster.prefix, String(LOCK_MS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    try {
      const taken = new Promise<string>((resolve) => dying.stdout!.on('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
      const survivor = queue('survivor');
      await survivor.enqueue({ runId: 'orphan', companyId: 'c1' });
      expect(await taken).toBe('taken orphan');
      dying.kill('SIGKILL');
      await exited;
      // only now may the survivor consume: the dying worker held the run, nobody else could have had it
      const handled: string[] = [];
      survivor.process(async (job) => void handled.push(job.runId), 1);
      await expect.poll(() => handled, { timeout: 20 * LOCK_MS }).toEqual(['orphan']);
      await survivor.drained();
      expect(handled).toEqual(['orphan']);
    } finally {
      dying.kill('SIGKILL');
    }
  });

  it('refuses an enqueue at once while Redis is unreachable (the sweep enqueues the run later)', async () => {
    const closedPort = await freePort();
    const unreachable = connectRedis(`redis://127.0.0.1:${closedPort}`, 'producer', { prefix: cluster.prefix, nodeId: 'away' });
    const q = new BullmqRunQueue({ connection: unreachable, prefix: cluster.prefix });
    try {
      await expect(q.enqueue({ runId: 'r1', companyId: 'c1' })).rejects.toThrow(/Redis 不可用/);
      await expect(q.enqueue({ runId: 'r2', companyId: 'c1' })).rejects.toThrow(/Redis 不可用/);
    } finally {
      await q.close();
      unreachable.disconnect();
    }
  }, 5_000);

  it('counts waiting runs of every producer as its depth, and forgets finished runs', async () => {
    const [a, b] = [queue('a'), queue('b')];
    await a.enqueue({ runId: 'r1', companyId: 'c1' });
    await b.enqueue({ runId: 'r2', companyId: 'c1' });
    await b.enqueue({ runId: 'r1', companyId: 'c1' });
    expect(await a.depth()).toBe(2);
    a.process(async () => undefined, 2);
    await a.drained();
    expect(await b.depth()).toBe(0);
    expect(await cluster.admin.keys(`${cluster.prefix}:runs:run-*`)).toEqual([]);
  });
});
