import type { CompanyRole } from '@huiliu/contract';
import { AppError, BUILTIN_ROLE_NAMES, BUILTIN_ROLES, isBuiltinRole, newId, type BuiltinRole, type Permission } from '@huiliu/core';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companyRoles, users } from '../../db/schema';
import { invites } from '../../db/schema-members';
import { rolePermissions } from '../roles/grants';
import { assertMayGrant, type Granter } from '../roles/guard';
import { customRole, customRoles, inPermissionOrder, lockCompany, roleHolderCounts, type CustomRoleRow } from '../roles/repository';
import { isUniqueViolation } from '../user/service';
import { forgetCompanySessions } from '../user/sessions';

/** What each built-in role is for, as the console lists it (the web words them in the reader's language). */
const BUILTIN_DESCRIPTIONS: Record<BuiltinRole, string> = {
  owner: '拥有全部权限，可以购买套餐、设置其他所有者',
  admin: '除购买套餐外的全部权限，管理成员、角色和企业设置',
  editor: '创建、编辑、启用流程，管理账户、变量和数据',
  viewer: '只能查看流程、日志和设置',
};

function builtinRole(role: BuiltinRole, holders: number): CompanyRole {
  return {
    role_id: role,
    name: BUILTIN_ROLE_NAMES[role],
    description: BUILTIN_DESCRIPTIONS[role],
    builtin: 1,
    permissions: inPermissionOrder(rolePermissions(role, null)),
    member_count: holders,
  };
}

function ownRole(row: CustomRoleRow, holders: number): CompanyRole {
  return {
    role_id: row.id,
    name: row.name,
    description: row.description,
    builtin: 0,
    permissions: inPermissionOrder(row.permissions),
    member_count: holders,
  };
}

/** spec §6 list company roles: the four built-ins, then the company's own, each with its permissions and holders. */
export async function listRoles(db: Db, companyId: string): Promise<CompanyRole[]> {
  const [rows, holders] = await Promise.all([customRoles(db, companyId), roleHolderCounts(db, companyId)]);
  return [...BUILTIN_ROLES.map((r) => builtinRole(r, holders.get(r) ?? 0)), ...rows.map((row) => ownRole(row, holders.get(row.id) ?? 0))];
}

/** A built-in role's key or name (in any case) would read as that role in every list: not a name of one's own. */
function assertOwnName(name: string): void {
  const taken = [...BUILTIN_ROLES, ...Object.values(BUILTIN_ROLE_NAMES)].some((n) => n.toLowerCase() === name.toLowerCase());
  if (taken) throw new AppError('ROLE_NAME_TAKEN', `“${name}”是内置角色的名称，请换一个`);
}

/** The company's unique name index decides two saves racing for one name. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
    throw error;
  }
}

export async function createRole(
  db: Db,
  granter: Granter & { companyId: string },
  input: { name: string; description: string; permissions: Permission[] },
): Promise<CompanyRole> {
  assertOwnName(input.name);
  assertMayGrant(granter, input.permissions);
  const [row] = await uniqueName(() =>
    db
      .insert(companyRoles)
      .values({
        id: newId(),
        companyId: granter.companyId,
        name: input.name,
        description: input.description,
        permissions: inPermissionOrder(input.permissions),
      })
      .returning(),
  );
  return ownRole(row!, 0);
}

async function ownRoleOrThrow(db: Db, companyId: string, roleId: string): Promise<CustomRoleRow> {
  if (isBuiltinRole(roleId)) throw new AppError('ROLE_BUILTIN_FIXED');
  const row = await customRole(db, companyId, roleId);
  if (!row) throw new AppError('ROLE_NOT_FOUND');
  return row;
}

/**
 * spec §6 save role permissions (a custom role's; its name and description too when given). Nobody widens a role
 * beyond their own permissions nor narrows one that may do more than they may. Every session of the company is
 * dropped from the cache, so the role's holders act with the new permissions on their next request.
 */
export async function saveRole(
  db: Db,
  granter: Granter & { companyId: string },
  input: { role_id: string; permissions: Permission[]; name?: string | undefined; description?: string | undefined },
): Promise<CompanyRole> {
  const { companyId } = granter;
  const row = await ownRoleOrThrow(db, companyId, input.role_id);
  assertMayGrant(granter, input.permissions);
  assertMayGrant(granter, rolePermissions(row.id, row.permissions));
  if (input.name !== undefined) assertOwnName(input.name);
  const [saved] = await uniqueName(() =>
    db
      .update(companyRoles)
      .set({
        permissions: inPermissionOrder(input.permissions),
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      })
      .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, row.id)))
      .returning(),
  );
  forgetCompanySessions(db, companyId);
  const holders = await roleHolderCounts(db, companyId);
  return ownRole(saved!, holders.get(row.id) ?? 0);
}

/** Refused while anyone holds the role, naming how many; invites still waiting to give it are revoked with it. */
export async function deleteRole(db: Db, companyId: string, roleId: string): Promise<{ role_id: string }> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const row = await ownRoleOrThrow(tx, companyId, roleId);
    const [held] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, row.id)));
    const holders = held?.n ?? 0;
    if (holders > 0) throw new AppError('ROLE_IN_USE', `该角色仍有 ${holders} 名成员，请先为他们更换角色`, { member_count: holders });
    await tx
      .update(invites)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invites.companyId, companyId),
          eq(invites.role, row.id),
          isNull(invites.usedAt),
          isNull(invites.revokedAt),
          gt(invites.expiresAt, sql`now()`),
        ),
      );
    await tx.delete(companyRoles).where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, row.id)));
    return { role_id: row.id };
  });
}

/** spec §6 role permissions: a built-in role's fixed set or a custom role's. */
export async function permissionsOfRole(db: Db, companyId: string, roleId: string) {
  if (isBuiltinRole(roleId)) return { role_id: roleId, builtin: 1 as const, permissions: inPermissionOrder(rolePermissions(roleId, null)) };
  const row = await ownRoleOrThrow(db, companyId, roleId);
  return { role_id: row.id, builtin: 0 as const, permissions: inPermissionOrder(row.permissions) };
}
