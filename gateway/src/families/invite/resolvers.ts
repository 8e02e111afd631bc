import { ERRORS } from '@huiliu/core';
import { invite } from '@huiliu/contract';
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestAuthResult, RestCreatedInvite, RestInviteLink } from '../../rest';
import { toRest } from '../../rest-names';

/**
 * Invite links (spec §7 Invite; docs/rest-contract-company.md "members"). Written by hand where the gateway adds
 * something: the origin the browser used (the link points there), null for a token that is no invite, and the
 * session cookie of a person who registers through a link (exactly as signUp).
 */
export const inviteResolvers: Resolvers = {
  Query: {
    inviteLink: async (_parent, { token }, { upstream }) => {
      try {
        return await upstream.get<RestInviteLink>(invite.checkurl.path, { token });
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.upstreamCode === ERRORS.INVITE_NOT_FOUND.code) return null;
        throw error;
      }
    },
  },
  Mutation: {
    createInvite: (_parent, { input }, { upstream, publicOrigin }) =>
      upstream.post<RestCreatedInvite>(invite.newtoken.path, { ...toRest(input), public_origin: publicOrigin }),
    acceptInvite: async (_parent, { input }, { upstream, session }) => {
      const auth = await upstream.post<RestAuthResult>(invite.regist.path, toRest(input));
      session.start(auth.token);
      return auth;
    },
  },
};
