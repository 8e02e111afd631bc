import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestNoticeList } from '../../rest';

/** In-app notices (docs/rest-contract-engine.md "Error monitor": a failed monitored run). */
export const noticesResolvers: Resolvers = {
  Query: {
    notices: async (_parent, { unreadOnly, limit, offset }, { upstream }) => {
      const page = await upstream.get<RestNoticeList>('/v1/api/notice/list', {
        unread: unreadOnly ? 1 : undefined,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total, unread: page.unread };
    },
  },
  Mutation: {
    markNoticesRead: async (_parent, { noticeIds }, { upstream }) =>
      (await upstream.post<{ updated: number }>('/v1/api/notice/read', noticeIds?.length ? { notice_ids: noticeIds } : { all: 1 })).updated,
  },
  Notice: {
    noticeId: (n) => n.notice_id,
    processId: (n) => n.process_id,
    logId: (n) => n.log_id,
    read: (n) => n.read === 1,
    createdAt: (n) => n.created_at,
  },
};
