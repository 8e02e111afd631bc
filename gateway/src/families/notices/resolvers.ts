import type { Resolvers } from '../../generated/resolvers-types';
import { toRest } from '../../rest-names';

/** In-app notices (docs/rest-contract-engine.md "Error monitor": a failed monitored run); the list is in routes.ts. */
export const noticesResolvers: Resolvers = {
  Mutation: {
    markNoticesRead: async (_parent, { noticeIds }, { upstream }) =>
      (await upstream.post<{ updated: number }>('/v1/api/notice/read', noticeIds?.length ? toRest({ noticeIds }) : { all: 1 })).updated,
  },
};
