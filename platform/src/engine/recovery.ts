import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runs, runSteps } from '../db/schema-engine';
import type { RunJob } from '../runtime/types';

/** A run interrupted this many times (the process died while it ran) is failed instead of tried again. */
export const MAX_RUN_ATTEMPTS = 3;

export const INTERRUPTED_ERROR = `运行被中断（服务重启或崩溃）已达 ${MAX_RUN_ATTEMPTS} 次，不再自动重试`;

export interface Recovered {
  /** Every queued run, oldest first, to hand to the queue again. */
  requeue: RunJob[];
  /** Runs given up after MAX_RUN_ATTEMPTS interruptions. */
  failed: string[];
}

/**
 * Start-up recovery (DESIGN §2 "queued runs survive a restart"). A run found `running` was interrupted
 * by a crash: it goes back to `queued` (runs are at-least-once and outgoing calls carry idempotency
 * keys, DESIGN §4) unless it has already been started MAX_RUN_ATTEMPTS times, then it fails with a
 * clear message. Only the process that owns every worker may do this (embedded mode); in distributed
 * mode another worker may be running the row right now.
 */
export async function recoverRuns(db: Db): Promise<Recovered> {
  const now = new Date();
  const failed = await db
    .update(runs)
    .set({
      status: 'failed',
      error: INTERRUPTED_ERROR,
      finishedAt: now,
      durationMs: sql`GREATEST(0, (EXTRACT(EPOCH FROM ${now.toISOString()}::timestamptz - COALESCE(${runs.startedAt}, ${runs.createdAt})) * 1000)::int)`,
    })
    .where(and(eq(runs.status, 'running'), gte(runs.attempt, MAX_RUN_ATTEMPTS)))
    .returning({ id: runs.id });
  const interrupted = await db
    .update(runs)
    .set({ status: 'queued' })
    .where(and(eq(runs.status, 'running'), lt(runs.attempt, MAX_RUN_ATTEMPTS)))
    .returning({ id: runs.id });
  // the next attempt records its steps afresh: the log shows one attempt, not the interrupted one's steps before it
  if (interrupted.length)
    await db.delete(runSteps).where(
      inArray(
        runSteps.runId,
        interrupted.map((r) => r.id),
      ),
    );
  const queued = await db
    .select({ runId: runs.id, companyId: runs.companyId })
    .from(runs)
    .where(eq(runs.status, 'queued'))
    .orderBy(asc(runs.createdAt));
  return { requeue: queued, failed: failed.map((r) => r.id) };
}
