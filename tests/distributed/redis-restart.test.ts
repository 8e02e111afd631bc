import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { sendOrderPipeline, flakyReceiver } from '@huiliu/platform/test/engine-fixtures';
import { freePort } from '@huiliu/platform/test/process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SERVICES, livePipeline, signUp, startCluster, type Cluster } from './cluster';

const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of this test's own, keeping nothing on disk: restarted, it comes back empty, as a crashed one would. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .trim() === 'PONG'
    )
      return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on ${port} did not start`);
}

/**
 * Issue 15: a webhook is written to PostgreSQL before it is answered (DESIGN §4), so Redis restarting empty in the
 * middle of a trickle of webhooks loses none of them: those accepted while it was away, or whose jobs it forgot, are
 * swept back to the queue once it is back, and run once each.
 */
describe.runIf(CLUSTER_SERVICES && HAS_REDIS_SERVER)('Redis restarted during a trickle of webhooks', () => {
  let redis: ChildProcess;
  let port: number;
  let cluster: Cluster;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    receiver = await flakyReceiver();
    cluster = await startCluster({ platforms: 1, workers: 1, redisUrl: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await cluster?.close();
    redis?.kill('SIGKILL');
    await receiver?.close();
  });

  it('runs every accepted webhook exactly once when Redis is back', async () => {
    const api = cluster.platforms[0]!.url;
    const token = await signUp(api);
    const { processId, webhook } = await livePipeline(api, token, sendOrderPipeline(`${receiver.url}/trickle`));
    const accepted: number[] = [];
    const refused: unknown[] = [];
    let order = 0;
    let trickling = true;
    const trickle = (async () => {
      while (trickling) {
        const id = order++;
        const res = await fetch(`${api}${webhook}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_id: id }),
        });
        const envelope = (await res.json()) as { code: number };
        if (envelope.code === 0) accepted.push(id);
        else refused.push(envelope);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await wait(1_500);
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    const duringOutage = accepted.length;
    await wait(2_000);
    expect(accepted.length).toBeGreaterThan(duringOutage);
    redis = await startRedis(port);
    await wait(2_000);
    trickling = false;
    await trickle;

    expect(refused).toEqual([]);
    const done = async () =>
      (await cluster.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE process_id = $1 AND status = 'success'`, [processId]))[0]!.n;
    await expect.poll(done, { timeout: 60_000, interval: 500 }).toBe(accepted.length);
    const byOrder = new Map<number, number>();
    for (const r of receiver.requests.filter((q) => q.url === '/trickle')) {
      const id = (JSON.parse(r.body) as { order_id: number }).order_id;
      byOrder.set(id, (byOrder.get(id) ?? 0) + 1);
    }
    expect([...byOrder.keys()].sort((a, b) => a - b)).toEqual([...accepted].sort((a, b) => a - b));
    expect([...byOrder.values()].every((n) => n === 1)).toBe(true);
  });
});
