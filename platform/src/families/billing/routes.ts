import type { Scheduler } from '../../runtime/types';
import { companyBilling } from '@huiliu/contract';
import { AppError, isIdString, lookupAppId, PLAN_NAMES, PLAN_ORDER, PLAN_PRICES, planLimits, planRank } from '@huiliu/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pipelines } from '../../db/schema';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { BillingDeps } from './deps';
import { companyFee, companyPlan, expireDuePlans } from './fee';
import { amounts, bills, listBalanceChanges } from './ledger';
import { noticeExpiringPlans, noticeSettings, saveNoticeSettings } from './notices';
import { checkPay, listOrders, repayOrder } from './orders';
import { quotas, resource } from './usage';
import { keepScheduled } from '../../runtime/fixed-jobs';

const sweeps = new WeakMap<FastifyInstance, () => Promise<void>>();

/** Runs the billing sweep of a built platform now (tests move the billing clock, then sweep). */
export function runBillingSweep(app: FastifyInstance): Promise<void> {
  const sweep = sweeps.get(app);
  if (!sweep) throw new Error('not a platform app');
  return sweep();
}

/** How often a platform process looks for paid periods that ended or are about to (each is handled once). */
export const BILLING_SWEEP_MS = 60_000;

/** spec §2 product pricing: the plans side by side, from core's tables. */
export function products() {
  return {
    list: PLAN_ORDER.map((plan) => {
      const limits = planLimits(plan);
      return {
        product_id: plan,
        name: PLAN_NAMES[plan],
        rank: planRank(plan),
        price_monthly: PLAN_PRICES[plan].monthly,
        price_yearly: PLAN_PRICES[plan].yearly,
        limits: {
          max_enabled_pipelines: limits.maxEnabledPipelines,
          max_runs_per_month: limits.maxRunsPerMonth,
          max_steps_per_pipeline: limits.maxStepsPerPipeline,
          paid_apps: limits.paidApps ? (1 as const) : (0 as const),
        },
        adds: [...PLAN_PRICES[plan].adds],
      };
    }),
  };
}

/** spec §7 Company — the plan, its use, the fee and orders (docs/rest-contract-company.md "billing"). */
export function billingRoutes(app: FastifyInstance, deps: BillingDeps, scheduler: Scheduler): void {
  const { db } = deps;
  route(app, companyBilling.products, async () => products());
  route(app, companyBilling.quotas, async (req) => quotas(deps, authOf(req).companyId));
  route(app, companyBilling.balance, async (req) => companyFee(deps, authOf(req).companyId));
  route(app, companyBilling.resource, async (req) => resource(deps, authOf(req).companyId));
  route(app, companyBilling.orders, async (req) => listOrders(db, authOf(req).companyId, req.query));
  route(app, companyBilling.amounts, async (req) => amounts(deps, authOf(req).companyId));
  route(app, companyBilling.balanceChanges, async (req) => listBalanceChanges(db, authOf(req).companyId, req.query));
  route(app, companyBilling.bills, async (req) => bills(deps, authOf(req).companyId, req.body.months));
  route(app, companyBilling.payment, async (req) => repayOrder(deps, authOf(req), req.body.order_id));
  route(app, companyBilling.checkpay, async (req) => checkPay(deps, authOf(req), req.body.order_id));
  route(app, companyBilling.msgRelated, async (req) => noticeSettings(db, authOf(req).companyId));
  route(app, companyBilling.savemsg, async (req) => saveNoticeSettings(db, authOf(req).companyId, req.body));

  // spec §2 notice 3003: which of these apps the plan does not allow (apps by their lookup id, spec §5)
  route(app, companyBilling.checkApps, async (req) => {
    const { companyId } = authOf(req);
    let appIds = req.body.app_ids ?? [];
    if (req.body.process_id !== undefined) {
      const [pipeline] = isIdString(req.body.process_id)
        ? await db
            .select({ appIds: pipelines.appIds })
            .from(pipelines)
            .where(and(eq(pipelines.id, req.body.process_id), eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt)))
        : [];
      if (!pipeline) throw new AppError('NOT_FOUND');
      appIds = [...appIds, ...pipeline.appIds];
    }
    const plan = await companyPlan(db, companyId);
    const allowed = planLimits(plan).paidApps;
    const paid = [...new Set(appIds.map(lookupAppId))].flatMap((id) => {
      const app = deps.catalogue.get(id, companyId);
      return app?.paid ? [{ app_id: app.app_id, app_name: app.name }] : [];
    });
    return { plan, allowed: allowed ? (1 as const) : (0 as const), blocked: allowed ? [] : paid };
  });

  // the end of paid periods and the notices before it, once a minute in every process (each handled once)
  const sweep = async () => {
    try {
      await expireDuePlans(deps);
      await noticeExpiringPlans(deps);
    } catch (err) {
      deps.log.error({ err }, '计费：到期检查失败');
    }
  };
  sweeps.set(app, sweep);
  // on the engine's scheduler, not a timer of its own: with several processes the sweep runs once per tick
  keepScheduled(app, scheduler, BILLING_SWEEP_JOB, { intervalMs: BILLING_SWEEP_MS }, sweep);
}

const BILLING_SWEEP_JOB = 'billing-sweep';
