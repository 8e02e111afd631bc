import { isIdString, newId } from '@huiliu/core';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { envVariableLogs, envVariables } from '../../db/schema-engine';

export type VariableRow = typeof envVariables.$inferSelect;
export type VariableLogRow = typeof envVariableLogs.$inferSelect;

function own(companyId: string, variableId: string): SQL | undefined {
  return and(eq(envVariables.companyId, companyId), eq(envVariables.id, variableId));
}

/** `%`, `_` and `\` in a keyword are literal text, not LIKE wildcards. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Locks the row for the rest of the transaction so concurrent updates log old→new in order. */
export async function lockVariable(tx: Db, companyId: string, variableId: string): Promise<VariableRow | null> {
  if (!isIdString(variableId)) return null;
  const [row] = await tx.select().from(envVariables).where(own(companyId, variableId)).for('update');
  return row ?? null;
}

export async function listVariables(
  db: Db,
  companyId: string,
  q: { variable_class?: string | undefined; keyword?: string | undefined; limit: number; offset: number },
): Promise<{ rows: VariableRow[]; total: number }> {
  const where = and(
    eq(envVariables.companyId, companyId),
    q.variable_class !== undefined ? eq(envVariables.variableClass, q.variable_class) : undefined,
    q.keyword ? or(ilike(envVariables.name, likePattern(q.keyword)), ilike(envVariables.key, likePattern(q.keyword))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(envVariables).where(where).orderBy(desc(envVariables.createdAt), desc(envVariables.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(envVariables).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function classCounts(db: Db, companyId: string): Promise<Array<{ variable_class: string; count: number }>> {
  return db
    .select({ variable_class: envVariables.variableClass, count: count() })
    .from(envVariables)
    .where(eq(envVariables.companyId, companyId))
    .groupBy(envVariables.variableClass)
    .orderBy(envVariables.variableClass);
}

export async function allVariables(db: Db, companyId: string): Promise<VariableRow[]> {
  return db.select().from(envVariables).where(eq(envVariables.companyId, companyId));
}

export async function keyTaken(db: Db, companyId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: envVariables.id })
    .from(envVariables)
    .where(and(eq(envVariables.companyId, companyId), eq(envVariables.key, key)))
    .limit(1);
  return row !== undefined;
}

export interface NewVariable {
  companyId: string;
  creatorId: string;
  name: string;
  key: string;
  value: string;
  type: string;
  variableClass: string;
}

/** Inserts unless the key exists; null means another writer took the key first (unique index). */
export async function insertVariable(tx: Db, v: NewVariable): Promise<VariableRow | null> {
  const [row] = await tx
    .insert(envVariables)
    .values({ id: newId(), ...v })
    .onConflictDoNothing({ target: [envVariables.companyId, envVariables.key] })
    .returning();
  return row ?? null;
}

export async function updateVariable(
  tx: Db,
  companyId: string,
  variableId: string,
  patch: Partial<Pick<VariableRow, 'name' | 'value' | 'type' | 'variableClass'>>,
): Promise<VariableRow> {
  const [row] = await tx
    .update(envVariables)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(own(companyId, variableId))
    .returning();
  if (!row) throw new Error('variable vanished while locked');
  return row;
}

export async function deleteVariable(tx: Db, companyId: string, variableId: string): Promise<void> {
  await tx.delete(envVariables).where(own(companyId, variableId));
}

export async function insertLog(
  tx: Db,
  log: { companyId: string; variableId: string; action: string; userId: string; oldValue: string | null; newValue: string | null },
): Promise<void> {
  await tx.insert(envVariableLogs).values({ id: newId(), ...log });
}

/** A variable's history, newest first; rows outlive the variable so a deletion stays visible. */
export async function listLogs(db: Db, companyId: string, variableId: string): Promise<VariableLogRow[]> {
  if (!isIdString(variableId)) return [];
  return db
    .select()
    .from(envVariableLogs)
    .where(and(eq(envVariableLogs.companyId, companyId), eq(envVariableLogs.variableId, variableId)))
    .orderBy(desc(envVariableLogs.createdAt), desc(envVariableLogs.id));
}
