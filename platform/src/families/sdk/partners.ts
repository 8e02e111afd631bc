import { randomBytes } from 'node:crypto';
import type { SdkPartner } from '@huiliu/contract';
import { AppError, SDK_CORP_ID_PREFIX, canonicalOrigin, newId } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { sdkPartners } from '../../db/schema-sdk';
import { encryptSecret } from '../../secrets';
import type { Auth } from '../user/sessions';
import { endEmbedSessions } from './end-sessions';

type PartnerRow = typeof sdkPartners.$inferSelect;

export function toPartner(row: PartnerRow): SdkPartner {
  return {
    partner_id: row.id,
    company_id: row.companyId,
    corp_id: row.corpId,
    domains: row.domains,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}

/** The company's partner row, or null before its first save. */
export async function partnerRowOf(db: Db, companyId: string): Promise<PartnerRow | null> {
  const [row] = await db.select().from(sdkPartners).where(eq(sdkPartners.companyId, companyId)).limit(1);
  return row ?? null;
}

/** The caller's partner row; administration of page configurations needs one (4291 before the first save). */
export async function ownPartner(db: Db, auth: Auth): Promise<PartnerRow> {
  const row = await partnerRowOf(db, auth.companyId);
  if (!row) throw new AppError('SDK_NOT_PARTNER');
  return row;
}

/** Origins as browsers spell them, each once; a bad one refuses the whole save, naming it. */
export function canonicalDomains(domains: readonly string[]): string[] {
  const out = new Set<string>();
  for (const text of domains) {
    const origin = canonicalOrigin(text);
    if (!origin) throw new AppError('SDK_DOMAIN_INVALID', `域名格式不正确：${text}（请填写如 https://partner.example.com 的来源，不含路径）`);
    out.add(origin);
  }
  return [...out];
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates the partner on the first save (the secret is in this reply only), else changes its domains and state. */
export async function savePartner(db: Db, secretKey: Buffer, auth: Auth, input: { domains: string[]; disabled?: 0 | 1 | undefined }) {
  const domains = canonicalDomains(input.domains);
  const disabledAt = input.disabled === undefined ? undefined : input.disabled === 1 ? new Date() : null;
  const existing = await partnerRowOf(db, auth.companyId);
  if (existing) {
    const [row] = await db
      .update(sdkPartners)
      .set({
        domains,
        updatedAt: sql`now()`,
        ...(disabledAt === undefined ? {} : { disabledAt: existing.disabledAt && disabledAt ? existing.disabledAt : disabledAt }),
      })
      .where(eq(sdkPartners.id, existing.id))
      .returning();
    if (row!.disabledAt && !existing.disabledAt) await endEmbedSessions(db, existing.id);
    return { partner: toPartner(row!), secret: null };
  }
  const secret = newSecret();
  const [row] = await db
    .insert(sdkPartners)
    .values({
      id: newId(),
      companyId: auth.companyId,
      corpId: `${SDK_CORP_ID_PREFIX}${randomBytes(12).toString('hex')}`,
      secretSealed: encryptSecret(secretKey, secret),
      domains,
      createdBy: auth.userId,
      disabledAt: disabledAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  // a second save racing the first: that one made the partner and showed its secret
  if (!row) return { partner: toPartner((await partnerRowOf(db, auth.companyId))!), secret: null };
  return { partner: toPartner(row), secret };
}

/** A new secret, shown once; signatures with the old one fail from now on. */
export async function rotateSecret(db: Db, secretKey: Buffer, auth: Auth) {
  const existing = await ownPartner(db, auth);
  const secret = newSecret();
  const [row] = await db
    .update(sdkPartners)
    .set({ secretSealed: encryptSecret(secretKey, secret), updatedAt: sql`now()` })
    .where(eq(sdkPartners.id, existing.id))
    .returning();
  return { partner: toPartner(row!), secret };
}
