import { PAGE_SIZE } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, idList, limitParam, offsetParam, parseInput } from '../../http/validate';
import { listUsers } from './repository';

const usersQuery = z.object({
  ids: idList.optional(),
  limit: limitParam.default(PAGE_SIZE),
  offset: offsetParam.default(0),
});

/** spec §7 Members: `GET /v1/api/base/users`, also the batch endpoint behind the gateway's user loader. */
export function membersRoutes(app: FastifyInstance, db: Db): void {
  app.get('/v1/api/base/users', async (req) => {
    const q = parseInput(usersQuery, dropEmpty(req.query));
    // A batch of ids is answered whole, so a loader never has to page through its own keys.
    const limit = q.ids ? Math.max(q.ids.length, 1) : q.limit;
    return ok(await listUsers(db, authOf(req).companyId, { ids: q.ids, limit, offset: q.ids ? 0 : q.offset }));
  });
}
