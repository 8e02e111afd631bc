import type { Resolvers } from '../../generated/resolvers-types';
import type { RestUser } from '../../rest';

/** Error monitor and its company-wide settings (docs/rest-contract-engine.md "Error monitor"); the calls are in routes.ts. */
export const monitorResolvers: Resolvers = {
  MonitorSettings: {
    // one batched user call; people no longer in the company drop out
    notifiedUsers: async (s, _args, { loaders }) =>
      (await loaders.user.loadMany(s.notified_users)).filter((u): u is RestUser => u !== null && !(u instanceof Error)),
  },
};
