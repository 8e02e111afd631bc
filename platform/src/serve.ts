import { AppError } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import { clusterSettingsFromEnv } from './cluster-settings';
import { attemptLimitsFromEnv } from './http/attempt-limits';
import { GuardedHttpClient } from './http/guarded-client';
import { loadSecretKey } from './secrets';
import { startPlatform, type RunningPlatform } from './start';

export interface ServeOptions {
  /** Who is starting, for the refusal message ("汇流 platform 无法启动：…"). */
  name: string;
  port: number;
  host: string;
  /** Proxies in front whose X-Forwarded-For is believed (1 behind the gateway, 0 when facing callers). */
  trustProxy?: number;
  /** Another tier's routes on the same server (embedded mode's gateway). */
  mount?: (app: FastifyInstance) => void | Promise<void>;
  /** 'worker': executes runs, answers only health and metrics (issue 15, `npm run worker`). */
  role?: 'platform' | 'worker';
}

/** A setting the operator must fix: its Chinese message alone, no stack trace, and a failing exit code. */
function refuseToStart(name: string, err: unknown): never {
  if (!(err instanceof AppError)) throw err;
  process.stderr.write(`${name} 无法启动：${err.message}\n`);
  process.exit(1);
}

/**
 * A platform process configured from the environment (DESIGN §2: embedded PGlite under DATA_DIR unless
 * DATABASE_URL is set), shared by the distributed platform's entry and the embedded one.
 */
export async function serveFromEnv(opts: ServeOptions): Promise<RunningPlatform> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  let platform: RunningPlatform;
  try {
    // Fail at start, not at the first call or the first encrypted write, when a setting is unusable.
    const http = GuardedHttpClient.fromEnv();
    const secretKey = loadSecretKey({ envKey: process.env.HUILIU_SECRET_KEY, dataDir });
    const attemptLimits = attemptLimitsFromEnv();
    const cluster = clusterSettingsFromEnv();
    // a worker is there to run: RUN_WORKERS=0 is for API nodes
    if (opts.role === 'worker') cluster.runWorkers = true;
    platform = await startPlatform({
      port: opts.port,
      host: opts.host,
      dataDir,
      secretKey,
      engine: { http },
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      // LOG_LEVEL=warn keeps per-request lines out of a benchmark's hot path
      logger: { level: process.env.LOG_LEVEL ?? 'info' },
      ...(opts.trustProxy ? { trustProxy: opts.trustProxy } : {}),
      ...(attemptLimits ? { attemptLimits } : {}),
      ...(opts.mount ? { mount: opts.mount } : {}),
      ...(opts.role ? { role: opts.role } : {}),
      cluster,
    });
  } catch (err) {
    refuseToStart(opts.name, err);
  }
  drainOnSignals(platform);
  return platform;
}

/**
 * Drains (issue 7) on SIGINT, SIGTERM, or a parent that went away: Fastify stops accepting connections and
 * answers the requests already in — a synchronous webhook waits for its run — then the engine stops taking jobs and
 * finishes running runs (queued ones stay queued in the database; in distributed mode, what still runs after
 * SHUTDOWN_GRACE_MS is handed back to the queue) and the database closes. Connections still open after
 * SHUTDOWN_GRACE_MS are cut.
 */
function drainOnSignals(platform: RunningPlatform): void {
  const grace = Number(process.env.SHUTDOWN_GRACE_MS) || 35_000;
  let closing = false;
  const drain = (why: string) => {
    if (closing) return;
    closing = true;
    platform.app.log.info(`${why}: closing`);
    setTimeout(() => platform.app.server.closeAllConnections(), grace).unref();
    platform.close().then(
      () => process.exit(0),
      (err: unknown) => {
        platform.app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => drain('SIGINT'));
  process.once('SIGTERM', () => drain('SIGTERM'));
  // started with an IPC channel: if the parent dies, drain rather than live on alone
  process.once('disconnect', () => drain('parent gone'));
}
