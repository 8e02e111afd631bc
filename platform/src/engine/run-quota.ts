import { AppError, crossedThreshold, DEFAULT_TIME_ZONE, monthInZone, planLimits, type RunNoticeThreshold } from '@huiliu/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runs } from '../db/schema-engine';

/** What the quota reports when a company's runs of the month pass a notice threshold (issue 13 billing notices). */
export interface RunUsage {
  companyId: string;
  plan: string;
  month: string;
  percent: RunNoticeThreshold;
  used: number;
  limit: number;
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
  /** Told when a run takes the month's count past 80 % or to 100 % of the plan; it must not throw. */
  onThreshold: ((usage: RunUsage) => void) | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Counts one run for the company, or refuses it with PLAN_RUN_LIMIT. The month is the calendar month of the
   * company's time zone (issue 13: the quotas page counts the same month).
   */
  async take(companyId: string, plan: string, timeZone = DEFAULT_TIME_ZONE, now = new Date()): Promise<void> {
    const month = monthInZone(now, timeZone);
    let entry = this.counts.get(companyId);
    if (!entry || entry.month !== month.key) {
      const used = await this.loadCount(companyId, month.start);
      entry = this.counts.get(companyId);
      if (!entry || entry.month !== month.key) {
        entry = { month: month.key, used };
        this.counts.set(companyId, entry);
      }
    }
    const limit = planLimits(plan).maxRunsPerMonth;
    if (entry.used >= limit) throw new AppError('PLAN_RUN_LIMIT');
    entry.used++;
    const percent = crossedThreshold(entry.used - 1, entry.used, limit);
    if (percent) this.onThreshold?.({ companyId, plan, month: month.key, percent, used: entry.used, limit });
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
