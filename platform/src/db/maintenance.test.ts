import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../app';
import { drivers, usePlatform } from '../test/harness';
import { rowsOf } from '../test/sql';
import { maintainDatabase } from './maintenance';
import { openDatabase, type Database } from './open';

describe('maintainDatabase on PGlite, which has no autovacuum', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
  });
  afterAll(() => database.close());

  it('gives the planner its statistics and marks the pages of updated rows all-visible again', async () => {
    const { db } = database;
    await db.execute(sql`CREATE TABLE maintained (id int PRIMARY KEY, status text)`);
    await db.execute(sql`INSERT INTO maintained SELECT g, 'queued' FROM generate_series(1, 5000) g`);
    // as runs are: written queued, then updated, leaving dead row versions behind
    await db.execute(sql`UPDATE maintained SET status = 'success'`);
    const stats = async () =>
      (
        await rowsOf<{ reltuples: number; relallvisible: number }>(
          db,
          sql`SELECT reltuples::float8 AS reltuples, relallvisible FROM pg_class WHERE relname = 'maintained'`,
        )
      )[0]!;
    expect(await stats()).toEqual({ reltuples: -1, relallvisible: 0 });
    await maintainDatabase(db);
    const after = await stats();
    expect(after.reltuples).toBe(5000);
    expect(after.relallvisible).toBeGreaterThan(0);
  });
});

describe.each(drivers())('the nightly maintenance (%s)', (kind) => {
  const f = usePlatform(kind);

  it(kind === 'pglite' ? 'is scheduled for 03:30 in China' : 'is left to PostgreSQL’s autovacuum', async () => {
    const next = await platformEngine(f.app).scheduler.nextRun('db-maintenance');
    if (kind !== 'pglite') return expect(next).toBeUndefined();
    expect(next).toBeInstanceOf(Date);
    // 03:30 in Asia/Shanghai is 19:30 UTC
    expect([next!.getUTCHours(), next!.getUTCMinutes()]).toEqual([19, 30]);
  });
});
