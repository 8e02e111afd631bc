import { isIdString, pipelineSettingsOf, type PipelineSettings } from '@huiliu/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines, sampleDisplays } from '../../db/schema';

const live = (companyId: string, processId: string) =>
  and(eq(pipelines.companyId, companyId), eq(pipelines.id, processId), isNull(pipelines.deletedAt));

/** The company's pipeline's settings with defaults for what was never set; null for an unknown or foreign id. */
export async function findSettings(db: Db, companyId: string, processId: string): Promise<PipelineSettings | null> {
  if (!isIdString(processId)) return null;
  const [row] = await db.select({ settings: pipelines.settings }).from(pipelines).where(live(companyId, processId)).limit(1);
  return row ? pipelineSettingsOf(row.settings) : null;
}

/** Writes the whole settings object; not a content change, so no version and `updated_at` stays. */
export async function saveSettings(db: Db, companyId: string, processId: string, settings: PipelineSettings): Promise<void> {
  await db
    .update(pipelines)
    .set({ settings: JSON.stringify(settings) })
    .where(live(companyId, processId));
}

export interface SampleDisplayRow {
  step_uuid: string;
  fields: string[];
  updated_at: string;
}

const toDisplay = (r: { stepUuid: string; fields: string; updatedAt: Date }): SampleDisplayRow => ({
  step_uuid: r.stepUuid,
  fields: JSON.parse(r.fields) as string[],
  updated_at: r.updatedAt.toISOString(),
});

export async function saveSampleDisplay(db: Db, companyId: string, processId: string, stepUuid: string, fields: string[]): Promise<SampleDisplayRow> {
  const [row] = await db
    .insert(sampleDisplays)
    .values({ companyId, processId, stepUuid, fields: JSON.stringify(fields) })
    .onConflictDoUpdate({
      target: [sampleDisplays.processId, sampleDisplays.stepUuid],
      set: { fields: JSON.stringify(fields), updatedAt: sql`now()` },
    })
    .returning();
  return toDisplay(row!);
}

export async function listSampleDisplays(db: Db, companyId: string, processId: string): Promise<SampleDisplayRow[]> {
  const rows = await db
    .select()
    .from(sampleDisplays)
    .where(and(eq(sampleDisplays.companyId, companyId), eq(sampleDisplays.processId, processId)))
    .orderBy(asc(sampleDisplays.stepUuid));
  return rows.map(toDisplay);
}
