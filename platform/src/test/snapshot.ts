import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSnapshot, MIGRATIONS_FOLDER, openDatabase } from '../db/open';
import { copySnapshot, migrationsHash } from '../db/snapshot';
import type { WorkerPglite } from '../db/pglite-client';

/** Snapshot file name keyed by the migrations, so a new migration never loads a stale snapshot. */
function snapshotPath(): string {
  return join(tmpdir(), `huiliu-platform-pglite-${migrationsHash(MIGRATIONS_FOLDER)}.tar.gz`);
}

/**
 * A migrated, empty PGlite data directory as a `dumpDataDir()` blob, for in-memory test databases. It is
 * dumped from a copy of the folder new data folders start from (db/snapshot.ts), so tests and `npm start`
 * start from the same database; loading it takes about 1 s. Built once per migration set and reused.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const path = snapshotPath();
  if (!existsSync(path)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-snapshot-'));
    try {
      await copySnapshot(await ensureSnapshot(), join(dataDir, 'pglite'));
      const database = await openDatabase({ dataDir });
      try {
        const blob = await (database.db as unknown as { $client: WorkerPglite }).$client.dumpDataDir('gzip');
        // Write then rename: parallel test processes never read a half-written snapshot.
        const partial = `${path}.${process.pid}.${Date.now()}.partial`;
        await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
        await rename(partial, path);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return new Blob([new Uint8Array(await readFile(path))]);
}
