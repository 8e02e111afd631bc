import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/open';

/** Snapshot file name keyed by the migrations, so a new migration never loads a stale snapshot. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return join(tmpdir(), `huiliu-platform-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * A migrated, empty PGlite data directory as a `dumpDataDir()` blob. A fresh PGlite takes 5–9 s to
 * migrate (TOOLCHAIN.md); loading this takes about 1 s. Built once per migration set and reused.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const path = snapshotPath();
  if (!existsSync(path)) {
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
      const blob = await client.dumpDataDir('gzip');
      // Write then rename: parallel test processes never read a half-written snapshot.
      const partial = `${path}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
      await rename(partial, path);
    } finally {
      await database.close();
    }
  }
  return new Blob([new Uint8Array(await readFile(path))]);
}
