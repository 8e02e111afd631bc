import type { Pipeline, PipelineDetail, Sort } from '@huiliu/contract';
import { PIPELINE_STATUS, isIdString, newId } from '@huiliu/core';
import { and, count, eq, inArray, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, favourites, pipelines, pipelineVersions } from '../../db/schema';
import { pipelineOrder, pipelineWhere, type PipelineFilter, type Viewer } from './filters';
import { currentVersionJoin, pipelineColumns, toPipeline } from './shape';

/** Scope of one live pipeline: its company, and never a deleted one. A malformed id matches nothing. */
function own(companyId: string, processId: string) {
  return and(eq(pipelines.companyId, companyId), eq(pipelines.id, processId), isNull(pipelines.deletedAt));
}

export async function findPipeline(db: Db, viewer: Viewer, processId: string): Promise<Pipeline | null> {
  if (!isIdString(processId)) return null;
  const [row] = await db
    .select(pipelineColumns(viewer.userId))
    .from(pipelines)
    .leftJoin(pipelineVersions, currentVersionJoin)
    .where(own(viewer.companyId, processId))
    .limit(1);
  return row ? toPipeline(row) : null;
}

export async function findPipelineDetail(db: Db, viewer: Viewer, processId: string): Promise<PipelineDetail | null> {
  if (!isIdString(processId)) return null;
  const [row] = await db
    .select({ ...pipelineColumns(viewer.userId), content: pipelines.content, dataProcess: pipelines.dataProcess })
    .from(pipelines)
    .leftJoin(pipelineVersions, currentVersionJoin)
    .where(own(viewer.companyId, processId))
    .limit(1);
  return row ? { ...toPipeline(row), content: row.content, data_process: row.dataProcess } : null;
}

/**
 * Locks the pipeline row for the rest of the transaction, so concurrent writers of one pipeline
 * (version numbering, content) take turns. Returns its content, or null when not the caller's.
 */
export async function lockPipeline(tx: Db, companyId: string, processId: string) {
  if (!isIdString(processId)) return null;
  const [row] = await tx
    .select({ title: pipelines.title, content: pipelines.content, status: pipelines.status })
    .from(pipelines)
    .where(own(companyId, processId))
    .for('update');
  return row ?? null;
}

/** Serialises plan-limit checks of one company (enabled pipelines are counted, then one is switched on). */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function pipelinesByIds(db: Db, viewer: Viewer, ids: string[]): Promise<Pipeline[]> {
  const valid = [...new Set(ids.filter(isIdString))];
  if (valid.length === 0) return [];
  const rows = await db
    .select(pipelineColumns(viewer.userId))
    .from(pipelines)
    .leftJoin(pipelineVersions, currentVersionJoin)
    .where(and(pipelineWhere({}, viewer), inArray(pipelines.id, valid)));
  return rows.map(toPipeline);
}

/** Details (with content) of the caller's live pipelines among `ids`; unknown and foreign ids are absent. */
export async function pipelineDetailsByIds(db: Db, viewer: Viewer, ids: string[]): Promise<PipelineDetail[]> {
  const valid = [...new Set(ids.filter(isIdString))];
  if (valid.length === 0) return [];
  const rows = await db
    .select({ ...pipelineColumns(viewer.userId), content: pipelines.content, dataProcess: pipelines.dataProcess })
    .from(pipelines)
    .leftJoin(pipelineVersions, currentVersionJoin)
    .where(and(pipelineWhere({}, viewer), inArray(pipelines.id, valid)));
  return rows.map((row) => ({ ...toPipeline(row), content: row.content, data_process: row.dataProcess }));
}

export async function listPipelines(
  db: Db,
  viewer: Viewer,
  q: { filter: PipelineFilter; sort: Sort; limit: number; offset: number },
): Promise<{ list: Pipeline[]; total: number }> {
  // The window count is taken before LIMIT/OFFSET, so one query gives the page and the total (each
  // PGlite query costs ~1 ms); only a page past the end, which has no row to carry it, counts apart.
  const rows = await db
    .select({ ...pipelineColumns(viewer.userId), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pipelines)
    .leftJoin(pipelineVersions, currentVersionJoin)
    .where(pipelineWhere(q.filter, viewer))
    .orderBy(...pipelineOrder(q.sort))
    .limit(q.limit)
    .offset(q.offset);
  const total = rows[0]?.total ?? (q.offset > 0 ? await countPipelines(db, viewer, q.filter) : 0);
  return { list: rows.map(toPipeline), total };
}

export async function countPipelines(db: Db, viewer: Viewer, filter: PipelineFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pipelines).where(pipelineWhere(filter, viewer));
  return row?.n ?? 0;
}

/** Enabled pipelines of a company other than `exceptId`, for the plan limit (spec §1, §2). */
export async function countEnabled(tx: Db, companyId: string, exceptId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(pipelines)
    .where(
      and(eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt), eq(pipelines.status, PIPELINE_STATUS.ON), ne(pipelines.id, exceptId)),
    );
  return row?.n ?? 0;
}

export interface NewPipeline {
  companyId: string;
  creatorId: string;
  title: string;
  content: string;
  appIds: string[];
  stepCount: number;
  dataProcess?: string | null | undefined;
  templateId?: string | null | undefined;
  createChannels?: number | null | undefined;
  processType?: number | null | undefined;
}

export async function insertPipeline(tx: Db, p: NewPipeline): Promise<string> {
  const id = newId();
  await tx.insert(pipelines).values({
    id,
    companyId: p.companyId,
    creatorId: p.creatorId,
    title: p.title,
    content: p.content,
    appIds: p.appIds,
    stepCount: p.stepCount,
    dataProcess: p.dataProcess ?? null,
    templateId: p.templateId ?? null,
    createChannels: p.createChannels ?? null,
    processType: p.processType ?? null,
  });
  return id;
}

export type PipelinePatch = Partial<
  Pick<typeof pipelines.$inferInsert, 'title' | 'content' | 'appIds' | 'stepCount' | 'dataProcess' | 'status' | 'versionId'>
>;

export async function updatePipeline(tx: Db, companyId: string, processId: string, patch: PipelinePatch): Promise<void> {
  await tx
    .update(pipelines)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(own(companyId, processId));
}

/** Soft delete: the row stays for run logs, but no query of the product sees it again. */
export async function softDeletePipeline(db: Db, companyId: string, processId: string): Promise<boolean> {
  if (!isIdString(processId)) return false;
  const rows = await db
    .update(pipelines)
    .set({ deletedAt: sql`now()`, status: PIPELINE_STATUS.OFF, updatedAt: sql`now()` })
    .where(own(companyId, processId))
    .returning({ id: pipelines.id });
  return rows.length > 0;
}

export async function setFavourite(db: Db, viewer: Viewer, processId: string, on: boolean): Promise<void> {
  if (on) {
    await db.insert(favourites).values({ companyId: viewer.companyId, userId: viewer.userId, processId }).onConflictDoNothing();
  } else {
    await db
      .delete(favourites)
      .where(and(eq(favourites.companyId, viewer.companyId), eq(favourites.userId, viewer.userId), eq(favourites.processId, processId)));
  }
}

/** Appends a version with the next number; call inside a transaction holding `lockPipeline`. */
export async function insertVersion(
  tx: Db,
  v: { companyId: string; processId: string; content: string; remark: string | null; creatorId: string },
): Promise<string> {
  const [last] = await tx
    .select({ n: max(pipelineVersions.versionNo) })
    .from(pipelineVersions)
    .where(and(eq(pipelineVersions.companyId, v.companyId), eq(pipelineVersions.processId, v.processId)));
  const id = newId();
  await tx.insert(pipelineVersions).values({
    id,
    companyId: v.companyId,
    processId: v.processId,
    versionNo: (last?.n ?? 0) + 1,
    content: v.content,
    versionRemark: v.remark,
    creatorId: v.creatorId,
  });
  return id;
}
