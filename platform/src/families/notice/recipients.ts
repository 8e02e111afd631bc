import { isIdString } from '@huiliu/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users } from '../../db/schema';

/** A person a notice goes to, with where to reach them outside the product. */
export interface Recipient {
  id: string;
  email: string;
  mobile: string | null;
}

/**
 * The people of the company among `userIds` who are not disabled, in the order given: ids of other companies,
 * unknown and malformed ids, and people disabled since they were named are simply absent (issue 13: "a person
 * disabled later is skipped").
 */
export async function activePeople(db: Db, companyId: string, userIds: readonly string[]): Promise<Recipient[]> {
  const ids = [...new Set(userIds.filter(isIdString))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), isNull(users.disabledAt)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
