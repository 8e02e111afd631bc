import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteEarly, takeEarlyPglite } from './early';
import { openDatabase } from './open';
import { companies } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'huiliu-early-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('opening PGlite early (embedded start)', () => {
  it('does nothing for a new data folder, which is first copied from the snapshot', () => {
    openPgliteEarly(join(dir, 'none'));
    expect(takeEarlyPglite(join(dir, 'none', 'pglite'))).toBeUndefined();
  });

  it('hands the worker it started to openDatabase, which uses it and opens no second one', async () => {
    const dataDir = join(dir, 'existing');
    const first = await openDatabase({ dataDir });
    await first.db.insert(companies).values({ id: '1', name: '早开' });
    await first.close();

    openPgliteEarly(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      // openDatabase took the early worker over: nothing is left to hand out (or to leak)
      expect(takeEarlyPglite(join(dataDir, 'pglite'))).toBeUndefined();
      expect(await database.db.select({ name: companies.name }).from(companies)).toEqual([{ name: '早开' }]);
    } finally {
      await database.close();
    }
  });
});
