import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { takeEarlyPglite } from './early';
import { WorkerPglite } from './pglite-client';
import { PGLITE_START_PARAMS } from './pglite-settings';
import * as coreTables from './schema';
import { copySnapshot, createAtomically, hasDatabase, snapshotDir } from './snapshot';
import * as engineTables from './schema-engine';
import * as appTables from './schema-apps';
import * as templateTables from './schema-templates';
// issue 13 company
import * as companyTables from './schema-company';
import * as billingTables from './schema-billing';
import * as memberTables from './schema-members';
import * as tokenTables from './schema-tokens';
// issue 14 open-api
import * as openApiTables from './schema-open-api';
// issue 14 sdk-api
import * as sdkTables from './schema-sdk';
// issue 17 jinshuju
import * as jinshujuTables from './schema-jinshuju';
// issue 17 datamodel
import * as dataModelTables from './schema-datamodel';

const schema = {
  ...coreTables,
  ...engineTables,
  ...appTables,
  ...templateTables,
  ...companyTables,
  ...billingTables,
  ...memberTables,
  ...tokenTables,
  // issue 14 open-api
  ...openApiTables,
  // issue 14 sdk-api
  ...sdkTables,
  // issue 17 jinshuju
  ...jinshujuTables,
  // issue 17 datamodel
  ...dataModelTables,
};

/** The drizzle database both drivers give us: one Postgres dialect (DESIGN §2). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite keeps Node alive until it is closed, so every opener must call this. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Directory holding `pglite/`, or 'memory' for an in-memory database. Default 'memory'. */
  dataDir?: string;
  /** A `dumpDataDir()` snapshot to start an in-memory PGlite from (tests). */
  loadDataDir?: Blob;
}

/** Defined (true) only in the compiled bundle (scripts/build-server.mjs). */
declare const HUILIU_BUNDLED: boolean | undefined;

/** platform/drizzle: beside the sources, or seen from the bundle in dist/server, two levels below the root. */
export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL(typeof HUILIU_BUNDLED === 'undefined' ? '../../drizzle' : '../../platform/drizzle', import.meta.url),
);

/** Opens PGlite or PostgreSQL and applies the committed drizzle-kit migrations. */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT off for every connection: the platform's queries are short, and the statistics' plans pass JIT's cost
    // threshold, where compiling took 30–60 ms of a 100–200 ms query over 270,000 runs and saved nothing measurable
    // (EXPLAIN ANALYZE, docs/architecture.md "Run analytics"). PGlite has no JIT.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection that dies (server restart, admin shutdown) is dropped by the pool and
    // replaced on the next query, which reports any lasting failure; without a listener the
    // 'error' event would crash the process.
    pool.on('error', () => undefined);
    try {
      await migrateOnce(pool);
      const db = drizzlePg(pool, { schema });
      return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
    } catch (err) {
      await pool.end();
      throw err;
    }
  }
  const dir = pgliteDir(opts.dataDir);
  // a new data folder starts from the migrated snapshot, not from initdb (snapshot.ts)
  if (dir && !hasDatabase(dir)) await copySnapshot(await ensureSnapshot(), dir);
  return openPglite(dir, opts.loadDataDir);
}

/**
 * Applies the migrations under a session advisory lock (issue 15): the processes of a cluster start together, and two
 * migrating one database at once would both create its tables; the second waits, then finds nothing left to do.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('huiliu:migrations'))`);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query(`SELECT pg_advisory_unlock(hashtext('huiliu:migrations'))`).catch(() => undefined);
    client.release();
  }
}

/**
 * The migrated, empty PGlite folder new data folders are copied from (platform/.cache), made by initdb
 * and the migrations the first time this migration set is seen (scripts/build-server.mjs makes it at
 * build time, so a first start does not pay for it).
 */
export async function ensureSnapshot(migrationsFolder = MIGRATIONS_FOLDER): Promise<string> {
  const dir = snapshotDir(migrationsFolder);
  if (!hasDatabase(dir)) await createAtomically(dir, async (temp) => (await openPglite(temp, undefined, migrationsFolder)).close());
  return dir;
}

async function openPglite(dir: string | undefined, loadDataDir?: Blob, migrationsFolder = MIGRATIONS_FOLDER): Promise<Database> {
  const options = { startParams: PGLITE_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) };
  // PGLITE_WORKER=0: PGlite on the main thread, for comparison (npm run bench) and as a fallback
  const client =
    process.env.PGLITE_WORKER === '0'
      ? await PGlite.create(dir, options)
      : await ((!loadDataDir && dir && takeEarlyPglite(dir)) || WorkerPglite.create(dir, options));
  try {
    // drizzle's pglite driver calls only query and transaction, which WorkerPglite answers like PGlite
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}

/** Whether a drizzle `$client` is PGlite, in this thread or in its worker. */
export function isPglite(client: unknown): boolean {
  return client instanceof PGlite || client instanceof WorkerPglite;
}

function pgliteDir(dataDir: string | undefined): string | undefined {
  if (!dataDir || dataDir === 'memory') return undefined;
  // only the parent: the folder itself appears whole, by a rename (snapshot.ts)
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'pglite');
}
