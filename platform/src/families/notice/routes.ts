import { notice } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { listNotices, markRead } from './repository';

/** The in-app notices the error monitor writes (docs/rest-contract-engine.md), for the UI's bell. */
export function noticeRoutes(app: FastifyInstance, db: Db): void {
  route(app, notice.list, async (req) => {
    const q = req.query;
    return listNotices(db, authOf(req), { unread: q.unread === '1', limit: q.limit, offset: q.offset });
  });

  route(app, notice.read, async (req) => {
    const body = req.body;
    return { updated: await markRead(db, authOf(req), 'all' in body ? null : body.notice_ids) };
  });
}
