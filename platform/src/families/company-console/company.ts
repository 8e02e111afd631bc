import type { CompanyInfo } from '@huiliu/contract';
import { AppError, canonicalTimeZone } from '@huiliu/core';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, users } from '../../db/schema';
import { forgetCompanySessions } from '../user/sessions';

/** spec §7 Company console "company info": the company, its owners and how many people it has (disabled ones aside). */
export async function companyInfo(db: Db, companyId: string): Promise<CompanyInfo> {
  const active = and(eq(users.companyId, companyId), isNull(users.disabledAt));
  const [[company], owners, [members]] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, companyId)).limit(1),
    db
      .select({ id: users.id })
      .from(users)
      .where(and(active, eq(users.role, 'owner')))
      .orderBy(asc(users.createdAt), asc(users.id)),
    db.select({ n: count() }).from(users).where(active),
  ]);
  // the session that asked was loaded with this company: it cannot be missing but under a concurrent delete
  if (!company) throw new AppError('NOT_FOUND');
  return {
    company_id: company.id,
    name: company.name,
    plan: company.plan,
    time_zone: company.timeZone,
    created_at: company.createdAt.toISOString(),
    owner_ids: owners.map((o) => o.id),
    member_count: members?.n ?? 0,
  };
}

/**
 * Renames the company or moves it to another IANA time zone (4251 for anything else). A new zone reaches what caches
 * the old one at once: the sessions (date filters of find data, uploads) and, through `companyChanged`, the engine's
 * pipelines and schedules.
 */
export async function updateCompany(
  db: Db,
  companyId: string,
  input: { name?: string | undefined; time_zone?: string | undefined },
  companyChanged: (companyId: string) => Promise<void>,
): Promise<CompanyInfo> {
  const timeZone = input.time_zone === undefined ? undefined : canonicalTimeZone(input.time_zone);
  if (timeZone === null) throw new AppError('TIME_ZONE_INVALID');
  const set = { ...(input.name !== undefined ? { name: input.name } : {}), ...(timeZone !== undefined ? { timeZone } : {}) };
  if (Object.keys(set).length > 0) {
    const [before] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
    await db.update(companies).set(set).where(eq(companies.id, companyId));
    if (timeZone !== undefined && timeZone !== before?.timeZone) {
      forgetCompanySessions(db, companyId);
      await companyChanged(companyId);
    }
  }
  return companyInfo(db, companyId);
}
