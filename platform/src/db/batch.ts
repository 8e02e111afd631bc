import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './open';
import { WorkerPglite } from './pglite-client';

const dialect = new PgDialect();

/**
 * Statements whose results nobody reads, in one transaction. To PGlite's worker they go as ONE message:
 * under load every round trip waits for a turn of the busy main thread's event loop, and a transaction
 * of N statements through drizzle is N + 2 of them (issue 9, the run log's group commit).
 */
export async function inOneTransaction(db: Db, statements: SQL[]): Promise<void> {
  if (statements.length === 0) return;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof WorkerPglite) return client.batch(statements.map((statement) => dialect.sqlToQuery(statement)));
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(statement);
  });
}
