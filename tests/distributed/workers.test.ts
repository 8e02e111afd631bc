import { flakyReceiver, sendOrderPipeline } from '@huiliu/platform/test/engine-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SERVICES, livePipeline, postWebhooks, signUp, startCluster, statusCounts, type Cluster } from './cluster';

const RUNS = 2_000;

/**
 * Issue 15: worker processes share the queue. Every accepted webhook becomes one run that finishes exactly once in the
 * log — its row success, its steps recorded once — whether both workers live or one is killed with SIGKILL mid-load.
 */
describe.runIf(CLUSTER_SERVICES)('two worker processes on one queue', () => {
  let cluster: Cluster;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  beforeAll(async () => {
    // each call held a little, so a killed worker dies holding runs
    receiver = await flakyReceiver({ delayMs: 15 });
    cluster = await startCluster({ platforms: 1, workers: 2 });
  });
  afterAll(async () => {
    await cluster?.close();
    await receiver?.close();
  });

  /** Runs of this pipeline that are not finished exactly once: a run row not success, or its steps not 2. */
  async function notOnce(processId: string): Promise<unknown[]> {
    return cluster.query(
      `SELECT r.id, r.status, r.attempt, (SELECT count(*)::int FROM run_steps s WHERE s.run_id = r.id) AS steps
         FROM runs r WHERE r.process_id = $1 AND (r.status <> 'success' OR (SELECT count(*) FROM run_steps s WHERE s.run_id = r.id) <> 2)`,
      [processId],
    );
  }
  const finished = async (processId: string): Promise<number> =>
    (await cluster.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE process_id = $1 AND status = 'success'`, [processId]))[0]!.n;

  it('share 2,000 queued runs: each finishes exactly once, none lost, both workers take part', async () => {
    const api = cluster.platforms[0]!.url;
    const token = await signUp(api);
    const { processId, webhook } = await livePipeline(api, token, sendOrderPipeline(`${receiver.url}/shared`));
    const ids = await postWebhooks(`${api}${webhook}`, RUNS);
    expect(new Set(ids).size).toBe(RUNS);
    await expect.poll(() => finished(processId), { timeout: 120_000, interval: 500 }).toBe(RUNS);
    expect(await notOnce(processId)).toEqual([]);
    const owners = await cluster.query<{ owner: string; n: number }>(
      `SELECT lease_owner AS owner, count(*)::int AS n FROM runs WHERE process_id = $1 GROUP BY lease_owner`,
      [processId],
    );
    expect(owners).toHaveLength(2);
    const orders = new Set(receiver.requests.filter((r) => r.url === '/shared').map((r) => (JSON.parse(r.body) as { order_id: number }).order_id));
    expect(orders.size).toBe(RUNS);
  });

  it('lose none when one worker is killed with SIGKILL mid-load: the other finishes what it held', async () => {
    const api = cluster.platforms[0]!.url;
    const token = await signUp(api);
    const { processId, webhook } = await livePipeline(api, token, sendOrderPipeline(`${receiver.url}/killed`));
    await postWebhooks(`${api}${webhook}`, RUNS);
    await expect.poll(() => finished(processId), { timeout: 60_000, interval: 100 }).toBeGreaterThan(RUNS / 4);
    const victim = cluster.workers[0]!;
    victim.child.kill('SIGKILL');
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await expect.poll(() => finished(processId), { timeout: 120_000, interval: 500 }).toBe(RUNS);
    expect(await notOnce(processId)).toEqual([]);
    expect(await statusCounts(cluster)).not.toHaveProperty('running');
    // what the killed worker held ran again on the other (at-least-once, DESIGN §4): a second attempt, never a third
    const attempts = await cluster.query<{ attempt: number; n: number }>(
      `SELECT attempt, count(*)::int AS n FROM runs WHERE process_id = $1 GROUP BY attempt ORDER BY attempt`,
      [processId],
    );
    expect(attempts.every((a) => a.attempt <= 2)).toBe(true);
    expect(attempts.find((a) => a.attempt === 2)?.n ?? 0).toBeGreaterThan(0);
  });

  it('drain on SIGTERM: a worker stops taking jobs, hands back runs that outlast its grace, and exits 0', async () => {
    // what the previous test killed is replaced; the survivor and the newcomer share the queue
    await cluster.addWorker();
    const slow = await flakyReceiver({ delayMs: 4_000 });
    try {
      const api = cluster.platforms[0]!.url;
      const token = await signUp(api);
      const { processId, webhook } = await livePipeline(api, token, sendOrderPipeline(`${slow.url}/slow`));
      await postWebhooks(`${api}${webhook}`, 4, 4);
      await expect.poll(() => slow.requests.length, { timeout: 30_000 }).toBe(4);
      // the worker holding runs (a node id is host-pid-random): it must give them back, not just leave idle
      const holders = await cluster.query<{ owner: string }>(`SELECT DISTINCT lease_owner AS owner FROM runs WHERE process_id = $1`, [processId]);
      const victim = cluster.workers.find((w) => w.child.exitCode === null && holders.some((h) => h.owner.includes(`-${w.child.pid}-`)))!;
      victim.child.kill('SIGTERM');
      // its 4 s calls outlast the cluster's 2 s grace: the process hands them back and leaves, cleanly
      expect(await victim.exited).toEqual({ code: 0, signal: null });
      await expect.poll(() => finished(processId), { timeout: 60_000, interval: 500 }).toBe(4);
      expect(await notOnce(processId)).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});
