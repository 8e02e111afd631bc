import type { FastifyInstance } from 'fastify';
import { buildPlatform, type BuildPlatformOptions } from './app';
import { openDatabase } from './db/open';
import { aiSettingsFromEnv } from './families/ai/settings';
import { GuardedHttpClient } from './http/guarded-client';
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
  const database = await openDatabase({
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    dataDir: opts.dataDir ?? 'memory',
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // Secrets written to a data directory must stay readable after a restart: its key lives beside it.
  const diskDir = opts.databaseUrl || opts.dataDir === 'memory' ? undefined : opts.dataDir;
  const secretKey = opts.secretKey ?? (diskDir ? loadSecretKey({ envKey: process.env.HUILIU_SECRET_KEY, dataDir: diskDir }) : undefined);
  const app = buildPlatform({
    db: database,
    closeDatabase: true,
    engine: { ...opts.engine, http },
    ai,
    ...(opts.logger !== undefined ? { logger: opts.logger } : {}),
    ...(opts.trustProxy !== undefined ? { trustProxy: opts.trustProxy } : {}),
    ...(opts.attemptLimits ? { attemptLimits: opts.attemptLimits } : {}),
    ...(opts.strictReplies !== undefined ? { strictReplies: opts.strictReplies } : {}),
    ...(secretKey ? { secretKey } : {}),
  });
  try {
    await opts.mount?.(app);
    const address = await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
    return { url: address, app, close: () => app.close() };
  } catch (err) {
    await app.close();
    throw err;
  }
}
