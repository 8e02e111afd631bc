import type { Member, User } from '@huiliu/contract';
import { isIdString } from '@huiliu/core';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, companyRoles, sessions, users } from '../../db/schema';
import { customRoleOfUser, toUser, userColumns } from '../user/repository';
import { likePattern } from '../variables/repository';

/** What a list of people may be narrowed to (spec §7 Members "with query params"). */
export interface PeopleFilter {
  ids?: string[] | undefined;
  /** Matches the name or the email. */
  keyword?: string | undefined;
  /** A role key: built-in or a custom role's id. */
  role?: string | undefined;
  /** 1: only disabled people, 0: only enabled ones. */
  disabled?: number | undefined;
}

/** The company's people matching `f`; unknown and foreign ids are simply absent. Null: nobody can match. */
function whereOf(companyId: string, f: PeopleFilter): SQL | null {
  const ids = f.ids?.filter(isIdString);
  if (ids && ids.length === 0) return null;
  const like = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    eq(users.companyId, companyId),
    ids ? inArray(users.id, ids) : undefined,
    like ? or(ilike(users.uname, like), ilike(users.email, like)) : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.disabled === undefined ? undefined : f.disabled ? isNotNull(users.disabledAt) : isNull(users.disabledAt),
  )!;
}

/**
 * A page of the company's people, newest first. `hideContact`: a reader whose role lacks members.view sees names
 * and roles (colleagues are named everywhere) but no email or mobile.
 */
export async function listUsers(
  db: Db,
  companyId: string,
  q: PeopleFilter & { limit: number; offset: number; hideContact?: boolean },
): Promise<{ list: User[]; total: number }> {
  const where = whereOf(companyId, q);
  if (!where) return { list: [], total: 0 };
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companyRoles, customRoleOfUser)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const list = rows.map(toUser);
  return { list: q.hideContact ? list.map((u) => ({ ...u, email: '', mobile: null })) : list, total: totalRow?.n ?? 0 };
}

/** The console's member list: in the order people joined (the founder first), with their last sign-in. */
export async function listMembers(db: Db, companyId: string, q: PeopleFilter & { limit: number; offset: number }) {
  const where = whereOf(companyId, q);
  if (!where) return { list: [], total: 0 };
  const lastLogin = sql<Date | string | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ ...userColumns, lastLogin })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(companyRoles, customRoleOfUser)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const list: Member[] = rows.map(({ lastLogin: at, ...row }) => ({
    ...toUser(row),
    // a raw subquery comes back as the driver's text, not through the column's mapping
    last_login_at: at === null ? null : new Date(at).toISOString(),
  }));
  return { list, total: totalRow?.n ?? 0 };
}
