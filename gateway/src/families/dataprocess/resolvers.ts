import type { PipelineDetail } from '@huiliu/contract';
import type { Resolvers } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { gone } from '../../loaders';
import type { RestList, RestPipeline } from '../../rest';
import { toRest } from '../../rest-names';
import { PIPELINE_FILTER_RENAMES } from '../../routes';
import { stepsOfContent } from '../../steps';

/** Flows — /v1/api/dataprocess (docs/rest-contract.md); the plain calls are in routes.ts. */
export const dataprocessResolvers: Resolvers = {
  Query: {
    pipelines: async (_parent, { filter, ...paging }, { upstream, loaders }) => {
      const page = await upstream.get<RestList<RestPipeline>>('/v1/api/dataprocess/list', toRest({ ...filter, ...paging }, PIPELINE_FILTER_RENAMES));
      // Later `pipeline` fields in the same operation (runs, monitors) need no second call for these.
      for (const p of page.list) loaders.pipeline.prime(p.process_id, p);
      return { items: page.list, total: page.total };
    },
  },
  Pipeline: {
    favourite: (p) => p.collect_status === 1,
    // names from the catalogue through the app loader (one batch call for the page); ids of 8+ digits are
    // looked up by their first 7 (spec §5/§9); an app the catalogue does not know shows its id
    apps: (p, _args, ctx) =>
      Promise.all(p.app_ids.map(async (appId) => ({ appId, appName: (await ctx.loaders.app.load(appId))?.app_name ?? appId }))),
    steps: async (p, _args, ctx) => stepsOfContent(p.content ?? (await detailOf(p, ctx)).content),
    dataProcess: async (p, _args, ctx) => (p.data_process !== undefined ? p.data_process : (await detailOf(p, ctx)).data_process),
  },
};

/** List and batch replies lack content; one batch_detail call per page, shared by both fields. */
async function detailOf(p: RestPipeline, { loaders }: GatewayContext): Promise<PipelineDetail> {
  return (await loaders.pipelineDetail.load(p.process_id)) ?? Promise.reject(gone());
}
