import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestList, RestUser } from '../../rest';

/** Members — GET /v1/api/base/users (spec §7 Members, docs/rest-contract.md). */
export const membersResolvers: Resolvers = {
  Query: {
    users: async (_parent, { ids, limit, offset }, { upstream, loaders }) => {
      const page = await upstream.get<RestList<RestUser>>('/v1/api/base/users', {
        ids: ids?.length ? ids.join(',') : undefined,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      // Later `creator` fields in the same operation need no second call for these people.
      for (const user of page.list) loaders.user.prime(user.userid, user);
      return { items: page.list, total: page.total };
    },
  },
};
