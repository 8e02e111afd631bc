import type { Pipeline } from '@huiliu/contract';
import { and, eq, sql } from 'drizzle-orm';
import { favourites, pipelines, pipelineVersions } from '../../db/schema';

/** Columns of a `Pipeline` as the given user sees it (collect_status is per person). */
export function pipelineColumns(userId: string) {
  return {
    id: pipelines.id,
    title: pipelines.title,
    status: pipelines.status,
    createChannels: pipelines.createChannels,
    templateId: pipelines.templateId,
    processType: pipelines.processType,
    shareStatus: pipelines.shareStatus,
    appIds: pipelines.appIds,
    stepCount: pipelines.stepCount,
    creatorId: pipelines.creatorId,
    versionId: pipelines.versionId,
    versionRemark: pipelineVersions.versionRemark,
    createdAt: pipelines.createdAt,
    updatedAt: pipelines.updatedAt,
    collected: sql<boolean>`exists (select 1 from ${favourites} where ${favourites.processId} = ${pipelines.id} and ${favourites.userId} = ${userId})`,
  };
}

/** The current version's row, for version_remark. */
export const currentVersionJoin = and(eq(pipelineVersions.id, pipelines.versionId), eq(pipelineVersions.companyId, pipelines.companyId));

export type PipelineRow = {
  id: string;
  title: string;
  status: number;
  createChannels: number | null;
  templateId: string | null;
  processType: number | null;
  shareStatus: number;
  appIds: string[];
  stepCount: number;
  creatorId: string;
  versionId: string | null;
  versionRemark: string | null;
  createdAt: Date;
  updatedAt: Date;
  collected: boolean | string;
};

/** PGlite and pg both give booleans for exists(); a driver handing back 't' is tolerated. */
const truthy = (v: boolean | string) => v === true || v === 't' || v === 'true';

export function toPipeline(row: PipelineRow): Pipeline {
  return {
    process_id: row.id,
    title: row.title,
    // the columns hold only what the contract's flags let in
    status: row.status === 1 ? 1 : 0,
    create_channels: row.createChannels,
    template_id: row.templateId,
    process_type: row.processType,
    share_status: row.shareStatus === 1 ? 1 : 0,
    collect_status: truthy(row.collected) ? 1 : 0,
    app_ids: row.appIds,
    step_count: row.stepCount,
    creator_id: row.creatorId,
    version_id: row.versionId,
    version_remark: row.versionRemark,
    // A DAG exists once the pipeline has steps to run; an empty pipeline has nothing to schedule.
    isDagExist: row.stepCount > 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
