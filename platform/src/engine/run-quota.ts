import { AppError, planLimits } from '@huiliu/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runs } from '../db/schema-engine';

/** The calendar month (UTC) a run counts against. */
function monthOf(date: Date): { key: string; start: Date } {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  return { key: start.toISOString().slice(0, 7), start };
}

/**
 * spec §1 plan limits: runs per month (3002). The month's count is read once per company and then
 * kept in memory, so a webhook does not count rows on every delivery. In distributed mode each API
 * node counts its own runs on top of the database's figure, so the limit may be passed by the runs
 * in flight between nodes — the plan limit is a commercial bound, not a safety one.
 */
export class RunQuota {
  private readonly counts = new Map<string, { month: string; used: number }>();
  private readonly loading = new Map<string, Promise<number>>();

  constructor(private readonly db: Db) {}

  /** Counts one run for the company, or refuses it with PLAN_RUN_LIMIT. */
  async take(companyId: string, plan: string, now = new Date()): Promise<void> {
    const month = monthOf(now);
    let entry = this.counts.get(companyId);
    if (!entry || entry.month !== month.key) {
      const used = await this.loadCount(companyId, month.start);
      entry = this.counts.get(companyId);
      if (!entry || entry.month !== month.key) {
        entry = { month: month.key, used };
        this.counts.set(companyId, entry);
      }
    }
    if (entry.used >= planLimits(plan).maxRunsPerMonth) throw new AppError('PLAN_RUN_LIMIT');
    entry.used++;
  }

  private loadCount(companyId: string, since: Date): Promise<number> {
    const key = `${companyId}:${since.toISOString()}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.db
        .select({ n: count() })
        .from(runs)
        .where(and(eq(runs.companyId, companyId), gte(runs.createdAt, since)))
        .then(([row]) => row?.n ?? 0)
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }
}
