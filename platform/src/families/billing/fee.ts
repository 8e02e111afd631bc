import type { CompanyFee } from '@huiliu/contract';
import { isPlanName, newId, PLAN_NAMES, remainingAmount, type FeePeriod, type PlanName } from '@huiliu/core';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import { companies, companyRoles, users } from '../../db/schema';
import { balanceChanges, companyFees } from '../../db/schema-billing';
import { rolePermissions } from '../roles/grants';
import type { BillingDeps } from './deps';

export type FeeRow = typeof companyFees.$inferSelect;

/** A stored plan name as core's; anything else (an operator's typo) reads as free, as `planLimits` does. */
export const planOf = (plan: string): PlanName => (isPlanName(plan) ? plan : 'free');

/** The paid period a fee row holds, unless its end was already handled. */
export function periodOf(row: FeeRow | undefined): FeePeriod | null {
  if (!row || row.expiredAt) return null;
  return { plan: planOf(row.plan), amount: row.amount, start: row.startsAt, end: row.expiresAt };
}

/** Serialises what changes a company's plan: payments and the end of a period. */
export async function lockCompanyRow(tx: Db, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function lockFee(tx: Db, companyId: string): Promise<FeeRow | undefined> {
  const [row] = await tx.select().from(companyFees).where(eq(companyFees.companyId, companyId)).for('update');
  return row;
}

/**
 * What happens when a paid period ends (issue 13 billing, docs/rest-contract-company.md "Expiry"): the company falls
 * back to free at its expiration_time, the ledger says so, and the limits follow. One conditional update, so the sweep
 * of several platform processes and a payment arriving at the same moment end a period exactly once.
 */
export async function expireWithin(tx: Db, companyId: string, now: Date): Promise<boolean> {
  // the company row first, as a payment does: the two never wait on each other in opposite orders
  await lockCompanyRow(tx, companyId);
  const [ended] = await tx
    .update(companyFees)
    .set({ expiredAt: now, updatedAt: now })
    .where(and(eq(companyFees.companyId, companyId), isNull(companyFees.expiredAt), lte(companyFees.expiresAt, now)))
    .returning();
  if (!ended) return false;
  await tx.update(companies).set({ plan: 'free' }).where(eq(companies.id, companyId));
  await tx.insert(balanceChanges).values({
    id: newId(),
    companyId,
    kind: 'expiry',
    amount: 0,
    plan: 'free',
    periodEnd: ended.expiresAt,
    remark: `${PLAN_NAMES[planOf(ended.plan)]}已到期，恢复为免费版`,
    createdAt: now,
  });
  return true;
}

/** Ends the company's period if it is over (before any billing read, so /plan never shows an ended plan). */
export async function settleExpiry(deps: BillingDeps, companyId: string): Promise<void> {
  const now = deps.now();
  const ended = await deps.db.transaction((tx) => expireWithin(tx, companyId, now));
  if (ended) deps.planChanged(companyId);
}

/** The sweep: every company whose paid period is over (run every minute by the billing routes). */
export async function expireDuePlans(deps: BillingDeps): Promise<string[]> {
  const due = await deps.db
    .select({ companyId: companyFees.companyId })
    .from(companyFees)
    .where(and(isNull(companyFees.expiredAt), lte(companyFees.expiresAt, deps.now())))
    .limit(500);
  for (const { companyId } of due) await settleExpiry(deps, companyId);
  return due.map((d) => d.companyId);
}

/** The people of the company who may buy (billing.manage): the owner, and custom roles that grant it. */
export async function buyerIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, role: users.role, custom: companyRoles.permissions })
    .from(users)
    .leftJoin(companyRoles, and(eq(sql`${companyRoles.id}::text`, users.role), eq(companyRoles.companyId, users.companyId)))
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt))
    .limit(1000);
  return rows.filter((r) => rolePermissions(r.role, r.custom).has('billing.manage')).map((r) => r.id);
}

export async function companyPlan(db: Db, companyId: string): Promise<PlanName> {
  const [row] = await db.select({ plan: companies.plan }).from(companies).where(eq(companies.id, companyId));
  return planOf(row?.plan ?? 'free');
}

/** GET /company/balance: spec §3 company fee of the running period (zeros and nulls without one). */
export async function companyFee(deps: BillingDeps, companyId: string): Promise<z.input<typeof CompanyFee>> {
  await settleExpiry(deps, companyId);
  const now = deps.now();
  const [plan, [row], buyers] = await Promise.all([
    companyPlan(deps.db, companyId),
    deps.db.select().from(companyFees).where(eq(companyFees.companyId, companyId)),
    buyerIds(deps.db, companyId),
  ]);
  const period = periodOf(row);
  return {
    plan,
    plan_name: PLAN_NAMES[plan],
    amount: period?.amount ?? 0,
    remaining_amount: period ? remainingAmount(period, now) : 0,
    create_time: period?.start.toISOString() ?? null,
    expiration_time: period?.end.toISOString() ?? null,
    buyer_ids: buyers,
  };
}
