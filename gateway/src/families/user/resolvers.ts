import { ERRORS, isBuiltinRole } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestAuthResult } from '../../rest';
import { toRest } from '../../rest-names';

/** Accounts of people — /v1/api/user (docs/rest-contract.md). */
export const userResolvers: Resolvers = {
  User: {
    builtinRole: (user) => (isBuiltinRole(user.role) ? user.role : null),
    // issue 13 members: GET /base/users sends '' to a reader whose role may not see addresses
    email: (user) => user.email || null,
  },
  Query: {
    // "null when not signed in" (schema.graphql): a missing or expired token is an answer, not an error.
    me: async (_parent, _args, { viewer, loaders }) => {
      const user = await viewer();
      if (user) loaders.user.prime(user.userid, user);
      return user;
    },
  },
  Mutation: {
    // Both answer with the session cookie (the web app's session) and the token in the payload (for API
    // clients that send Authorization: Bearer; the web never selects it, see web-documents.test.ts).
    signUp: async (_parent, { input }, { upstream, session }) => {
      const auth = await upstream.post<RestAuthResult>('/v1/api/user/register', toRest(input));
      session.start(auth.token);
      return auth;
    },
    login: async (_parent, { input }, { upstream, session }) => {
      const auth = await upstream.post<RestAuthResult>('/v1/api/user/login', toRest(input));
      session.start(auth.token);
      return auth;
    },
    // Signing out of a session that has already ended is still a successful sign-out. The cookie goes
    // whatever the platform says (spec §4: logout clears the cookie token even when the call fails).
    logout: async (_parent, _args, { token, upstream, session }) => {
      session.end();
      if (!token) return true;
      try {
        await upstream.post<null>('/v1/api/user/logout');
      } catch (error) {
        if (!isUnauthenticated(error)) throw error;
      }
      return true;
    },
  },
};

function isUnauthenticated(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.upstreamCode === ERRORS.UNAUTHENTICATED.code;
}
