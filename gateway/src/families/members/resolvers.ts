import { isBuiltinRole } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestList, RestUser } from '../../rest';
import { toRest } from '../../rest-names';

/** A role key's built-in role, null for a company's own role (the web words built-ins in the reader's language). */
const builtinRole = (parent: { role: string }) => (isBuiltinRole(parent.role) ? parent.role : null);

/** Members — GET /v1/api/base/users (spec §7 Members, docs/rest-contract.md), and the roles of issue 13. */
export const membersResolvers: Resolvers = {
  Query: {
    users: async (_parent, args, { upstream, loaders }) => {
      const page = await upstream.get<RestList<RestUser>>('/v1/api/base/users', toRest(args));
      // Later `creator` fields in the same operation need no second call for these people.
      for (const user of page.list) loaders.user.prime(user.userid, user);
      return { items: page.list, total: page.total };
    },
  },
  // issue 13 members
  CompanyRole: { builtinRole: (role) => (isBuiltinRole(role.role_id) ? role.role_id : null) },
  ProductRole: { builtinRole },
  Invite: { builtinRole },
  InviteLink: { builtinRole },
};
