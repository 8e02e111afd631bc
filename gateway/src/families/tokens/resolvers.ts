import { isBuiltinRole } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';

/** API tokens (issue 13): the web words a built-in role by its enum, as for `User.builtinRole`. */
export const tokensResolvers: Resolvers = {
  ApiToken: {
    builtinRole: (token) => (isBuiltinRole(token.role) ? token.role : null),
  },
  ApiTokenRole: {
    builtinRole: (role) => (isBuiltinRole(role.role) ? role.role : null),
  },
};
