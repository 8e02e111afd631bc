import { MAX_ORDER_MONTHS, PLAN_FEATURES, PLAN_ORDER } from '@huiliu/core';
import { z } from 'zod';
import { call, page } from './call';
import { bit, count, id, idString, paging, timestamp } from './fields';

// issue 13 billing — spec §7 Company (/v1/api/main/company) and the company console's products; the spec gives the
// paths only: methods beyond the spec's, inputs and every shape are ours (docs/rest-contract-company.md "billing").

const BASE = '/v1/api/main/company';

export const plan = z.enum(PLAN_ORDER);
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const BALANCE_CHANGE_KINDS = ['payment', 'expiry'] as const;

export const PlanLimitsShape = z.strictObject({
  max_enabled_pipelines: count,
  max_runs_per_month: count,
  max_steps_per_pipeline: count,
  paid_apps: bit,
});

/** A plan as sold (spec §2 "product pricing"): prices in fen, its limits and what it adds over the plan below. */
export const Product = z.strictObject({
  product_id: plan,
  name: z.string(),
  rank: count,
  price_monthly: count,
  price_yearly: count,
  limits: PlanLimitsShape,
  adds: z.array(z.enum(PLAN_FEATURES)),
});
export type Product = z.output<typeof Product>;

const Usage = z.strictObject({ used: count, limit: count });

/** Each limit of the company's plan with its use now (spec §1 plan limits). */
export const Quotas = z.strictObject({
  plan,
  plan_name: z.string(),
  /** The company's zone: the month's runs are counted in it. */
  time_zone: z.string(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  month_start: timestamp,
  month_end: timestamp,
  /** When the paid period ends (the plan falls back to free then); null on free. */
  expiration_time: timestamp.nullable(),
  enabled_pipelines: Usage,
  runs_this_month: Usage,
  /** used: the steps of the company's largest pipeline, trigger included. */
  largest_pipeline_steps: Usage,
  paid_apps: z.strictObject({ allowed: bit, pipelines_using: count }),
});
export type Quotas = z.output<typeof Quotas>;

/** spec §3 Company fee: the paid period the company is in; `buyer_ids` are the people who may buy (billing.manage). */
export const CompanyFee = z.strictObject({
  plan,
  plan_name: z.string(),
  amount: count,
  remaining_amount: count,
  create_time: timestamp.nullable(),
  expiration_time: timestamp.nullable(),
  buyer_ids: z.array(id),
});

/** What the company holds now. */
export const CompanyResource = z.strictObject({
  pipelines: count,
  enabled_pipelines: count,
  runs_this_month: count,
  accounts: count,
  data_tables: count,
  variables: count,
  members: count,
});

export const Order = z.strictObject({
  order_id: id,
  product_id: plan,
  product_name: z.string(),
  months: count,
  amount: count,
  status: z.enum(ORDER_STATUSES),
  provider: z.string(),
  buyer_id: id,
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  /** The fee period the payment made (after it), null until paid. */
  period_start: timestamp.nullable(),
  period_end: timestamp.nullable(),
});
export type Order = z.output<typeof Order>;

export const BillingAmounts = z.strictObject({
  paid_total: count,
  refunded_total: count,
  /** remaining_amount of the running period. */
  balance: count,
  order_count: count,
  paid_order_count: count,
});

/** One entry of the fee ledger: a payment (+amount) or the end of a paid period (0, the plan back to free). */
export const BalanceChange = z.strictObject({
  change_id: id,
  kind: z.enum(BALANCE_CHANGE_KINDS),
  amount: z.number().int(),
  /** The plan after the change. */
  plan,
  period_end: timestamp.nullable(),
  order_id: id.nullable(),
  remark: z.string(),
  created_at: timestamp,
});

/** A monthly statement: the plan at the month's end (or now), the runs it used, what was paid in it. */
export const Bill = z.strictObject({ period: z.string(), plan, runs_used: count, run_limit: count, amount: count });

/** Where the buyer pays: the provider's trade page (a path of the public port for the sandbox). */
export const TradePage = z.strictObject({ order_id: id, trade_page_url: z.string(), expires_at: timestamp });

export const OrderPayStatus = z.strictObject({
  order_id: id,
  status: z.enum(ORDER_STATUSES),
  paid_at: timestamp.nullable(),
  /** The company's plan now (what /plan shows once paid). */
  plan,
});

export const PaidAppCheck = z.strictObject({
  plan,
  allowed: bit,
  /** The paid apps among those asked about, when the plan does not allow them (spec §2 notice 3003). */
  blocked: z.array(z.strictObject({ app_id: z.string(), app_name: z.string() })),
});

/** Billing notices: who hears, in-app and by mail, when runs pass 80 % / 100 % of the plan or the plan is about to end. */
export const BillingNotice = z.strictObject({
  quota_notice: bit,
  expiry_notice: bit,
  email_notice: bit,
  /** Empty: the people who may buy (billing.manage). */
  notified_users: z.array(id),
  emails: z.array(z.string()),
  /** How many days before the end the expiry notice goes out. */
  expiry_days: count,
});
export type BillingNotice = z.output<typeof BillingNotice>;

const orderIdBody = z.object({ order_id: idString });
const email = z.string().trim().max(200).pipe(z.email('邮箱格式不正确'));

/** The company's plan, usage, fee and orders — spec §7 Company; products from the company console. */
export const companyBilling = {
  products: call({ method: 'GET', path: '/v1/api/base/products', reply: z.strictObject({ list: z.array(Product) }) }),
  quotas: call({ method: 'GET', path: `${BASE}/quotas`, reply: Quotas }),
  balance: call({ method: 'GET', path: `${BASE}/balance`, reply: CompanyFee }),
  resource: call({ method: 'GET', path: `${BASE}/resource`, reply: CompanyResource }),
  /** Newest first. */
  orders: call({
    method: 'GET',
    path: `${BASE}/orders`,
    query: z.object({ status: z.enum(ORDER_STATUSES).optional(), ...paging }),
    reply: page(Order),
  }),
  amounts: call({ method: 'GET', path: `${BASE}/amounts`, reply: BillingAmounts }),
  /** Newest first. */
  balanceChanges: call({ method: 'GET', path: `${BASE}/balanceChanges`, query: z.object(paging), reply: page(BalanceChange) }),
  /** The last `months` calendar months in the company's zone, newest first. */
  bills: call({
    method: 'POST',
    path: `${BASE}/bills`,
    body: z.object({ months: z.number().int().min(1).max(24).default(12) }).default({ months: 12 }),
    reply: z.strictObject({ list: z.array(Bill) }),
  }),
  /** A new trade page link for a pending order of the company (the old one expired or was closed). */
  payment: call({ method: 'POST', path: `${BASE}/payment`, body: orderIdBody, reply: TradePage }),
  /** Given app ids or a pipeline, the paid apps the plan does not allow (spec §7 keeps the trailing slash). */
  checkApps: call({
    method: 'POST',
    path: `${BASE}/check/apps/`,
    body: z
      .object({ app_ids: z.array(z.string().min(1).max(40)).max(100).optional(), process_id: idString.optional() })
      .refine((b) => b.app_ids !== undefined || b.process_id !== undefined, '请提供 app_ids 或 process_id'),
    reply: PaidAppCheck,
  }),
  /** An order's payment status; a pending one is first asked of its provider (a lost notification is caught up). */
  checkpay: call({ method: 'POST', path: `${BASE}/checkpay/`, body: orderIdBody, reply: OrderPayStatus }),
  msgRelated: call({ method: 'POST', path: `${BASE}/msg-related`, reply: BillingNotice }),
  savemsg: call({
    method: 'POST',
    path: `${BASE}/savemsg`,
    body: z.object({
      quota_notice: bit,
      expiry_notice: bit,
      email_notice: bit,
      notified_users: z.array(idString).max(50).default([]),
      emails: z.array(email).max(20).default([]),
      expiry_days: z.number().int().min(1).max(30).default(7),
    }),
    reply: BillingNotice,
  }),
};

export const orderMonths = z.number().int().min(1).max(MAX_ORDER_MONTHS);
