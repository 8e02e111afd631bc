import { AppError } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneTransaction } from './batch';
import { isUniqueViolation } from '../families/user/service';
import { migratedSnapshot } from '../test/snapshot';
import { openDatabase, type Database } from './open';
import { WorkerPglite } from './pglite-client';
import { companies } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory', loadDataDir: await migratedSnapshot() });
});
afterAll(() => database.close());

const client = () => (database.db as unknown as { $client: WorkerPglite }).$client;

describe('PGlite in its worker thread', () => {
  it('is the default for PGlite, and drizzle reads and writes through it (int8 ids stay exact)', async () => {
    expect(client()).toBeInstanceOf(WorkerPglite);
    const id = '9223372036854775806';
    await database.db.insert(companies).values({ id, name: '线程公司' });
    const [row] = await database.db.select().from(companies).where(eq(companies.id, id));
    expect(row).toMatchObject({ id, name: '线程公司', plan: 'free' });
    // timestamps stay the text drizzle asked for, then become Dates in drizzle's mapping
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('runs with the settings chosen for an embedded database', async () => {
    const shown = await client().query<{ name: string; setting: string; unit: string }>(
      "select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'max_wal_size', 'min_wal_size') order by name",
    );
    expect(shown.rows.map((r) => `${r.name}=${r.setting}${r.unit}`)).toEqual([
      'max_wal_size=64MB',
      'min_wal_size=32MB',
      'shared_buffers=20488kB',
      'work_mem=4096kB',
    ]);
  });

  it('rolls a transaction back when its callback throws, and commits when it returns', async () => {
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ id: '101', name: '回滚' });
      throw new AppError('NOT_FOUND');
    });
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await database.db.transaction(async (tx) => {
      await tx.insert(companies).values({ id: '102', name: '提交' });
    });
    const rows = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} in (101, 102)`);
    expect(rows).toEqual([{ id: '102' }]);
  });

  it('runs a batch of statements as one transaction: all of them, or none when one fails', async () => {
    const insert = (id: string) => sql`insert into companies (id, name) values (${id}, ${'批'})`;
    await inOneTransaction(database.db, [insert('201'), insert('202')]);
    const failed = inOneTransaction(database.db, [insert('203'), insert('201')]);
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const rows = await database.db
      .select({ id: companies.id })
      .from(companies)
      .where(sql`${companies.id} between 201 and 203`);
    expect(rows.map((r) => r.id).sort()).toEqual(['201', '202']);
  });

  it('queues other queries behind an open transaction, as PGlite does in-process', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = database.db.transaction(async (t) => {
      await t.insert(companies).values({ id: '103', name: '先' });
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, '103'))
      .then((rows) => order.push(`outside saw ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside saw 1']);
  });

  it("keeps Postgres' error fields across the thread, so a unique violation still maps to its catalogue error", async () => {
    await database.db.insert(companies).values({ id: '104', name: '唯一' });
    const err = await database.db
      .insert(companies)
      .values({ id: '104', name: '重复' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    expect((err as { cause: unknown }).cause).toMatchObject({ code: '23505', constraint: 'companies_pkey', table: 'companies' });
  });

  it('fails waiting queries with an error when the worker dies, and every later one', async () => {
    const other = await openDatabase({ dataDir: 'memory', loadDataDir: await migratedSnapshot() });
    const thread = (other.db as unknown as { $client: WorkerPglite }).$client;
    const pending = other.db.execute(sql`select pg_sleep(0.2)`);
    await thread.terminate();
    await expect(pending).rejects.toThrow();
    await expect(thread.query('select 1')).rejects.toThrow(/PGlite worker exited/);
    await other.close();
  });

  it('ends the thread on close', async () => {
    const other = await openDatabase({ dataDir: 'memory', loadDataDir: await migratedSnapshot() });
    const thread = (other.db as unknown as { $client: WorkerPglite }).$client;
    expect(thread.closed).toBe(false);
    await other.close();
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow(/PGlite worker exited/);
  });
});
