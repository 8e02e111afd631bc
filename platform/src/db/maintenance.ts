import { DEFAULT_TIME_ZONE } from '@huiliu/core';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { keepScheduled } from '../runtime/fixed-jobs';
import type { Scheduler } from '../runtime/types';
import type { Db } from './open';

const DB_MAINTENANCE_JOB = 'db-maintenance';

/** 03:30 in the default zone, when runs are fewest: the vacuum holds PGlite's one connection while it works. */
const NIGHTLY = { cron: '30 3 * * *', timeZone: DEFAULT_TIME_ZONE };

/**
 * What PostgreSQL's autovacuum does on its own, for a PGlite database, which has none (it runs PostgreSQL in
 * single-user mode): the dead row versions every run's status updates leave are reclaimed, so the data folder stops
 * growing with them, and the planner's statistics and the visibility map that the run log's index-only scans need
 * are kept (docs/architecture.md "Run analytics": without them the list's first page over a million runs slows down).
 */
export async function maintainDatabase(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/** Every night on the engine's scheduler, for an embedded (PGlite) database only. */
export function scheduleDbMaintenance(
  app: FastifyInstance,
  opts: { db: Db; kind: 'pglite' | 'postgres'; scheduler: Scheduler; log: FastifyBaseLogger },
): void {
  if (opts.kind !== 'pglite') return;
  keepScheduled(app, opts.scheduler, DB_MAINTENANCE_JOB, NIGHTLY, async () => {
    const started = performance.now();
    try {
      await maintainDatabase(opts.db);
      opts.log.info({ ms: Math.round(performance.now() - started) }, '数据库维护（VACUUM ANALYZE）完成');
    } catch (err) {
      opts.log.error({ err }, '数据库维护（VACUUM ANALYZE）失败');
    }
  });
}
