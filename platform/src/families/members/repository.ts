import type { User } from '@huiliu/contract';
import { isIdString } from '@huiliu/core';
import { and, count, eq, inArray, desc } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, companyRoles, users } from '../../db/schema';
import { customRoleOfUser, toUser, userColumns } from '../user/repository';

/** A page of the company's people, optionally restricted to ids (unknown and foreign ids are absent). */
export async function listUsers(
  db: Db,
  companyId: string,
  q: { ids?: string[] | undefined; limit: number; offset: number },
): Promise<{ list: User[]; total: number }> {
  const ids = q.ids?.filter(isIdString);
  if (ids && ids.length === 0) return { list: [], total: 0 };
  const where = and(eq(users.companyId, companyId), ids ? inArray(users.id, ids) : undefined);
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
  return { list: rows.map(toUser), total: totalRow?.n ?? 0 };
}
