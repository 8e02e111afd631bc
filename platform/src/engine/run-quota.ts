import { AppError, crossedThreshold, DEFAULT_TIME_ZONE, monthInZone, planLimits, type RunNoticeThreshold } from '@huiliu/core';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runs } from '../db/schema-engine';
import { MemoryUsageCounter } from '../runtime/memory-counter';
import type { UsageCounter } from '../runtime/types';

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
 * spec §1 plan limits: runs per month (3002). The month's count is read from the database once per company and then
 * kept by the counter, so a webhook does not count rows on every delivery: in this process in embedded mode, in Redis
 * in distributed mode (issue 15), where every API node takes from the same count and the plan holds for the cluster.
 */
export class RunQuota {
  /** Told when a run takes the month's count past 80 % or to 100 % of the plan; it must not throw. */
  onThreshold: ((usage: RunUsage) => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly counter: UsageCounter = new MemoryUsageCounter(),
  ) {}

  /**
   * Counts one run for the company, or refuses it with PLAN_RUN_LIMIT. The month is the calendar month of the
   * company's time zone (issue 13: the quotas page counts the same month).
   */
  async take(companyId: string, plan: string, timeZone = DEFAULT_TIME_ZONE, now = new Date()): Promise<void> {
    const month = monthInZone(now, timeZone);
    const limit = planLimits(plan).maxRunsPerMonth;
    // the key names the month's start, not only its key: a company that changes its zone starts a count of its own
    const key = `runs:${companyId}:${month.start.getTime()}`;
    // a day past the month's end, so that a run taken at its last instant still finds the count
    const used = await this.counter.take(key, limit, () => this.countSince(companyId, month.start), new Date(month.end.getTime() + DAY_MS));
    if (used === undefined) throw new AppError('PLAN_RUN_LIMIT');
    const percent = crossedThreshold(used - 1, used, limit);
    if (percent) this.onThreshold?.({ companyId, plan, month: month.key, percent, used, limit });
  }

  private async countSince(companyId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(runs)
      .where(and(eq(runs.companyId, companyId), gte(runs.createdAt, since)));
    return row?.n ?? 0;
  }
}

const DAY_MS = 86_400_000;
