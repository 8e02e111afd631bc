import { cpus } from 'node:os';
import { startCluster, type Cluster } from '@huiliu/platform/test/cluster';
import { buildServerIfStale } from '../build-server.mjs';
import { load, print, record } from './harness';
import { livePipeline, ORDER, signUp } from './job';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;

/** The runs of a pipeline not yet finished. */
async function unfinished(cluster: Cluster, processId: string): Promise<number> {
  const [row] = await cluster.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE process_id = $1 AND status IN ('queued', 'running')`, [
    processId,
  ]);
  return row!.n;
}

/** The sync job of the engine issue through one API process and `workers` worker processes; its req/s. */
async function syncThrough(workers: number): Promise<number> {
  const cluster = await startCluster({
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    platforms: 1,
    workers,
    env: { HUILIU_DEFAULT_PLAN: 'enterprise' },
  });
  try {
    const url = cluster.platforms[0]!.url;
    const { token } = await signUp(url);
    const sync = await livePipeline(url, token, '分布式同步压测', true);
    const request = { method: 'POST' as const, path: sync.path, headers: { 'content-type': 'application/json' }, body: ORDER };
    // a short warm-up: the first requests pay for JIT and the pools' connections
    await load(`warm-up, ${workers} worker(s)`, { url, connections: 10, duration: 2, requests: [request] });
    const result = await load(`sync job, 1 API + ${workers} worker process(es), 50 connections`, {
      url,
      connections: 50,
      duration: SECONDS,
      requests: [request],
    });
    return result.requests.average;
  } finally {
    await cluster.close();
  }
}

/** Webhooks accepted on PostgreSQL while two workers run them; then how long the backlog takes. */
async function asyncAccept(): Promise<void> {
  const cluster = await startCluster({
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    platforms: 1,
    workers: 2,
    env: { HUILIU_DEFAULT_PLAN: 'enterprise' },
  });
  try {
    const url = cluster.platforms[0]!.url;
    const { token } = await signUp(url);
    const async = await livePipeline(url, token, '分布式异步压测', false);
    const result = await load('async webhook accept on PostgreSQL, 1 API + 2 workers, 50 connections', {
      url,
      connections: 50,
      duration: SECONDS,
      requests: [{ method: 'POST', path: async.path, headers: { 'content-type': 'application/json' }, body: ORDER }],
    });
    const began = performance.now();
    while ((await unfinished(cluster, async.processId)) > 0) await new Promise((r) => setTimeout(r, 100));
    record('async backlog finished after the load ended', `${Math.round(performance.now() - began)} ms`, `${result['2xx']} accepted, every one run`);
  } finally {
    await cluster.close();
  }
}

/**
 * Issue 15's figures (`npm run bench -- distributed`): the sync job through 1 and 2 worker processes and the speed-up
 * between them, and async accepts on PostgreSQL. Every process, PostgreSQL and Redis share this machine's cores.
 */
export async function benchDistributed() {
  print(
    `distributed mode: compiled processes on PostgreSQL (${new URL(DATABASE_URL).host}) and Redis (${new URL(REDIS_URL).host}), ${cpus().length} cores`,
  );
  await buildServerIfStale();
  const one = await syncThrough(1);
  const two = await syncThrough(2);
  record(
    'speed-up of the sync job, 1 → 2 workers',
    `${(two / one).toFixed(2)}×`,
    `${Math.round(one)} → ${Math.round(two)} req/s on ${cpus().length} cores`,
  );
  await asyncAccept();
}
