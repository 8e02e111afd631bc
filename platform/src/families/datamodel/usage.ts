import { DATA_MODEL_APP_ID, flattenSteps, lookupAppId, parsePipelineContent } from '@huiliu/core';
import { and, arrayContains, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';

/** A pipeline whose 预测 step names the model (spec "flows status"). */
export interface ModelUser {
  process_id: string;
  title: string;
  status: 0 | 1;
}

/**
 * Which of the company's pipelines use a model: their content parsed, never a text search of the JSON (a sample
 * could hold the id). A step in any branch or loop counts, switched on or off. Only pipelines with a 预测 step are read
 * (the app-ids index), not the company's every pipeline.
 */
export async function modelUsers(db: Db, companyId: string, dmid: string): Promise<ModelUser[]> {
  const rows = await db
    .select({ id: pipelines.id, title: pipelines.title, content: pipelines.content, status: pipelines.status })
    .from(pipelines)
    .where(and(eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt), arrayContains(pipelines.appIds, [DATA_MODEL_APP_ID])))
    .orderBy(desc(pipelines.createdAt));
  return rows.flatMap((row) => {
    const parsed = parsePipelineContent(row.content);
    if (!parsed.ok) return [];
    const uses = flattenSteps(parsed.content).some((s) => lookupAppId(s.app_id) === DATA_MODEL_APP_ID && String(s.params.dmid ?? '') === dmid);
    return uses ? [{ process_id: row.id, title: row.title, status: row.status === 1 ? 1 : 0 }] : [];
  });
}
