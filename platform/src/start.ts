import { AppError } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, type BuildPlatformOptions } from './app';
import { clusterSettingsFromEnv, type ClusterSettings } from './cluster-settings';
import { openDatabase } from './db/open';
import { aiSettingsFromEnv } from './families/ai/settings';
import { GuardedHttpClient } from './http/guarded-client';
import { openRuntime, runtimeOptionsFromEnv, type Runtime } from './runtime/from-env';
import { loadSecretKey } from './secrets';

export interface StartPlatformOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the platform stays on loopback behind the gateway. */
  host?: string;
  /** A directory for on-disk PGlite, or 'memory' (default). */
  dataDir?: string | 'memory';
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  logger?: boolean | Record<string, unknown>;
  /** A PGlite `dumpDataDir()` snapshot to start an in-memory database from (tests). */
  loadDataDir?: Blob;
  /** The key that seals secrets at rest (see BuildPlatformOptions). */
  secretKey?: Buffer;
  /** The run engine's settings (see BuildPlatformOptions). */
  engine?: BuildPlatformOptions['engine'];
  /** See BuildPlatformOptions. */
  trustProxy?: BuildPlatformOptions['trustProxy'];
  attemptLimits?: BuildPlatformOptions['attemptLimits'];
  /** Another tier's routes on the same server, added before it listens (the gateway, in embedded mode). */
  mount?: (app: FastifyInstance) => void | Promise<void>;
  strictReplies?: BuildPlatformOptions['strictReplies'];
  /** See BuildPlatformOptions; default HUILIU_AI_*, read before the database opens. */
  ai?: BuildPlatformOptions['ai'];
  /** See BuildPlatformOptions (issue 15: /readyz asks the runtime too). */
  readiness?: BuildPlatformOptions['readiness'];
  /** The queue, scheduler, replies and bus (issue 15); default from REDIS_URL: Redis/BullMQ, else in-process. */
  runtime?: Runtime;
  /** Workers on or off, concurrency, leases; default from the environment (cluster-settings.ts). */
  cluster?: ClusterSettings;
  /** 'worker': a worker process of distributed mode, whose port answers only health and metrics. */
  role?: BuildPlatformOptions['role'];
}

export interface RunningPlatform {
  url: string;
  app: FastifyInstance;
  /** Stops listening, then closes the database (PGlite keeps Node alive otherwise). */
  close(): Promise<void>;
}

/** Opens the database, migrates it and listens; the returned `close()` undoes all of it. */
export async function startPlatform(opts: StartPlatformOptions = {}): Promise<RunningPlatform> {
  // A bad HUILIU_OUTBOUND_ALLOW entry stops the start here, before there is a database to close.
  const http = opts.engine?.http ?? GuardedHttpClient.fromEnv();
  // so does a malformed HUILIU_AI_* setting
  const ai = opts.ai !== undefined ? opts.ai : (aiSettingsFromEnv() ?? null);
  const cluster = opts.cluster ?? clusterSettingsFromEnv();
  const runtimeOptions = opts.runtime ? undefined : runtimeOptionsFromEnv();
  // processes share runs through the database: PGlite lives inside one process, so a cluster needs PostgreSQL
  if ((opts.runtime?.kind === 'redis' || runtimeOptions?.redisUrl) && !opts.databaseUrl)
    throw new AppError('CONFIG_INVALID', '分布式模式（设置了 REDIS_URL）需要 PostgreSQL：请同时设置 DATABASE_URL');
  const runtime = opts.runtime ?? (await openRuntime({ ...runtimeOptions, log: runtimeLog }));
  const database = await openDatabase({
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    dataDir: opts.dataDir ?? 'memory',
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // Secrets written to a data directory must stay readable after a restart: its key lives beside it.
  const diskDir = opts.databaseUrl || opts.dataDir === 'memory' ? undefined : opts.dataDir;
  const secretKey = opts.secretKey ?? (diskDir ? loadSecretKey({ envKey: process.env.HUILIU_SECRET_KEY, dataDir: diskDir }) : undefined);
  const { queue, scheduler, syncReplies, bus, counter } = runtime;
  const app = buildPlatform({
    db: database,
    closeDatabase: true,
    engine: {
      ...opts.engine,
      http,
      queue,
      scheduler,
      syncReplies,
      bus,
      counter,
      runWorkers: cluster.runWorkers,
      ...(cluster.concurrency ? { concurrency: cluster.concurrency } : {}),
      ...(runtime.kind === 'redis' ? { cluster: { ...cluster.cluster, nodeId: runtime.nodeId } } : {}),
    },
    // in-process there is nothing beside the database to ask (/readyz says runtime 'none')
    ...(runtime.kind === 'redis' ? { readiness: () => runtime.ping() } : {}),
    ...(opts.role ? { role: opts.role } : {}),
    ai,
    ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.attemptLimits ? { attemptLimits: opts.attemptLimits } : {}),
    ...(opts.strictReplies !== undefined ? { strictReplies: opts.strictReplies } : {}),
    ...(secretKey ? { secretKey } : {}),
    ...(opts.readiness ? { readiness: opts.readiness } : {}),
  });
  // the runtime closes after the app: the engine's last runs still publish their events and replies
  const close = async () => {
    try {
      await app.close();
    } finally {
      await runtime.close();
    }
  };
  try {
    await opts.mount?.(app);
    const address = await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
    return { url: address, app, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The runtime logs before Fastify's logger exists (connecting to Redis at start): one JSON line on stderr each. */
const runtimeLog = { info: logLine('info'), warn: logLine('warn'), error: logLine('error') };

function logLine(level: string) {
  return (obj: object, msg: string) => {
    const err = (obj as { err?: unknown }).err;
    const fields = err instanceof Error ? { ...obj, err: err.message } : obj;
    process.stderr.write(`${JSON.stringify({ level, time: Date.now(), msg, ...fields })}\n`);
  };
}
