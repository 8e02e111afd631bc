import type { User } from '@huiliu/contract';
import { FOUNDER_ROLE, PLANS, newId, type PlanName } from '@huiliu/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, companyRoles, users } from '../../db/schema';
import { roleName } from '../roles/grants';

/** Columns every user query selects, from `users` joined by `joinUserParts` (corp_name, a custom role's name). */
export const userColumns = {
  id: users.id,
  companyId: users.companyId,
  uname: users.uname,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  customRoleName: companyRoles.name,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  corpName: companies.name,
};

/** The joins `userColumns` reads: the company (corp_name) and, for a custom role, its row. */
export const customRoleOfUser = and(eq(sql`${companyRoles.id}::text`, users.role), eq(companyRoles.companyId, users.companyId));

type UserRow = {
  id: string;
  companyId: string;
  uname: string;
  email: string;
  mobile: string | null;
  role: string;
  customRoleName: string | null;
  disabledAt: Date | null;
  createdAt: Date;
  corpName: string;
};

export function toUser(row: UserRow): User {
  return {
    userid: row.id,
    uid: row.id,
    company_id: row.companyId,
    uname: row.uname,
    email: row.email,
    mobile: row.mobile,
    corp_name: row.corpName,
    role: row.role,
    role_name: roleName(row.role, row.customRoleName),
    disabled: row.disabledAt ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

export async function userById(db: Db, companyId: string, userId: string): Promise<User | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companyRoles, customRoleOfUser)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ? toUser(row) : null;
}

/** Login is the one lookup not scoped by company: the email is what tells us the company. */
export async function credentialsByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await credentialsByEmail(db, email)) !== null;
}

export async function insertCompanyWithAdmin(
  db: Db,
  input: { companyName: string; uname: string; email: string; mobile?: string; passwordHash: string },
) {
  const companyId = newId();
  const userId = newId();
  await db.insert(companies).values({ id: companyId, name: input.companyName, plan: signupPlan() });
  await db.insert(users).values({
    id: userId,
    companyId,
    uname: input.uname,
    email: input.email,
    mobile: input.mobile ?? null,
    passwordHash: input.passwordHash,
    role: FOUNDER_ROLE,
  });
  return { companyId, userId };
}

/**
 * The plan a new company starts on: HUILIU_DEFAULT_PLAN when it names a plan (a self-hosted install
 * without billing, or the bench that must not hit the monthly run limit), else free.
 */
function signupPlan(value = process.env.HUILIU_DEFAULT_PLAN): PlanName {
  return value && value in PLANS ? (value as PlanName) : 'free';
}
