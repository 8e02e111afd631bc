import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestList, RestPipeline, RestPipelineCheck, RestPipelineVersion } from '../../rest';
import { contentOfSteps } from '../../steps';
import { filterToQuery } from './filter';

const BASE = '/v1/api/dataprocess';

/** Flows — /v1/api/dataprocess and /v1/api/process/update/title (docs/rest-contract.md). */
export const dataprocessResolvers: Resolvers = {
  Query: {
    pipelines: async (_parent, { filter, limit, offset }, { upstream, loaders }) => {
      const page = await upstream.get<RestList<RestPipeline>>(`${BASE}/list`, {
        ...filterToQuery(filter),
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      for (const p of page.list) loaders.pipeline.prime(p.process_id, p);
      return { items: page.list, total: page.total };
    },
    pipelineCount: async (_parent, { filter }, { upstream }) =>
      (await upstream.get<{ count: number }>(`${BASE}/getallcount`, filterToQuery(filter))).count,
    // Through the batch loader: several `pipeline` fields in one operation cost one call.
    pipeline: (_parent, { processId }, { loaders }) => loaders.pipeline.load(processId),
    pipelineVersions: async (_parent, { processId, limit, offset }, { upstream }) => {
      const page = await upstream.get<RestList<RestPipelineVersion>>(`${BASE}/versions`, {
        process_id: processId,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    checkPipeline: (_parent, { processId }, { upstream }) => upstream.get<RestPipelineCheck>(`${BASE}/check/flow`, { process_id: processId }),
  },
  Mutation: {
    createPipeline: (_parent, { input }, { upstream }) =>
      upstream.post<RestPipeline>(`${BASE}/add`, {
        title: input.title ?? undefined,
        content: contentOfSteps(input.steps),
        data_process: input.dataProcess ?? undefined,
        template_id: input.templateId ?? undefined,
        create_channels: input.createChannels ?? undefined,
        process_type: input.processType ?? undefined,
      }),
    copyPipeline: (_parent, { processId }, { upstream }) => upstream.post<RestPipeline>(`${BASE}/copy`, { process_id: processId }),
    updatePipeline: (_parent, { input }, { upstream }) =>
      upstream.post<RestPipeline>(`${BASE}/update`, {
        process_id: input.processId,
        title: input.title ?? undefined,
        content: contentOfSteps(input.steps),
        data_process: input.dataProcess ?? undefined,
        version_remark: input.versionRemark ?? undefined,
      }),
    renamePipeline: (_parent, { processId, title }, { upstream }) =>
      upstream.post<RestPipeline>('/v1/api/process/update/title', { process_id: processId, title }),
    setPipelineStatus: (_parent, { processId, status }, { upstream }) =>
      upstream.post<RestPipeline>(`${BASE}/status`, { process_id: processId, status }),
    // A GET in the contract, but it changes state: a repeat after a lost reply would say 4004.
    deletePipeline: async (_parent, { processId }, { upstream }) =>
      (await upstream.get<{ process_id: string }>(`${BASE}/delete`, { process_id: processId }, { retry: false })).process_id,
    setPipelineFavourite: (_parent, { processId, favourite }, { upstream }) =>
      upstream.post<RestPipeline>(`${BASE}/collect/update`, { process_id: processId, collect_status: favourite ? 1 : 0 }),
    reusePipelineVersion: (_parent, { processId, versionId }, { upstream }) =>
      upstream.post<RestPipeline>(`${BASE}/version/reuse`, { process_id: processId, version_id: versionId }),
    checkPipelineVersion: (_parent, { processId, versionRemark, steps }, { upstream }) =>
      upstream.post<RestPipelineVersion>(`${BASE}/version/check`, {
        process_id: processId,
        version_remark: versionRemark,
        content: contentOfSteps(steps),
      }),
  },
};
