import type { Resolvers } from '../../generated/resolvers-types';
import type { RestPipeline } from '../../rest';

/** App accounts (slice accounts); the plain calls and loaders are in routes.ts. */
export const appAccountsResolvers: Resolvers = {
  AppAccount: {
    // one /dataprocess/batch call for every account of the page; a pipeline deleted meanwhile is left out
    pipelines: async (account, _args, { loaders }) => {
      const found = await loaders.pipeline.loadMany(account.processIds ?? []);
      return found.filter((p): p is RestPipeline => p !== null && !(p instanceof Error));
    },
  },
};
