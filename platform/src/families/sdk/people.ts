import type { SdkCompany, SdkUser } from '@huiliu/contract';
import { AppError, newId } from '@huiliu/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, users } from '../../db/schema';
import { sdkCompanies, sdkUsers } from '../../db/schema-sdk';
import { emailExists } from '../user/repository';
import { isUniqueViolation } from '../user/service';
import { forgetUserSessions } from '../user/sessions';
import type { Partner } from './gate';
import { pageRowOf, roleForCompany } from './pages';

/** A company a signed call names: the partner's own when `identification` is absent, else one it created. */
export interface SdkCompanyRef {
  companyId: string;
  identification: string | null;
  name: string;
  plan: string;
  createdAt: Date;
}

export function toSdkCompany(c: SdkCompanyRef): SdkCompany {
  return {
    company_identification: c.identification,
    company_id: c.companyId,
    company_name: c.name,
    plan: c.plan,
    created_at: c.createdAt.toISOString(),
  };
}

export async function companyOf(db: Db, partner: Partner, identification: string | undefined): Promise<SdkCompanyRef> {
  if (identification === undefined) {
    const [own] = await db.select().from(companies).where(eq(companies.id, partner.companyId)).limit(1);
    return { companyId: own!.id, identification: null, name: own!.name, plan: own!.plan, createdAt: own!.createdAt };
  }
  const [row] = await db
    .select({ companyId: companies.id, name: companies.name, plan: companies.plan, createdAt: sdkCompanies.createdAt })
    .from(sdkCompanies)
    .innerJoin(companies, eq(companies.id, sdkCompanies.companyId))
    .where(and(eq(sdkCompanies.partnerId, partner.id), eq(sdkCompanies.companyIdentification, identification)))
    .limit(1);
  if (!row) throw new AppError('SDK_COMPANY_UNKNOWN');
  return { ...row, identification };
}

/** A normal company on the free plan, linked to the partner; the same identification answers the same company. */
export async function createCompany(db: Db, partner: Partner, identification: string, name: string) {
  const existing = await companyOf(db, partner, identification).catch(() => null);
  if (existing) return { ...toSdkCompany(existing), created: 0 as const };
  const companyId = newId();
  const made = await db
    .transaction(async (tx) => {
      await tx.insert(companies).values({ id: companyId, name, plan: 'free' });
      const linked = await tx
        .insert(sdkCompanies)
        .values({ partnerId: partner.id, companyIdentification: identification, companyId })
        .onConflictDoNothing()
        .returning({ companyId: sdkCompanies.companyId });
      // another call made it meanwhile: undo ours (the transaction) and answer theirs
      if (linked.length === 0) throw new RaceLost();
      return true;
    })
    .catch((e: unknown) => {
      if (e instanceof RaceLost) return false;
      throw e;
    });
  const company = await companyOf(db, partner, identification);
  return { ...toSdkCompany(company), created: made ? (1 as const) : (0 as const) };
}

class RaceLost extends Error {}

/** The partner's companies, newest first (admin and query_company_balance). */
export async function partnerCompanies(db: Db, partnerId: string, q: { limit: number; offset: number }, order: 'newest' | 'oldest' = 'newest') {
  const where = eq(sdkCompanies.partnerId, partnerId);
  const rows = await db
    .select({
      companyId: companies.id,
      identification: sdkCompanies.companyIdentification,
      name: companies.name,
      plan: companies.plan,
      createdAt: sdkCompanies.createdAt,
    })
    .from(sdkCompanies)
    .innerJoin(companies, eq(companies.id, sdkCompanies.companyId))
    .where(where)
    .orderBy(order === 'newest' ? desc(sdkCompanies.createdAt) : sdkCompanies.createdAt, sdkCompanies.companyIdentification)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sdkCompanies)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A user's row with what the reply needs. */
async function userRow(db: Db, company: SdkCompanyRef, userIdentify: string) {
  const [row] = await db
    .select({
      userId: users.id,
      uname: users.uname,
      email: users.email,
      mobile: users.mobile,
      role: users.role,
      disabledAt: users.disabledAt,
      hasEmail: sdkUsers.hasEmail,
      cfgId: sdkUsers.cfgId,
      createdAt: sdkUsers.createdAt,
    })
    .from(sdkUsers)
    .innerJoin(users, and(eq(users.id, sdkUsers.userId), eq(users.companyId, sdkUsers.companyId)))
    .where(and(eq(sdkUsers.companyId, company.companyId), eq(sdkUsers.userIdentify, userIdentify)))
    .limit(1);
  return row ?? null;
}

async function sdkUser(db: Db, company: SdkCompanyRef, userIdentify: string): Promise<SdkUser> {
  const row = await userRow(db, company, userIdentify);
  if (!row) throw new AppError('SDK_USER_UNKNOWN');
  return {
    user_id: row.userId,
    user_identify: userIdentify,
    user_name: row.uname,
    user_email: row.hasEmail ? row.email : null,
    user_mobile: row.mobile,
    company_id: company.companyId,
    company_identification: company.identification,
    company_name: company.name,
    role: row.role,
    cfg_id: row.cfgId,
    disabled: row.disabledAt ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

export async function queryUser(db: Db, partner: Partner, identification: string | undefined, userIdentify: string) {
  return sdkUser(db, await companyOf(db, partner, identification), userIdentify);
}

/** An address nobody can receive mail at or sign in with (`.invalid` is reserved), unique per user. */
function placeholderEmail(userId: string): string {
  return `sdk-${userId}@embedded.huiliu.invalid`;
}

/** Embedded users never sign in by password: this is no scrypt hash, so every password check fails. */
const NO_PASSWORD = '!sdk-embedded';

interface UserInput {
  company_identification?: string | undefined;
  user_identify: string;
  user_name: string;
  user_email?: string | undefined;
  user_mobile?: string | undefined;
  cfg_id?: string | undefined;
}

/**
 * A member of the named company with the page configuration's role (viewer without one). The same user_identify
 * answers the existing user unchanged (`created` 0).
 */
export async function createUser(db: Db, partner: Partner, input: UserInput) {
  const company = await companyOf(db, partner, input.company_identification);
  if (await userRow(db, company, input.user_identify)) return { ...(await sdkUser(db, company, input.user_identify)), created: 0 as const };
  const page = input.cfg_id === undefined ? null : await pageRowOf(db, partner.id, input.cfg_id);
  const role = page ? roleForCompany(page, partner, company.companyId) : 'viewer';
  const email = input.user_email?.toLowerCase();
  if (email && (await emailExists(db, email))) throw new AppError('EMAIL_TAKEN');
  const userId = newId();
  const made = await db
    .transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        companyId: company.companyId,
        uname: input.user_name,
        email: email ?? placeholderEmail(userId),
        mobile: input.user_mobile ?? null,
        passwordHash: NO_PASSWORD,
        role,
      });
      await tx.insert(sdkUsers).values({
        partnerId: partner.id,
        companyId: company.companyId,
        userIdentify: input.user_identify,
        userId,
        cfgId: page?.id ?? null,
        hasEmail: email !== undefined,
      });
      return true;
    })
    .catch((e: unknown) => {
      // a racing create_user took the user_identify (answer theirs) or the email (refuse like the check above)
      if (!isUniqueViolation(e)) throw e;
      return false;
    });
  if (!made && !(await userRow(db, company, input.user_identify))) throw new AppError('EMAIL_TAKEN');
  return { ...(await sdkUser(db, company, input.user_identify)), created: made ? (1 as const) : (0 as const) };
}

/** Changes only what it is given; a new role or a disable takes effect at the user's next request. */
export async function modifyUser(db: Db, partner: Partner, input: Partial<UserInput> & { user_identify: string; disabled?: 0 | 1 | undefined }) {
  const company = await companyOf(db, partner, input.company_identification);
  const row = await userRow(db, company, input.user_identify);
  if (!row) throw new AppError('SDK_USER_UNKNOWN');
  const page = input.cfg_id === undefined ? null : await pageRowOf(db, partner.id, input.cfg_id);
  const email = input.user_email?.toLowerCase();
  if (email && email !== row.email && (await emailExists(db, email))) throw new AppError('EMAIL_TAKEN');
  const changes = {
    ...(input.user_name !== undefined ? { uname: input.user_name } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(input.user_mobile !== undefined ? { mobile: input.user_mobile } : {}),
    ...(page ? { role: roleForCompany(page, partner, company.companyId) } : {}),
    ...(input.disabled !== undefined ? { disabledAt: input.disabled === 1 ? (row.disabledAt ?? new Date()) : null } : {}),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0)
      await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.id, row.userId), eq(users.companyId, company.companyId)));
    if (page || email !== undefined) {
      await tx
        .update(sdkUsers)
        .set({ ...(page ? { cfgId: page.id } : {}), ...(email !== undefined ? { hasEmail: true } : {}) })
        .where(eq(sdkUsers.userId, row.userId));
    }
  });
  forgetUserSessions(db, row.userId);
  return sdkUser(db, company, input.user_identify);
}

/** The embedded user behind an SDK session, for get_userinfo. */
export async function sdkUserById(db: Db, partner: Partner, userId: string): Promise<SdkUser> {
  const [link] = await db
    .select({ companyId: sdkUsers.companyId, userIdentify: sdkUsers.userIdentify, identification: sdkCompanies.companyIdentification })
    .from(sdkUsers)
    // this partner's link only: a partner's own company may itself have been made by another partner, whose
    // identification for it would otherwise name a company of this partner's with that name (or none)
    .leftJoin(sdkCompanies, and(eq(sdkCompanies.companyId, sdkUsers.companyId), eq(sdkCompanies.partnerId, partner.id)))
    .where(and(eq(sdkUsers.userId, userId), eq(sdkUsers.partnerId, partner.id)))
    .limit(1);
  if (!link) throw new AppError('SDK_USER_TOKEN_INVALID');
  return queryUser(db, partner, link.identification ?? undefined, link.userIdentify);
}
