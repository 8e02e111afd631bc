import { createHash } from 'node:crypto';
import { constants, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A new data folder starts as a copy of a migrated PGlite folder instead of running initdb (issue 9:
 * initdb took 6.5 s and left 836 MB resident, because WebAssembly memory never shrinks). The copy is
 * built once per migration set and PGlite version, under platform/.cache beside platform/drizzle.
 */

/** Hash of platform/drizzle and the PGlite version: a new migration or Postgres build never reuses an old folder. */
export function migrationsHash(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the migrated folder for this migration set lives (it may not exist yet). */
export function snapshotDir(migrationsFolder: string): string {
  return join(migrationsFolder, '..', '.cache', `pglite-${migrationsHash(migrationsFolder)}`);
}

/**
 * Makes `target` by `fill(temp)` in a temporary folder beside it and a rename: a crash or a second
 * process never leaves or sees a half-made folder. When another process got there first, ours is dropped.
 */
export async function createAtomically(target: string, fill: (temp: string) => Promise<void> | void): Promise<void> {
  const temp = `${target}.${process.pid}.${Date.now()}.partial`;
  mkdirSync(dirname(target), { recursive: true });
  try {
    await fill(temp);
    renameSync(temp, target);
  } catch (err) {
    rmSync(temp, { recursive: true, force: true });
    if (!existsSync(join(target, 'PG_VERSION'))) throw err;
  }
}

/** Whether `dir` already holds a PGlite database. */
export function hasDatabase(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** A new PGlite folder at `target`, copied from the migrated snapshot `source`. */
export function copySnapshot(source: string, target: string): Promise<void> {
  return createAtomically(target, (temp) => cpSync(source, temp, { recursive: true, mode: constants.COPYFILE_FICLONE }));
}
