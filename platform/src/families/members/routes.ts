import { members, type User, type UserProductRoles } from '@huiliu/contract';
import { AppError, isIdString, PRODUCTS } from '@huiliu/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { setUserRole } from '../company-members/people';
import { userById } from '../user/repository';
import { listUsers } from './repository';

/** spec §7 product roles: one product (汇流), whose role is the person's company role. */
function productRolesOf(user: User): UserProductRoles {
  return { user_id: user.userid, roles: PRODUCTS.map((p) => ({ product: p.key, product_name: p.name, role: user.role, role_name: user.role_name })) };
}

async function person(db: Db, companyId: string, userId: string): Promise<User> {
  const found = isIdString(userId) ? await userById(db, companyId, userId) : null;
  if (!found) throw new AppError('NOT_FOUND', '成员不存在');
  return found;
}

/** spec §7 Members: `GET /v1/api/base/users` (also the user loader's batch endpoint) and a person's product roles. */
export function membersRoutes(app: FastifyInstance, db: Db): void {
  route(app, members.users, async (req) => {
    const { ids, limit, offset, ...filter } = req.query;
    const auth = authOf(req);
    // A batch of ids is answered whole, so a loader never has to page through its own keys.
    return listUsers(db, auth.companyId, {
      ...filter,
      ids,
      limit: ids ? Math.max(ids.length, 1) : limit,
      offset: ids ? 0 : offset,
      hideContact: !auth.permissions.has('members.view'),
    });
  });
  route(app, members.productRoles, async (req) => productRolesOf(await person(db, authOf(req).companyId, req.params.user_id)));
  // spec §4: the client replaces its roles with this reply, so it is what the platform holds after the change
  route(app, members.updateProductRoles, async (req) => {
    const auth = authOf(req);
    const target = await person(db, auth.companyId, req.params.user_id);
    const huiliu = req.body.roles.find((r) => r.product === 'huiliu');
    return productRolesOf(huiliu ? await setUserRole(db, auth, target.userid, huiliu.role) : target);
  });
}
