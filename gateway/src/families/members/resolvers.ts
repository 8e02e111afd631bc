import type { Resolvers } from '../../generated/resolvers-types';
import type { RestList, RestUser } from '../../rest';
import { toRest } from '../../rest-names';

/** Members — GET /v1/api/base/users (spec §7 Members, docs/rest-contract.md). */
export const membersResolvers: Resolvers = {
  Query: {
    users: async (_parent, args, { upstream, loaders }) => {
      const page = await upstream.get<RestList<RestUser>>('/v1/api/base/users', toRest(args));
      // Later `creator` fields in the same operation need no second call for these people.
      for (const user of page.list) loaders.user.prime(user.userid, user);
      return { items: page.list, total: page.total };
    },
  },
};
