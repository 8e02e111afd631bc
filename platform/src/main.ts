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
  });
} catch (err) {
  refuseToStart(err);
}
platform.app.log.info(`汇流 platform listening on ${platform.url}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    platform.app.log.info(`${signal}: closing`);
    platform.close().then(
      () => process.exit(0),
      (err: unknown) => {
        platform.app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  });
}
