import { isIdString } from '@huiliu/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines, users } from '../../db/schema';
import { monitorRelations, monitorSettings } from '../../db/schema-engine';

export type RelationRow = typeof monitorRelations.$inferSelect;
export type SettingsRow = typeof monitorSettings.$inferSelect;

/** The live pipeline's title, or null when the id is not one of the company's pipelines. */
export async function pipelineTitle(db: Db, companyId: string, processId: string): Promise<string | null> {
  if (!isIdString(processId)) return null;
  const [row] = await db
    .select({ title: pipelines.title })
    .from(pipelines)
    .where(and(eq(pipelines.companyId, companyId), eq(pipelines.id, processId), isNull(pipelines.deletedAt)))
    .limit(1);
  return row?.title ?? null;
}

export async function findRelation(db: Db, companyId: string, processId: string): Promise<RelationRow | null> {
  if (!isIdString(processId)) return null;
  const [row] = await db
    .select()
    .from(monitorRelations)
    .where(and(eq(monitorRelations.companyId, companyId), eq(monitorRelations.processId, processId)))
    .limit(1);
  return row ?? null;
}

export async function saveRelation(
  db: Db,
  r: { companyId: string; processId: string; monitored: number; errorProcessId: string | null },
): Promise<RelationRow> {
  const [row] = await db
    .insert(monitorRelations)
    .values(r)
    .onConflictDoUpdate({
      target: [monitorRelations.companyId, monitorRelations.processId],
      set: { monitored: r.monitored, errorProcessId: r.errorProcessId },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function deleteRelation(db: Db, companyId: string, processId: string): Promise<void> {
  await db.delete(monitorRelations).where(and(eq(monitorRelations.companyId, companyId), eq(monitorRelations.processId, processId)));
}

export async function findSettings(db: Db, companyId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(monitorSettings).where(eq(monitorSettings.companyId, companyId)).limit(1);
  return row ?? null;
}

export async function saveSettings(db: Db, s: Omit<SettingsRow, 'updatedAt'>): Promise<SettingsRow> {
  // the conflict target stays; the rest is what an existing row's update changes
  const { companyId: _companyId, ...rest } = s;
  const [row] = await db
    .insert(monitorSettings)
    .values(s)
    .onConflictDoUpdate({ target: monitorSettings.companyId, set: { ...rest, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Emails of the given people of the company; ids of other companies are simply absent. */
export async function userEmails(db: Db, companyId: string, userIds: string[]): Promise<Array<{ id: string; email: string }>> {
  const ids = userIds.filter(isIdString);
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
}
