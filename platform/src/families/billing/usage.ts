import type { CompanyResource, Quotas } from '@huiliu/contract';
import { monthInZone, PLAN_NAMES, planLimits, type PlanName } from '@huiliu/core';
import { and, arrayOverlaps, count, eq, gte, isNull, lt, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Catalogue } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { companies, pipelines, users } from '../../db/schema';
import { appAccounts } from '../../db/schema-apps';
import { datasources, envVariables, runs } from '../../db/schema-engine';
import type { BillingDeps } from './deps';
import { companyFee } from './fee';

const live = (companyId: string) => and(eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt));

export async function companyZone(db: Db, companyId: string): Promise<string> {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return row?.timeZone ?? 'Asia/Shanghai';
}

/** Runs of the company created in [from, to): the same rows the engine's run quota counts. */
export async function runsBetween(db: Db, companyId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(runs)
    .where(and(eq(runs.companyId, companyId), gte(runs.createdAt, from), lt(runs.createdAt, to)));
  return row?.n ?? 0;
}

const one = async (rows: Promise<Array<{ n: number | null }>>) => (await rows)[0]?.n ?? 0;

/** The catalogue's paid apps (spec §1: only plans that allow paid apps may use them). */
export function paidAppIds(catalogue: Catalogue): string[] {
  return catalogue
    .all()
    .filter((app) => app.paid === true)
    .map((app) => app.app_id);
}

/** GET /company/quotas: each limit of the plan with its current use (spec §1 plan limits, issue 13). */
export async function quotas(deps: BillingDeps, companyId: string): Promise<z.input<typeof Quotas>> {
  const { db } = deps;
  // the fee first: it ends a period that is over, so the plan read here is the one that applies
  const fee = await companyFee(deps, companyId);
  const plan = fee.plan as PlanName;
  const timeZone = await companyZone(db, companyId);
  const limits = planLimits(plan);
  const month = monthInZone(deps.now(), timeZone);
  const paid = paidAppIds(deps.catalogue);
  const [enabled, used, largest, usingPaid] = await Promise.all([
    one(
      db
        .select({ n: count() })
        .from(pipelines)
        .where(and(live(companyId), eq(pipelines.status, 1))),
    ),
    runsBetween(db, companyId, month.start, month.end),
    one(
      db
        .select({ n: max(pipelines.stepCount) })
        .from(pipelines)
        .where(live(companyId)),
    ),
    paid.length === 0
      ? 0
      : one(
          db
            .select({ n: count() })
            .from(pipelines)
            .where(and(live(companyId), arrayOverlaps(pipelines.appIds, paid))),
        ),
  ]);
  return {
    plan,
    plan_name: PLAN_NAMES[plan],
    time_zone: timeZone,
    month: month.key,
    month_start: month.start.toISOString(),
    month_end: month.end.toISOString(),
    expiration_time: fee.expiration_time,
    enabled_pipelines: { used: enabled, limit: limits.maxEnabledPipelines },
    runs_this_month: { used, limit: limits.maxRunsPerMonth },
    largest_pipeline_steps: { used: largest, limit: limits.maxStepsPerPipeline },
    paid_apps: { allowed: limits.paidApps ? (1 as const) : (0 as const), pipelines_using: usingPaid },
  };
}

/** GET /company/resource: what the company holds now. */
export async function resource(deps: BillingDeps, companyId: string): Promise<z.input<typeof CompanyResource>> {
  const { db } = deps;
  const month = monthInZone(deps.now(), await companyZone(db, companyId));
  const [all, enabled, runsNow, accounts, tables, variables, members] = await Promise.all([
    one(db.select({ n: count() }).from(pipelines).where(live(companyId))),
    one(
      db
        .select({ n: count() })
        .from(pipelines)
        .where(and(live(companyId), eq(pipelines.status, 1))),
    ),
    runsBetween(db, companyId, month.start, month.end),
    one(db.select({ n: count() }).from(appAccounts).where(eq(appAccounts.companyId, companyId))),
    one(db.select({ n: count() }).from(datasources).where(eq(datasources.companyId, companyId))),
    one(db.select({ n: count() }).from(envVariables).where(eq(envVariables.companyId, companyId))),
    one(
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.companyId, companyId), isNull(users.disabledAt))),
    ),
  ]);
  return { pipelines: all, enabled_pipelines: enabled, runs_this_month: runsNow, accounts, data_tables: tables, variables, members };
}
