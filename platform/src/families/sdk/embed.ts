import { randomBytes } from 'node:crypto';
import { AppError, SDK_USER_TOKEN_LIFETIME_S, canonicalOrigin, lookupAppId } from '@huiliu/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { companies, sessions, users } from '../../db/schema';
import { sdkCompanies, sdkPageConfigs, sdkPartners, sdkSessions, sdkUsers } from '../../db/schema-sdk';
import { listApps } from '../app-catalogue/views';
import { hashToken, type Auth } from '../user/sessions';
import type { Partner } from './gate';
import { pageConfig, pageRowOf } from './pages';
import { companyOf, sdkUserById } from './people';

/** `domain`, when given, must be one of the partner's origins (4290); answers it as browsers spell it. */
export function allowedDomain(partner: Pick<Partner, 'domains'>, domain: string | undefined): string | null {
  if (domain === undefined || domain === '') return null;
  const origin = canonicalOrigin(domain);
  if (!origin || !partner.domains.includes(origin)) throw new AppError('SDK_DOMAIN_NOT_ALLOWED');
  return origin;
}

export async function getPageCfg(db: Db, partner: Partner, cfgId: string, domain: string | undefined) {
  allowedDomain(partner, domain);
  return pageConfig(db, partner, cfgId);
}

/**
 * A normal session (sha256-stored) of 2 h for an embedded user, remembering the page configuration and domain; the
 * embedded UI opens `embed_url` and moves the token out of the fragment at once.
 */
export async function userToken(
  db: Db,
  partner: Partner,
  input: { company_identification?: string | undefined; user_identify: string; cfg_id: string; domain?: string | undefined },
  publicOrigin: string,
) {
  const company = await companyOf(db, partner, input.company_identification);
  const page = await pageRowOf(db, partner.id, input.cfg_id);
  const domain = allowedDomain(partner, input.domain);
  const [user] = await db
    .select({ userId: users.id, disabledAt: users.disabledAt })
    .from(users)
    .innerJoin(sdkUsers, eq(sdkUsers.userId, users.id))
    .where(and(eq(users.companyId, company.companyId), eq(sdkUsers.userIdentify, input.user_identify), eq(sdkUsers.partnerId, partner.id)))
    .limit(1);
  if (!user) throw new AppError('SDK_USER_UNKNOWN');
  if (user.disabledAt) throw new AppError('USER_DISABLED');
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db.transaction(async (tx) => {
    await tx
      .insert(sessions)
      .values({ tokenHash, userId: user.userId, companyId: company.companyId, expiresAt: new Date(Date.now() + SDK_USER_TOKEN_LIFETIME_S * 1000) });
    await tx.insert(sdkSessions).values({ tokenHash, partnerId: partner.id, cfgId: page.id, domain });
  });
  return { user_token: token, expires_in: SDK_USER_TOKEN_LIFETIME_S, embed_url: `${publicOrigin}/embed/${page.id}#token=${token}` };
}

/** The SDK session a user_token names: live, not revoked, and one of this partner's. */
async function liveSdkSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      expiresAt: sessions.expiresAt,
      partnerId: sdkSessions.partnerId,
      cfgId: sdkSessions.cfgId,
      domain: sdkSessions.domain,
    })
    .from(sdkSessions)
    .innerJoin(sessions, eq(sessions.tokenHash, sdkSessions.tokenHash))
    .where(and(eq(sdkSessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

export async function getUserinfo(db: Db, partner: Partner, userTokenText: string) {
  const session = await liveSdkSession(db, hashToken(userTokenText));
  if (!session || session.partnerId !== partner.id) throw new AppError('SDK_USER_TOKEN_INVALID');
  return sdkUserById(db, partner, session.userId);
}

/** login_info: the embedded UI's session. A session that did not come from user_token is not one (4294). */
export async function loginInfo(db: Db, auth: Auth) {
  const session = await liveSdkSession(db, auth.tokenHash);
  if (!session) throw new AppError('SDK_USER_TOKEN_INVALID');
  const [row] = await db
    .select({ userName: users.uname, companyName: companies.name, corpId: sdkPartners.corpId, partnerCompanyId: sdkPartners.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(sdkPartners, eq(sdkPartners.id, session.partnerId))
    .where(and(eq(users.id, auth.userId), eq(users.companyId, auth.companyId)))
    .limit(1);
  if (!row) throw new AppError('SDK_USER_TOKEN_INVALID');
  const page = await pageConfig(db, { id: session.partnerId, companyId: row.partnerCompanyId }, session.cfgId);
  return {
    user_id: auth.userId,
    user_name: row.userName,
    company_id: auth.companyId,
    company_name: row.companyName,
    corp_id: row.corpId,
    domain: session.domain,
    page,
    expires_at: session.expiresAt.toISOString(),
  };
}

/**
 * The partners a company belongs to: its own partner row and the partner that created it — both, when a company some
 * partner made became a partner itself (one of them picked at random would refuse the other's pages).
 */
async function partnerIdsOfCompany(db: Db, companyId: string): Promise<string[]> {
  const own = await db.select({ id: sdkPartners.id }).from(sdkPartners).where(eq(sdkPartners.companyId, companyId));
  const creators = await db.select({ id: sdkCompanies.partnerId }).from(sdkCompanies).where(eq(sdkCompanies.companyId, companyId));
  return [...own, ...creators].map((r) => r.id);
}

/**
 * jjy/app (spec §7): the apps a page offers its user — its fixed list, else every listed app the company may use
 * (deny by default: a fixed open app the company may not see is left out, as if unknown). The page must be one of
 * the caller's company's partner; company_id and user_id, when sent, must be the caller's own (else unknown, 4004).
 */
export async function jjyApps(
  db: Db,
  catalogue: Catalogue,
  auth: Auth,
  q: { page_id: string; company_id?: string | undefined; user_id?: string | undefined },
) {
  if ((q.company_id !== undefined && q.company_id !== auth.companyId) || (q.user_id !== undefined && q.user_id !== auth.userId)) {
    throw new AppError('NOT_FOUND');
  }
  let page: Awaited<ReturnType<typeof pageRowOf>> | undefined;
  for (const partnerId of await partnerIdsOfCompany(db, auth.companyId)) {
    page ??= await pageRowOf(db, partnerId, q.page_id).catch(() => undefined);
  }
  if (!page) throw new AppError('SDK_PAGE_CFG_UNKNOWN');
  // the apps the caller's company may use — open apps included (its own, public ones, its partner's private ones)
  const fixed = new Set(page.appIds.map((id) => lookupAppId(id)));
  const list = listApps(catalogue, {}, auth.companyId).filter((app) => fixed.size === 0 || fixed.has(app.app_id));
  return { list, total: list.length };
}

/** Public: the origins that may frame a page configuration (unknown → 4289, and the gateway frames it nowhere). */
export async function embedPolicy(db: Db, cfgId: string) {
  if (!/^\d{1,19}$/.test(cfgId)) throw new AppError('SDK_PAGE_CFG_UNKNOWN');
  const [row] = await db
    .select({ domains: sdkPartners.domains, disabledAt: sdkPartners.disabledAt })
    .from(sdkPageConfigs)
    .innerJoin(sdkPartners, eq(sdkPartners.id, sdkPageConfigs.partnerId))
    .where(eq(sdkPageConfigs.id, cfgId))
    .limit(1);
  if (!row) throw new AppError('SDK_PAGE_CFG_UNKNOWN');
  return { cfg_id: cfgId, domains: row.disabledAt ? [] : row.domains };
}
