import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.mjs';
import { freshPostgresDatabase } from './postgres';
import { spawnService, type SpawnedProcess } from './process';

/**
 * Settings of a test cluster: short leases and sweeps so a dead worker's runs and a lost queue are taken over in
 * seconds, the loopback allowed for the test's receivers, one secret key for every process (they share the accounts).
 */
const TEST_ENV = {
  ...SERVER_ENV,
  HUILIU_OUTBOUND_ALLOW: '127.0.0.1',
  HUILIU_RUN_LEASE_MS: '3000',
  HUILIU_QUEUE_LOCK_MS: '3000',
  HUILIU_SWEEP_MS: '500',
  HUILIU_REQUEUE_AFTER_MS: '1500',
  SHUTDOWN_GRACE_MS: '2000',
  LOG_LEVEL: 'warn',
};

export interface ClusterOptions {
  /** A PostgreSQL server's URL: the cluster gets a fresh database on it, dropped at close. */
  databaseUrl: string;
  redisUrl: string;
  platforms?: number;
  workers?: number;
  env?: Record<string, string>;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  platforms: SpawnedProcess[];
  workers: SpawnedProcess[];
  /** Starts one more worker of this cluster. */
  addWorker(env?: Record<string, string>): Promise<SpawnedProcess>;
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * A cluster of real processes, started as docker-compose.yml starts them (the compiled servers of dist/server, the
 * same environment variables): `platforms` API nodes (RUN_WORKERS=0) and `workers` worker processes on a fresh
 * PostgreSQL database and a Redis prefix of their own (the distributed tests, `npm run bench -- distributed`).
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const fresh = await freshPostgresDatabase(opts.databaseUrl);
  const redisUrl = opts.redisUrl;
  const prefix = `huiliu-test-${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'huiliu-cluster-'));
  const env = {
    ...TEST_ENV,
    DATABASE_URL: fresh.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    HUILIU_SECRET_KEY: randomBytes(32).toString('hex'),
    ...opts.env,
  };
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  const platforms: SpawnedProcess[] = [];
  const workers: SpawnedProcess[] = [];
  const node = { node: [...SERVER_NODE_FLAGS] };
  const addWorker = async (extra: Record<string, string> = {}) => {
    const worker = await spawnService('dist/server/worker.js', { ...env, ...extra }, { ...node, portVar: 'WORKER_PORT', healthPath: '/readyz' });
    workers.push(worker);
    return worker;
  };
  const close = async () => {
    await Promise.all(
      [...platforms, ...workers].map(async (p) => {
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
        await p.exited;
      }),
    );
    await pool.end();
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // the first one migrates the fresh database; the others then start together, as a deployment's would
    platforms.push(
      await spawnService('dist/server/platform.js', { ...env, RUN_WORKERS: '0' }, { ...node, portVar: 'PLATFORM_PORT', healthPath: '/readyz' }),
    );
    const rest = Array.from({ length: (opts.platforms ?? 1) - 1 }, () =>
      spawnService('dist/server/platform.js', { ...env, RUN_WORKERS: '0' }, { ...node, portVar: 'PLATFORM_PORT', healthPath: '/readyz' }),
    );
    platforms.push(...(await Promise.all(rest)));
    await Promise.all(Array.from({ length: opts.workers ?? 1 }, () => addWorker()));
  } catch (err) {
    await close();
    throw err;
  }
  return {
    databaseUrl: fresh.url,
    redisUrl,
    prefix,
    platforms,
    workers,
    addWorker,
    query: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
    close,
  };
}
