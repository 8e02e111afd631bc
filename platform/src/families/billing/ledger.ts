import { monthInZone, planLimits, remainingAmount, shiftMonth, type PlanName } from '@huiliu/core';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { balanceChanges, companyFees } from '../../db/schema-billing';
import { runs } from '../../db/schema-engine';
import type { BillingDeps } from './deps';
import { companyPlan, periodOf, planOf, settleExpiry } from './fee';
import { orderTotals } from './orders';
import { companyZone } from './usage';

type ChangeRow = typeof balanceChanges.$inferSelect;

function toChange(row: ChangeRow) {
  return {
    change_id: row.id,
    kind: row.kind,
    amount: row.amount,
    plan: planOf(row.plan),
    period_end: row.periodEnd?.toISOString() ?? null,
    order_id: row.orderId,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /company/balanceChanges: the fee ledger, newest first. */
export async function listBalanceChanges(db: Db, companyId: string, q: { limit: number; offset: number }) {
  const where = eq(balanceChanges.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db.select().from(balanceChanges).where(where).orderBy(desc(balanceChanges.createdAt), desc(balanceChanges.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(balanceChanges).where(where),
  ]);
  return { list: rows.map(toChange), total: total?.n ?? 0 };
}

/** GET /company/amounts: what was paid, refunded (never, by the sandbox) and is left of the running period. */
export async function amounts(deps: BillingDeps, companyId: string) {
  await settleExpiry(deps, companyId);
  const [totals, [fee]] = await Promise.all([
    orderTotals(deps.db, companyId),
    deps.db.select().from(companyFees).where(eq(companyFees.companyId, companyId)),
  ]);
  const period = periodOf(fee);
  return {
    paid_total: totals.paidTotal,
    refunded_total: 0,
    balance: period ? remainingAmount(period, deps.now()) : 0,
    order_count: totals.orderCount,
    paid_order_count: totals.paidCount,
  };
}

/**
 * The plan in force at `instant`, read from the ledger: the last entry before it says which plan and until when (an
 * expiry entry: free). Before the first entry, free — or, for a company that never paid, the plan an operator set.
 */
function planAt(entries: ChangeRow[], instant: Date, fallback: PlanName): PlanName {
  if (entries.length === 0) return fallback;
  const last = entries.filter((e) => e.createdAt <= instant).at(-1);
  if (!last || last.kind === 'expiry' || !last.periodEnd || last.periodEnd <= instant) return 'free';
  return planOf(last.plan);
}

/** POST /company/bills: one statement per calendar month of the company's zone, newest first, this month included. */
export async function bills(deps: BillingDeps, companyId: string, months: number) {
  const { db } = deps;
  await settleExpiry(deps, companyId);
  const now = deps.now();
  const timeZone = await companyZone(db, companyId);
  const current = monthInZone(now, timeZone);
  const periods = Array.from({ length: months }, (_, i) => shiftMonth(current, -i, timeZone));
  const oldest = periods.at(-1)!;
  const [entries, used, plan] = await Promise.all([
    db.select().from(balanceChanges).where(eq(balanceChanges.companyId, companyId)).orderBy(asc(balanceChanges.createdAt), asc(balanceChanges.id)),
    db
      .select({ month: sql<string>`to_char(${runs.createdAt} at time zone ${timeZone}, 'YYYY-MM')`, n: count() })
      .from(runs)
      .where(and(eq(runs.companyId, companyId), gte(runs.createdAt, oldest.start)))
      .groupBy(sql`1`),
    companyPlan(db, companyId),
  ]);
  const runsIn = new Map(used.map((u) => [u.month, u.n]));
  return {
    list: periods.map((month) => {
      const at = month.end < now ? new Date(month.end.getTime() - 1) : now;
      const inForce = planAt(entries, at, plan);
      const paid = entries.filter((e) => e.kind === 'payment' && e.createdAt >= month.start && e.createdAt < month.end);
      return {
        period: month.key,
        plan: inForce,
        runs_used: runsIn.get(month.key) ?? 0,
        run_limit: planLimits(inForce).maxRunsPerMonth,
        amount: paid.reduce((sum, e) => sum + e.amount, 0),
      };
    }),
  };
}
