import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './schema';

// issue 13 billing: orders, the company fee (spec §3), its ledger, billing notices and the sandbox provider's book.

/** An order of a plan: created pending, paid or cancelled exactly once through its provider (conditional updates). */
export const orders = pgTable(
  'orders',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    buyerId: id('buyer_id').notNull(),
    /** core PlanName. */
    plan: text('plan').notNull(),
    months: integer('months').notNull(),
    /** fen, from core's price table when the order was made. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    provider: text('provider').notNull(),
    tradeNo: text('trade_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('orders_company_created_idx').on(t.companyId, t.createdAt), uniqueIndex('orders_trade_no_key').on(t.provider, t.tradeNo)],
);

/** spec §3 Company fee: the company's current (or last) paid period; no row: never paid. */
export const companyFees = pgTable('company_fees', {
  companyId: id('company_id')
    .primaryKey()
    .references(() => companies.id),
  plan: text('plan').notNull(),
  amount: integer('amount').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set once the period's end was handled (the plan fell back to free): the sweep's conditional update. */
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The fee ledger (balanceChanges): one payment entry per paid order (unique), one expiry entry per ended period. */
export const balanceChanges = pgTable(
  'balance_changes',
  {
    id: id('id').primaryKey(),
    companyId: id('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: ['payment', 'expiry'] }).notNull(),
    amount: integer('amount').notNull(),
    plan: text('plan').notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    orderId: id('order_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('balance_changes_company_idx').on(t.companyId, t.createdAt), uniqueIndex('balance_changes_order_key').on(t.orderId)],
);

/** Billing notice settings (msg-related / savemsg); no row: the defaults. */
export const billingNoticeSettings = pgTable('billing_notice_settings', {
  companyId: id('company_id')
    .primaryKey()
    .references(() => companies.id),
  quotaNotice: integer('quota_notice').notNull().default(1),
  expiryNotice: integer('expiry_notice').notNull().default(1),
  emailNotice: integer('email_notice').notNull().default(1),
  notifiedUsers: text('notified_users')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  emails: text('emails')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  expiryDays: integer('expiry_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which billing notices went out, so each goes out once: `runs_80` / `runs_100` per month, `expiry` per period end. */
export const billingNoticesSent = pgTable(
  'billing_notices_sent',
  {
    companyId: id('company_id').notNull(),
    kind: text('kind').notNull(),
    /** 'YYYY-MM' for the run notices, the period's end (ISO) for the expiry one. */
    period: text('period').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.period] })],
);

/** The built-in sandbox provider's own book of trades: what it would keep on its side as a real provider does. */
export const sandboxTrades = pgTable(
  'pay_sandbox_trades',
  {
    tradeNo: text('trade_no').primaryKey(),
    orderId: id('order_id').notNull(),
    amount: integer('amount').notNull(),
    subject: text('subject').notNull(),
    returnPath: text('return_path').notNull(),
    status: text('status', { enum: ['open', 'paid', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pay_sandbox_trades_order_idx').on(t.orderId)],
);
