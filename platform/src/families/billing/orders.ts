import type { Order, OrderStatus } from '@huiliu/contract';
import { AppError, isIdString, isPeriodActive, newId, orderAmount, periodAfterPayment, PLAN_NAMES, planRank, type PlanName } from '@huiliu/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies } from '../../db/schema';
import { balanceChanges, companyFees, orders } from '../../db/schema-billing';
import type { PaymentNotification, PaymentProvider, Trade } from '../pay/provider';
import type { Auth } from '../user/sessions';
import type { BillingDeps } from './deps';
import { companyPlan, expireWithin, lockCompanyRow, lockFee, periodOf, planOf, settleExpiry } from './fee';

export type OrderRow = typeof orders.$inferSelect;

export function toOrder(row: OrderRow): Order {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    order_id: row.id,
    product_id: planOf(row.plan),
    product_name: PLAN_NAMES[planOf(row.plan)],
    months: row.months,
    amount: row.amount,
    status: row.status,
    provider: row.provider,
    buyer_id: row.buyerId,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    cancelled_at: iso(row.cancelledAt),
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
  };
}

async function findOrder(db: Db, companyId: string, orderId: string): Promise<OrderRow | undefined> {
  if (!isIdString(orderId)) return undefined;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  return row;
}

/** Opens the order's trade at its provider and keeps the trade number; the buyer comes back to /plan. */
async function openTrade(deps: BillingDeps, row: OrderRow): Promise<Trade> {
  const plan = planOf(row.plan);
  const trade = await deps.providers
    .get(row.provider)
    .createTrade(
      { orderId: row.id, amount: row.amount, subject: `汇流${PLAN_NAMES[plan]} ${row.months} 个月`, returnPath: `/plan?order_id=${row.id}` },
      deps.now(),
    );
  if (row.tradeNo !== trade.tradeNo) {
    await deps.db
      .update(orders)
      .set({ tradeNo: trade.tradeNo })
      .where(and(eq(orders.id, row.id), eq(orders.companyId, row.companyId)));
    row.tradeNo = trade.tradeNo;
  }
  return trade;
}

/**
 * POST /v1/api/pay/orders: an order of `months` of a plan. The amount is core's price (`orderAmount`), never the
 * client's; free is not sold (4220), nor a lower plan while a higher one runs (4221).
 */
export async function createOrder(deps: BillingDeps, auth: Auth, input: { product_id: PlanName; months: number }) {
  if (input.product_id === 'free') throw new AppError('PLAN_NOT_FOR_SALE');
  await settleExpiry(deps, auth.companyId);
  const now = deps.now();
  const [fee] = await deps.db.select().from(companyFees).where(eq(companyFees.companyId, auth.companyId));
  const period = periodOf(fee);
  if (isPeriodActive(period, now) && planRank(input.product_id) < planRank(period.plan)) throw new AppError('PLAN_DOWNGRADE');
  const [row] = await deps.db
    .insert(orders)
    .values({
      id: newId(),
      companyId: auth.companyId,
      buyerId: auth.userId,
      plan: input.product_id,
      months: input.months,
      amount: orderAmount(input.product_id, input.months),
      provider: deps.providers.default.name,
      createdAt: now,
    })
    .returning();
  const trade = await openTrade(deps, row!);
  return { order: toOrder(row!), trade_page_url: trade.pageUrl, expires_at: trade.expiresAt.toISOString() };
}

/** POST /company/payment: a new trade page link for a pending order (the last one expired or was left). */
export async function repayOrder(deps: BillingDeps, auth: Auth, orderId: string) {
  const row = await findOrder(deps.db, auth.companyId, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  const trade = await openTrade(deps, row);
  return { order_id: row.id, trade_page_url: trade.pageUrl, expires_at: trade.expiresAt.toISOString() };
}

/**
 * The order is paid: in ONE transaction, the conditional update pending → paid, then the plan, the fee period
 * (core `periodAfterPayment`: an unexpired one is extended) and the ledger entry. A second notification of the same
 * order finds it paid and changes nothing (exactly once, also when two arrive at the same moment: the second
 * waits on the order's row and then matches no pending row).
 */
async function markPaid(deps: BillingDeps, order: OrderRow, tradeNo: string): Promise<OrderStatus> {
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, tradeNo })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
      .returning();
    if (!paid) {
      if ((await statusOf(tx, order.id)) === 'paid') return false;
      throw new AppError('ORDER_NOT_PENDING');
    }
    await lockCompanyRow(tx, order.companyId);
    await expireWithin(tx, order.companyId, now);
    const plan = planOf(order.plan);
    const next = periodAfterPayment(periodOf(await lockFee(tx, order.companyId)), { plan, months: order.months, amount: order.amount }, now);
    const period = { plan: next.plan, amount: next.amount, startsAt: next.start, expiresAt: next.end, expiredAt: null, updatedAt: now };
    await tx
      .insert(companyFees)
      .values({ companyId: order.companyId, ...period })
      .onConflictDoUpdate({ target: companyFees.companyId, set: period });
    await tx.update(companies).set({ plan: next.plan }).where(eq(companies.id, order.companyId));
    await tx.insert(balanceChanges).values({
      id: newId(),
      companyId: order.companyId,
      kind: 'payment',
      amount: order.amount,
      plan: next.plan,
      periodEnd: next.end,
      orderId: order.id,
      remark: `购买${PLAN_NAMES[plan]} ${order.months} 个月`,
      createdAt: now,
    });
    await tx.update(orders).set({ periodStart: next.start, periodEnd: next.end }).where(eq(orders.id, order.id));
    return true;
  });
  if (changed) deps.planChanged(order.companyId);
  return 'paid';
}

/** The trade was closed: pending → cancelled once; a paid order cannot be cancelled (4223). */
async function markCancelled(deps: BillingDeps, order: OrderRow): Promise<OrderStatus> {
  const [cancelled] = await deps.db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (cancelled || (await statusOf(deps.db, order.id)) === 'cancelled') return 'cancelled';
  throw new AppError('ORDER_PAID_NOT_CANCELLABLE');
}

async function statusOf(db: Db, orderId: string): Promise<OrderStatus | undefined> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/**
 * A provider's verified notification: the order must be one of its own with the same amount (4225), whatever company
 * it belongs to (a provider knows orders, not companies); an unknown order is 404.
 */
export async function applyNotification(deps: BillingDeps, provider: PaymentProvider, n: PaymentNotification) {
  const [order] = isIdString(n.orderId) ? await deps.db.select().from(orders).where(eq(orders.id, n.orderId)) : [];
  if (!order) throw new AppError('NOT_FOUND');
  if (order.provider !== provider.name || order.amount !== n.amount) throw new AppError('PAY_NOTIFICATION_MISMATCH');
  const status = n.outcome === 'paid' ? await markPaid(deps, order, n.tradeNo) : await markCancelled(deps, order);
  return { order_id: order.id, status };
}

/**
 * POST /company/checkpay/: the order's status. A pending one is first asked of its provider, so a payment whose
 * notification was lost is applied here (the same exactly-once path).
 */
export async function checkPay(deps: BillingDeps, auth: Auth, orderId: string) {
  let row = await findOrder(deps.db, auth.companyId, orderId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'pending' && row.tradeNo) {
    const state = await deps.providers.get(row.provider).queryTrade(row.tradeNo);
    if (state === 'paid') await markPaid(deps, row, row.tradeNo);
    if (state === 'closed') await markCancelled(deps, row);
    row = (await findOrder(deps.db, auth.companyId, orderId))!;
  }
  return { order_id: row.id, status: row.status, paid_at: row.paidAt?.toISOString() ?? null, plan: await companyPlan(deps.db, auth.companyId) };
}

export async function listOrders(db: Db, companyId: string, q: { status?: OrderStatus | undefined; limit: number; offset: number }) {
  const where = and(eq(orders.companyId, companyId), q.status ? eq(orders.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { list: rows.map(toOrder), total: total?.n ?? 0 };
}

/** Totals of the company's orders (GET /company/amounts; nothing is refunded by the sandbox). */
export async function orderTotals(db: Db, companyId: string) {
  const [row] = await db
    .select({
      orders: count(),
      paid: sql<number>`count(*) filter (where ${orders.status} = 'paid')`.mapWith(Number),
      paidTotal: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.status} = 'paid'), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.companyId, companyId));
  return { orderCount: row?.orders ?? 0, paidCount: row?.paid ?? 0, paidTotal: row?.paidTotal ?? 0 };
}
