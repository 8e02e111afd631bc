import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSnapshot, MIGRATIONS_FOLDER, openDatabase } from './open';
import { companies } from './schema';
import { snapshotDir } from './snapshot';

const dir = mkdtempSync(join(tmpdir(), 'huiliu-snapshot-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** initdb gives every cluster its own system identifier, the first 8 bytes of global/pg_control. */
const systemId = (pgdata: string) =>
  readFileSync(join(pgdata, 'global', 'pg_control'))
    .subarray(0, 8)
    .toString('hex');

describe('the migrated data-folder snapshot', () => {
  it('makes a new data folder as a copy of the snapshot (no initdb), migrated and writable', async () => {
    const snapshot = await ensureSnapshot();
    const dataDir = join(dir, 'new');
    const database = await openDatabase({ dataDir });
    try {
      await database.db.insert(companies).values({ id: '1', name: '新文件夹' });
      expect(await database.db.select({ name: companies.name }).from(companies)).toEqual([{ name: '新文件夹' }]);
    } finally {
      await database.close();
    }
    expect(systemId(join(dataDir, 'pglite'))).toBe(systemId(snapshot));
    // the copy was made beside the target and renamed into place: nothing half-made is left over
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('is rebuilt when the migrations change', async () => {
    const migrations = join(dir, 'drizzle');
    cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const first = await ensureSnapshot(migrations);
    expect(first).toBe(snapshotDir(migrations));
    const sql = readdirSync(migrations).find((name) => name.endsWith('.sql'))!;
    appendFileSync(join(migrations, sql), '\n-- changed\n');
    const second = await ensureSnapshot(migrations);
    expect(second).not.toBe(first);
    expect(existsSync(join(second, 'PG_VERSION'))).toBe(true);
    expect(systemId(second)).not.toBe(systemId(first));
  }, 120_000);
});
