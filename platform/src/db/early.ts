import { join, resolve } from 'node:path';
import { WorkerPglite } from './pglite-client';
import { PGLITE_START_PARAMS } from './pglite-settings';
import { hasDatabase } from './snapshot';

let early: { dir: string; client: Promise<WorkerPglite> } | undefined;

/**
 * Issue 9, restart time: the embedded entry calls this before it loads the rest of the server, so PGlite's
 * worker opens the data folder (≈ 700 ms) while the main thread loads its modules (≈ 500 ms), instead of
 * after. Only an existing folder in the default worker mode: a new one is first copied from the snapshot
 * (open.ts), and with DATABASE_URL no PGlite is opened at all. openDatabase takes the worker over.
 */
export function openPgliteEarly(dataDir = process.env.DATA_DIR ?? './data'): void {
  const dir = join(resolve(dataDir), 'pglite');
  if (process.env.DATABASE_URL || process.env.PGLITE_WORKER === '0' || !hasDatabase(dir)) return;
  const client = WorkerPglite.create(dir, { startParams: PGLITE_START_PARAMS });
  // openDatabase awaits it and reports a failure there; until then it must not count as unhandled
  client.catch(() => undefined);
  early = { dir, client };
}

/** The worker opened early for `dir`, handed over once. */
export function takeEarlyPglite(dir: string): Promise<WorkerPglite> | undefined {
  if (early?.dir !== dir) return undefined;
  const { client } = early;
  early = undefined;
  return client;
}
