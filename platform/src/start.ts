import type { FastifyInstance } from 'fastify';
import { buildPlatform } from './app';
import { openDatabase } from './db/open';

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
}

export interface RunningPlatform {
  url: string;
  app: FastifyInstance;
  /** Stops listening, then closes the database (PGlite keeps Node alive otherwise). */
  close(): Promise<void>;
}

/** Opens the database, migrates it and listens; the returned `close()` undoes all of it. */
export async function startPlatform(opts: StartPlatformOptions = {}): Promise<RunningPlatform> {
  const database = await openDatabase({
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
    dataDir: opts.dataDir ?? 'memory',
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const app = buildPlatform({ db: database, ...(opts.logger !== undefined ? { logger: opts.logger } : {}) });
  app.addHook('onClose', () => database.close());
  try {
    const address = await app.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' });
    return { url: address, app, close: () => app.close() };
  } catch (err) {
    await app.close();
    throw err;
  }
}
