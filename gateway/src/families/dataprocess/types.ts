import type { PipelineDetail } from '@huiliu/contract';
import { findBuiltinApp } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestPipeline } from '../../rest';
import type { GatewayContext } from '../../context';
import { stepsOfContent } from '../../steps';

/** Field resolvers from the REST shapes (snake_case) to the schema (camelCase). */
export const dataprocessTypeResolvers: Resolvers = {
  Pipeline: {
    processId: (p) => p.process_id,
    createChannels: (p) => p.create_channels,
    templateId: (p) => p.template_id,
    processType: (p) => p.process_type,
    shareStatus: (p) => p.share_status,
    favourite: (p) => p.collect_status === 1,
    // spec §5/§9: app ids longer than 7 digits are looked up by their first 7.
    apps: (p) => p.app_ids.map((appId) => ({ appId, appName: findBuiltinApp(appId)?.app_name ?? appId })),
    stepCount: (p) => p.step_count,
    versionId: (p) => p.version_id,
    versionRemark: (p) => p.version_remark,
    createdAt: (p) => p.created_at,
    updatedAt: (p) => p.updated_at,
    // every pipeline has a creator; one who has left the company resolves to null
    creator: (p, _args, { loaders }) => loaders.user.load(p.creator_id),
    steps: async (p, _args, ctx) => stepsOfContent(p.content ?? (await detailOf(p, ctx)).content),
    dataProcess: async (p, _args, ctx) => (p.data_process !== undefined ? p.data_process : (await detailOf(p, ctx)).data_process),
  },
  PipelineVersion: {
    versionId: (v) => v.version_id,
    processId: (v) => v.process_id,
    versionNo: (v) => v.version_no,
    versionRemark: (v) => v.version_remark,
    isCurrent: (v) => v.is_current,
    createdAt: (v) => v.created_at,
    creator: (v, _args, { loaders }) => loaders.user.load(v.creator_id),
  },
  PipelineCheck: {
    problems: (c) => c.problems.map((p) => ({ stepUuid: p.step_uuid, code: p.code, message: p.message })),
  },
};

/** List and batch replies lack content; one detail call per pipeline, shared by both fields. */
function detailOf(p: RestPipeline, { loaders }: GatewayContext): Promise<PipelineDetail> {
  return loaders.pipelineDetail.load(p.process_id);
}
