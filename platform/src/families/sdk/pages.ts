import type { SdkPageConfig } from '@huiliu/contract';
import { AppError, isBuiltinRole, newId, type SdkScreen } from '@huiliu/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sdkPageConfigs } from '../../db/schema-sdk';
import { assertMayAssign } from '../roles/guard';
import { resolveGrant } from '../roles/repository';
import type { Auth } from '../user/sessions';
import type { Partner } from './gate';
import { endEmbedSessions } from './end-sessions';
import { ownPartner } from './partners';

type PageRow = typeof sdkPageConfigs.$inferSelect;

async function toPageConfig(db: Db, partner: Pick<Partner, 'companyId'>, row: PageRow): Promise<SdkPageConfig> {
  const roleName = await resolveGrant(db, partner.companyId, row.role).then(
    (g) => g.name,
    () => '',
  );
  return {
    cfg_id: row.id,
    name: row.name,
    role: row.role,
    role_name: roleName,
    hidden_nav: row.hiddenNav ? 1 : 0,
    screens: row.screens as SdkScreen[],
    app_ids: row.appIds,
    landing: row.landing,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page configuration of the partner; another partner's or a malformed id is unknown (4289). */
export async function pageRowOf(db: Db, partnerId: string, cfgId: string): Promise<PageRow> {
  if (!/^\d{1,19}$/.test(cfgId)) throw new AppError('SDK_PAGE_CFG_UNKNOWN');
  const [row] = await db
    .select()
    .from(sdkPageConfigs)
    .where(and(eq(sdkPageConfigs.id, cfgId), eq(sdkPageConfigs.partnerId, partnerId)))
    .limit(1);
  if (!row) throw new AppError('SDK_PAGE_CFG_UNKNOWN');
  return row;
}

export async function pageConfig(db: Db, partner: Pick<Partner, 'id' | 'companyId'>, cfgId: string): Promise<SdkPageConfig> {
  return toPageConfig(db, partner, await pageRowOf(db, partner.id, cfgId));
}

export async function listPageConfigs(db: Db, auth: Auth) {
  const partner = await ownPartner(db, auth);
  const rows = await db.select().from(sdkPageConfigs).where(eq(sdkPageConfigs.partnerId, partner.id)).orderBy(asc(sdkPageConfigs.createdAt));
  return { list: await Promise.all(rows.map((r) => toPageConfig(db, partner, r))) };
}

interface PageInput {
  cfg_id?: string | undefined;
  name: string;
  role: string;
  hidden_nav: 0 | 1;
  screens: SdkScreen[];
  app_ids: string[];
  landing: string;
}

/**
 * Creates or replaces a page configuration. Its role is given to embedded users, so the developer may name only a
 * role they could give a colleague (issue 13 grant rules); a custom role must be one of the partner's own company.
 */
export async function savePageConfig(db: Db, auth: Auth, input: PageInput): Promise<SdkPageConfig> {
  const partner = await ownPartner(db, auth);
  const grant = await resolveGrant(db, partner.companyId, input.role);
  assertMayAssign(auth, grant, null);
  const values = {
    name: input.name,
    role: input.role,
    hiddenNav: input.hidden_nav === 1,
    screens: [...new Set(input.screens)],
    appIds: [...new Set(input.app_ids)],
    landing: input.landing,
  };
  if (input.cfg_id !== undefined) {
    await pageRowOf(db, partner.id, input.cfg_id);
    const [row] = await db
      .update(sdkPageConfigs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(sdkPageConfigs.id, input.cfg_id), eq(sdkPageConfigs.partnerId, partner.id)))
      .returning();
    return toPageConfig(db, partner, row!);
  }
  const [row] = await db
    .insert(sdkPageConfigs)
    .values({ id: newId(), partnerId: partner.id, ...values })
    .returning();
  return toPageConfig(db, partner, row!);
}

export async function deletePageConfig(db: Db, auth: Auth, cfgId: string) {
  const partner = await ownPartner(db, auth);
  await pageRowOf(db, partner.id, cfgId);
  await endEmbedSessions(db, partner.id, cfgId);
  await db.delete(sdkPageConfigs).where(and(eq(sdkPageConfigs.id, cfgId), eq(sdkPageConfigs.partnerId, partner.id)));
  return { cfg_id: cfgId };
}

/**
 * The role a page configuration gives a user of `companyId`: a built-in role anywhere; a custom role only in the
 * partner's own company (custom roles are per company, so it would grant nothing elsewhere).
 */
export function roleForCompany(page: Pick<PageRow, 'role'>, partner: Pick<Partner, 'companyId'>, companyId: string): string {
  if (isBuiltinRole(page.role) || companyId === partner.companyId) return page.role;
  throw new AppError('ROLE_NOT_FOUND', '页面配置使用的自定义角色只属于合作方自己的公司，不能用于其他公司的用户');
}
