import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';

/** The rows of a raw query, from either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The rows of a statement written out as text (the bench's seeding: generate_series with our own values, nothing bound). */
export function rowsOfText<T>(db: Db, text: string): Promise<T[]> {
  return rowsOf<T>(db, sql.raw(text));
}
