import { AppError } from '@huiliu/core';
import { resolve } from 'node:path';
import { GuardedHttpClient } from './http/guarded-client';
import { loadSecretKey } from './secrets';
import { startPlatform, type RunningPlatform } from './start';

// The platform process (DESIGN §2): embedded PGlite under DATA_DIR unless DATABASE_URL is set.
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const port = Number(process.env.PLATFORM_PORT ?? 3001);
// Loopback by default: only the gateway is public (DESIGN §5).
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';

/** A setting the operator must fix: its Chinese message alone, no stack trace, and a failing exit code. */
function refuseToStart(err: unknown): never {
  if (!(err instanceof AppError)) throw err;
  process.stderr.write(`汇流 platform 无法启动：${err.message}\n`);
  process.exit(1);
}

let platform: RunningPlatform;
try {
  // Fail at start, not at the first call or the first encrypted write, when a setting is unusable.
  const http = GuardedHttpClient.fromEnv();
  const secretKey = loadSecretKey({ envKey: process.env.HUILIU_SECRET_KEY, dataDir });
  platform = await startPlatform({
    port,
    host,
    dataDir,
    secretKey,
    engine: { http },
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    // LOG_LEVEL=warn keeps per-request lines out of a benchmark's hot path
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    // the number of proxies in front (1: the gateway), so rate limits see the caller's address
    ...(process.env.PLATFORM_TRUST_PROXY ? { trustProxy: Number(process.env.PLATFORM_TRUST_PROXY) } : {}),
  });
} catch (err) {
  refuseToStart(err);
}
platform.app.log.info(`汇流 platform listening on ${platform.url}`);

/**
 * Drains (issue 7): Fastify stops accepting connections and answers the requests already in — a
 * synchronous webhook waits for its run — then the engine finishes running runs (queued ones stay queued
 * in the database) and the database closes. Connections still open after the grace are cut.
 */
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
// started by `npm start` with an IPC channel: if that script dies, drain rather than live on alone
process.once('disconnect', () => drain('parent gone'));
