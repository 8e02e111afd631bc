import type { Resolvers } from '../../generated/resolvers-types';
import type { RestUser } from '../../rest';
import type { GatewayContext } from '../../context';

/** One batched user call for a list of ids; people no longer in the company drop out. */
async function people(ids: readonly string[], { loaders }: GatewayContext): Promise<RestUser[]> {
  return (await loaders.user.loadMany(ids)).filter((u): u is RestUser => u !== null && !(u instanceof Error));
}

/** issue 13 billing: the plan's people through the user loader; every call of the family is in routes.ts. */
export const billingResolvers: Resolvers = {
  CompanyFee: { buyers: (fee, _args, context) => people(fee.buyer_ids, context) },
  BillingNoticeSettings: { notifiedUsers: (settings, _args, context) => people(settings.notified_users, context) },
};
