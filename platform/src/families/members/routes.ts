import { members } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { listUsers } from './repository';

/** spec §7 Members: `GET /v1/api/base/users`, also the batch endpoint behind the gateway's user loader. */
export function membersRoutes(app: FastifyInstance, db: Db): void {
  route(app, members.users, async (req) => {
    const q = req.query;
    // A batch of ids is answered whole, so a loader never has to page through its own keys.
    const limit = q.ids ? Math.max(q.ids.length, 1) : q.limit;
    return listUsers(db, authOf(req).companyId, { ids: q.ids, limit, offset: q.ids ? 0 : q.offset });
  });
}
