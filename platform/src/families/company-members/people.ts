import type { User } from '@huiliu/contract';
import { AppError, isIdString, type Permission } from '@huiliu/core';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companyRoles, sessions, users } from '../../db/schema';
import { rolePermissions } from '../roles/grants';
import { assertMayAssign, type Granter } from '../roles/guard';
import { inPermissionOrder, lockCompany, resolveGrant } from '../roles/repository';
import { forgetUserSessions } from '../user/sessions';
import { userById } from '../user/repository';

/** A person of the company with what their role grants; another company's person, or a malformed id, is NOT_FOUND. */
async function personOf(db: Db, companyId: string, userId: string) {
  const [row] = isIdString(userId)
    ? await db
        .select({ id: users.id, role: users.role, disabledAt: users.disabledAt, customPermissions: companyRoles.permissions })
        .from(users)
        .leftJoin(companyRoles, and(eq(sql`${companyRoles.id}::text`, users.role), eq(companyRoles.companyId, users.companyId)))
        .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
        .limit(1)
    : [];
  if (!row) throw new AppError('NOT_FOUND', '成员不存在');
  return { ...row, permissions: rolePermissions(row.role, row.customPermissions) };
}

/** issue 13: a company always keeps at least one enabled owner besides `leaving`. */
async function assertAnotherOwner(db: Db, companyId: string, leaving: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'owner'), isNull(users.disabledAt), ne(users.id, leaving)));
  if ((row?.n ?? 0) === 0) throw new AppError('LAST_OWNER');
}

/**
 * Gives a person another role (spec §6 update user role; the product-role PATCH too). Takes effect on their next
 * request: their cached sessions are dropped once the change is committed.
 */
export async function setUserRole(db: Db, granter: Granter & { companyId: string }, userId: string, role: string): Promise<User> {
  const { companyId } = granter;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const person = await personOf(tx, companyId, userId);
    const next = await resolveGrant(tx, companyId, role);
    assertMayAssign(granter, next, person);
    if (person.role === 'owner' && role !== 'owner' && !person.disabledAt) await assertAnotherOwner(tx, companyId, person.id);
    await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.companyId, companyId), eq(users.id, person.id)));
  });
  forgetUserSessions(db, userId);
  return (await userById(db, companyId, userId))!;
}

/**
 * Disables a person (their sessions are revoked and dropped from the cache at once: their next request is 2101,
 * their sign-in USER_DISABLED) or lets them sign in again. Nobody disables themselves.
 */
export async function setUserDisabled(db: Db, granter: Granter & { companyId: string; userId: string }, userId: string, disabled: boolean) {
  const { companyId } = granter;
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const person = await personOf(tx, companyId, userId);
    if (disabled && person.id === granter.userId) throw new AppError('CANNOT_DISABLE_SELF');
    // disabling (or enabling) someone is changing what they may do: the same rules as changing their role
    assertMayAssign(granter, person, person);
    if (disabled && person.role === 'owner' && !person.disabledAt) await assertAnotherOwner(tx, companyId, person.id);
    const where = and(eq(users.companyId, companyId), eq(users.id, person.id));
    await tx
      .update(users)
      .set({ disabledAt: disabled ? (person.disabledAt ?? sql`now()`) : null })
      .where(where);
    if (disabled) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, person.id), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)));
    }
  });
  forgetUserSessions(db, userId);
  return (await userById(db, companyId, userId))!;
}

/** spec §6 check user permissions: what a person may do now (nothing while disabled) and, asked, one permission. */
export async function userPermissions(db: Db, companyId: string, userId: string, permission: Permission | undefined) {
  const person = await personOf(db, companyId, userId);
  const granted = person.disabledAt ? [] : inPermissionOrder(person.permissions);
  return {
    user_id: person.id,
    role: person.role,
    disabled: person.disabledAt ? (1 as const) : (0 as const),
    permissions: granted,
    allowed: permission === undefined ? null : granted.includes(permission) ? (1 as const) : (0 as const),
  };
}
