import type { PipelineVersion } from '@huiliu/contract';
import { isIdString } from '@huiliu/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines, pipelineVersions } from '../../db/schema';

const columns = {
  id: pipelineVersions.id,
  processId: pipelineVersions.processId,
  versionNo: pipelineVersions.versionNo,
  versionRemark: pipelineVersions.versionRemark,
  creatorId: pipelineVersions.creatorId,
  createdAt: pipelineVersions.createdAt,
  currentId: pipelines.versionId,
};

function toVersion(row: {
  id: string;
  processId: string;
  versionNo: number;
  versionRemark: string | null;
  creatorId: string;
  createdAt: Date;
  currentId: string | null;
}): PipelineVersion {
  return {
    version_id: row.id,
    process_id: row.processId,
    version_no: row.versionNo,
    version_remark: row.versionRemark,
    creator_id: row.creatorId,
    is_current: row.id === row.currentId,
    created_at: row.createdAt.toISOString(),
  };
}

const ofPipeline = (companyId: string, processId: string) =>
  and(eq(pipelineVersions.companyId, companyId), eq(pipelineVersions.processId, processId));

/** Newest first (docs/rest-contract.md). The caller has checked the pipeline is the company's. */
export async function listVersions(db: Db, companyId: string, processId: string, page: { limit: number; offset: number }) {
  const where = ofPipeline(companyId, processId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(pipelineVersions)
      .innerJoin(pipelines, eq(pipelines.id, pipelineVersions.processId))
      .where(where)
      .orderBy(desc(pipelineVersions.versionNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(pipelineVersions).where(where),
  ]);
  return { list: rows.map(toVersion), total: total?.n ?? 0 };
}

export async function findVersion(db: Db, companyId: string, processId: string, versionId: string) {
  if (!isIdString(versionId)) return null;
  const [row] = await db
    .select({ ...columns, content: pipelineVersions.content })
    .from(pipelineVersions)
    .innerJoin(pipelines, eq(pipelines.id, pipelineVersions.processId))
    .where(and(ofPipeline(companyId, processId), eq(pipelineVersions.id, versionId)))
    .limit(1);
  return row ? { ...toVersion(row), content: row.content } : null;
}
