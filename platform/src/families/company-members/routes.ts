import { companyMembers } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { listMembers } from '../members/repository';
import { setUserDisabled, setUserRole, userPermissions } from './people';
import { createRole, deleteRole, listRoles, permissionsOfRole, saveRole } from './roles';

/**
 * The company console's members and roles (spec §6 role calls; §7 Company `/members`, `/role/list`): who may call
 * each is the contract's access table (members.view reads, members.manage changes); the rules of what one may
 * grant are the services'.
 */
export function companyMembersRoutes(app: FastifyInstance, db: Db): void {
  route(app, companyMembers.members, async (req) => listMembers(db, authOf(req).companyId, req.body));
  route(app, companyMembers.roleList, async (req) => ({ list: await listRoles(db, authOf(req).companyId) }));
  route(app, companyMembers.roleCreate, async (req) => createRole(db, authOf(req), req.body));
  route(app, companyMembers.roleDelete, async (req) => deleteRole(db, authOf(req).companyId, req.body.role_id));
  route(app, companyMembers.rolePermissions, async (req) => permissionsOfRole(db, authOf(req).companyId, req.query.role_id));
  route(app, companyMembers.roleSavePermissions, async (req) => saveRole(db, authOf(req), req.body));
  route(app, companyMembers.userPermissions, async (req) => userPermissions(db, authOf(req).companyId, req.query.user_id, req.query.permission));
  route(app, companyMembers.userDisable, async (req) => setUserDisabled(db, authOf(req), req.body.user_id, req.body.disabled === 1));
  route(app, companyMembers.userRole, async (req) => setUserRole(db, authOf(req), req.body.user_id, req.body.role));
}
