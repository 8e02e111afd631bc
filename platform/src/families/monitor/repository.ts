import { isIdString } from '@huiliu/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';
import { monitorRelations } from '../../db/schema-engine';

export type RelationRow = typeof monitorRelations.$inferSelect;

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
