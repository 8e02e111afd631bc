import type { Resolvers } from '../../generated/resolvers-types';
import type { RestRun } from '../../rest';
import type { GatewayContext } from '../../context';
import { gone } from '../../loaders';
import { stepsOfContent } from '../../steps';

/** Run logs — /v1/api/log (docs/rest-contract-engine.md "Logs"); the plain calls are in routes.ts. */
export const logsResolvers: Resolvers = {
  Run: {
    steps: async (r, _args, ctx) => r.steps ?? (await detailOf(r, ctx))?.steps ?? [],
    triggerData: async (r, _args, ctx) => (r.steps ? r.trigger_data : (await detailOf(r, ctx))?.trigger_data) ?? null,
    flowSteps: async (r, _args, { loaders }) => {
      const content = await loaders.runFlowContent.load(r.log_id);
      if (content === null) throw gone();
      return stepsOfContent(content);
    },
  },
};

/** List and event replies carry no steps; one batch_detail call per page serves both fields. */
function detailOf(r: RestRun, { loaders }: GatewayContext): Promise<RestRun | null> {
  return loaders.runDetail.load(r.log_id);
}
