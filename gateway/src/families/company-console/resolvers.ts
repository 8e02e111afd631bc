import type { Resolvers } from '../../generated/resolvers-types';
import type { RestUser } from '../../rest';
import type { GatewayContext } from '../../context';

/** People by id through the user loader (one batched call per operation); ids of people who are gone drop out. */
async function people(ids: readonly string[], { loaders }: GatewayContext): Promise<RestUser[]> {
  return (await loaders.user.loadMany(ids)).filter((u): u is RestUser => u !== null && !(u instanceof Error));
}

/** Company console (docs/rest-contract-company.md); the calls are in routes.ts, only the people are resolved here. */
export const companyConsoleResolvers: Resolvers = {
  Company: {
    owners: (company, _args, context) => people(company.owner_ids, context),
  },
  NoticeEventConfig: {
    notifiedUsers: (config, _args, context) => people(config.notified_users, context),
  },
};
