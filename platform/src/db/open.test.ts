import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test/postgres';
import { openDatabase } from './open';
import { companies } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'huiliu-pglite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('keeps on-disk PGlite data under DATA_DIR/pglite across restarts, and ids stay exact strings', async () => {
    const id = '9223372036854775807';
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.db.insert(companies).values({ id, name: '持久公司' });
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    try {
      const [row] = await second.db.select().from(companies).where(eq(companies.id, id));
      expect(row).toMatchObject({ id, name: '持久公司', plan: 'free', timeZone: 'Asia/Shanghai' });
    } finally {
      await second.close();
    }
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)('migrates and opens PostgreSQL when given a URL, its connections with JIT off', async () => {
    const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const database = await openDatabase({ databaseUrl: fresh.url });
      try {
        expect(database.kind).toBe('postgres');
        const id = newId();
        await database.db.insert(companies).values({ id, name: 'pg' });
        const [row] = await database.db.select({ id: companies.id }).from(companies);
        expect(row?.id).toBe(id);
        const jit = await database.db.execute(sql`show jit`);
        expect((jit as unknown as { rows: { jit: string }[] }).rows[0]?.jit).toBe('off');
      } finally {
        await database.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});
