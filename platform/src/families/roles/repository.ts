import { AppError, isBuiltinRole, isIdString, PERMISSIONS, type Permission } from '@huiliu/core';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, companyRoles, users } from '../../db/schema';
import { roleName, rolePermissions } from './grants';
import type { Grant } from './guard';

export type CustomRoleRow = typeof companyRoles.$inferSelect;

/** core PERMISSIONS order, so replies list permissions the same way whatever order they were saved in. */
export function inPermissionOrder(granted: Iterable<string>): Permission[] {
  const set = new Set(granted);
  return PERMISSIONS.filter((p) => set.has(p));
}

/** One of the company's own roles; another company's, a deleted one and a malformed id are all null. */
export async function customRole(db: Db, companyId: string, roleId: string): Promise<CustomRoleRow | null> {
  if (!isIdString(roleId)) return null;
  const [row] = await db
    .select()
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, roleId)))
    .limit(1);
  return row ?? null;
}

export async function customRoles(db: Db, companyId: string): Promise<CustomRoleRow[]> {
  return db.select().from(companyRoles).where(eq(companyRoles.companyId, companyId)).orderBy(asc(companyRoles.createdAt), asc(companyRoles.id));
}

/** How many people (disabled ones too) hold each role key. */
export async function roleHolderCounts(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).where(eq(users.companyId, companyId)).groupBy(users.role);
  return new Map(rows.map((r) => [r.role, r.n]));
}

/** A role key of the company as a grant: built-in, or one of its own roles; anything else is ROLE_NOT_FOUND. */
export async function resolveGrant(db: Db, companyId: string, role: string): Promise<Grant & { name: string }> {
  if (isBuiltinRole(role)) return { role, permissions: rolePermissions(role, null), name: roleName(role, null) };
  const row = await customRole(db, companyId, role);
  if (!row) throw new AppError('ROLE_NOT_FOUND');
  return { role, permissions: rolePermissions(role, row.permissions), name: row.name };
}

/**
 * Locks the company's row until the transaction ends, so changes to its people (the last owner, a role's holders)
 * are decided one at a time on PostgreSQL too; PGlite runs one transaction at a time anyway.
 */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
