import { PAGE_SIZE } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, idString, limitParam, offsetParam, parseInput } from '../../http/validate';
import { listNotices, markRead } from './repository';

const listQuery = z.object({
  unread: z.enum(['0', '1']).optional(),
  limit: limitParam.default(PAGE_SIZE),
  offset: offsetParam.default(0),
});

/** Either some notices or all of them. */
const readBody = z.union([z.object({ notice_ids: z.array(idString).min(1).max(100) }), z.object({ all: z.literal(1) })]);

/** The in-app notices the error monitor writes (docs/rest-contract-engine.md), for the UI's bell. */
export function noticeRoutes(app: FastifyInstance, db: Db): void {
  app.get('/v1/api/notice/list', async (req) => {
    const q = parseInput(listQuery, dropEmpty(req.query));
    return ok(await listNotices(db, authOf(req), { unread: q.unread === '1', limit: q.limit, offset: q.offset }));
  });

  app.post('/v1/api/notice/read', async (req) => {
    const body = parseInput(readBody, req.body);
    return ok({ updated: await markRead(db, authOf(req), 'all' in body ? null : body.notice_ids) });
  });
}
