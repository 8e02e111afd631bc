import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { companies, pipelines } from '../db/schema';
import { runs, runSteps } from '../db/schema-engine';
import type { RunJob } from '../runtime/types';
import { INTERRUPTED_ERROR, MAX_RUN_ATTEMPTS } from './recovery';
import { runSelection, toRunState, type RunState } from './run-state';

/** How long a claim holds without a heartbeat (HUILIU_RUN_LEASE_MS): a dead worker's runs wait this long at most. */
export const DEFAULT_LEASE_MS = 30_000;

/** What the sweep found to hand to the queue again, and the runs it gave up on. */
export interface Swept {
  requeue: RunJob[];
  failed: string[];
}

/** Rows per sweep: a backlog larger than this is taken over a few sweeps. */
const SWEEP_LIMIT = 500;

/** What a claim reads back: the run as loadRun reads it, its pipeline's and company's columns by subselect (RETURNING has no join). */
const claimedRun = {
  ...runSelection,
  processTitle: sql<string | null>`(SELECT ${pipelines.title} FROM ${pipelines} WHERE ${pipelines.id} = ${runs.processId})`,
  settings: sql<string | null>`(SELECT ${pipelines.settings} FROM ${pipelines} WHERE ${pipelines.id} = ${runs.processId})`,
  timeZone: sql<string | null>`(SELECT ${companies.timeZone} FROM ${companies} WHERE ${companies.id} = ${runs.companyId})`,
};

export type Claim = { outcome: 'claimed'; run: RunState } | { outcome: 'taken' | 'exhausted' };

/**
 * Claims on runs in distributed mode (issue 15), where several worker processes take jobs from one queue and a
 * queue may hand a job out twice (a stalled job re-delivered, a sweep enqueueing a run again). The database decides:
 * one conditional UPDATE claims a run that is queued, or running under a lease that has passed (its worker died), so
 * exactly one process executes it at a time. A heartbeat renews this process's leases while its runs execute.
 */
export class RunLeases {
  private heartbeat: NodeJS.Timeout | undefined;
  private held = 0;

  constructor(
    private readonly db: Db,
    /** This process, as written to runs.lease_owner. */
    readonly owner: string,
    readonly leaseMs = DEFAULT_LEASE_MS,
    private readonly onError: (err: unknown, msg: string) => void = () => undefined,
  ) {}

  /**
   * Marks the run running under this process's lease (attempt + 1) and reads it back in the same statement: 'claimed'.
   * 'taken' when it is not ours to run (finished, cancelled, or held by a live worker). A takeover drops the steps the
   * interrupted attempt recorded, so the log shows the run once; a run interrupted MAX_RUN_ATTEMPTS times is failed
   * instead: 'exhausted'.
   */
  async claim(runId: string): Promise<Claim> {
    const claimable = and(eq(runs.id, runId), or(eq(runs.status, 'queued'), and(eq(runs.status, 'running'), lt(runs.leaseUntil, sql`now()`))));
    const [row] = await this.db
      .update(runs)
      .set({ status: 'running', attempt: sql`${runs.attempt} + 1`, startedAt: sql`now()`, leaseOwner: this.owner, leaseUntil: this.until() })
      .where(claimable)
      .returning(claimedRun);
    if (!row) return { outcome: 'taken' };
    if (row.attempt > MAX_RUN_ATTEMPTS) {
      await this.failInterrupted([runId]);
      return { outcome: 'exhausted' };
    }
    if (row.attempt > 1) await this.db.delete(runSteps).where(eq(runSteps.runId, runId));
    this.hold();
    return { outcome: 'claimed', run: toRunState(row) };
  }

  /** The claimed run has finished (its final state goes through the writer): one lease fewer to renew. */
  finished(): void {
    this.held = Math.max(0, this.held - 1);
    if (this.held === 0) this.stopHeartbeat();
  }

  /**
   * Hands this process's running runs back (a SIGTERM whose grace ran out): queued again with the lease cleared,
   * so the sweep or a re-delivered job starts them elsewhere at once instead of after the lease.
   */
  async handBack(): Promise<string[]> {
    this.stopHeartbeat();
    const rows = await this.db
      .update(runs)
      .set({ status: 'queued', leaseOwner: null, leaseUntil: null })
      .where(and(eq(runs.leaseOwner, this.owner), eq(runs.status, 'running')))
      .returning({ id: runs.id });
    return rows.map((r) => r.id);
  }

  /**
   * Runs to enqueue again: queued for longer than `queuedForMs` (their job was lost — Redis restarted empty, or the
   * enqueue failed while it was down) and running under a passed lease (their worker died). Enqueueing is idempotent
   * by run id, so every process may sweep. A run already interrupted MAX_RUN_ATTEMPTS times is failed here.
   */
  async sweep(queuedForMs: number): Promise<Swept> {
    const stale = sql`now() - make_interval(secs => ${queuedForMs / 1000})`;
    const [queued, expired] = await Promise.all([
      this.db
        .select({ runId: runs.id, companyId: runs.companyId })
        .from(runs)
        .where(and(eq(runs.status, 'queued'), lt(runs.createdAt, stale)))
        .orderBy(runs.createdAt)
        .limit(SWEEP_LIMIT),
      this.db
        .select({ runId: runs.id, companyId: runs.companyId, attempt: runs.attempt })
        .from(runs)
        .where(and(eq(runs.status, 'running'), lt(runs.leaseUntil, sql`now()`)))
        .limit(SWEEP_LIMIT),
    ]);
    const exhausted = expired.filter((r) => r.attempt >= MAX_RUN_ATTEMPTS).map((r) => r.runId);
    const failed = exhausted.length ? await this.failInterrupted(exhausted) : [];
    const retried = expired.filter((r) => r.attempt < MAX_RUN_ATTEMPTS).map(({ runId, companyId }) => ({ runId, companyId }));
    return { requeue: [...queued, ...retried], failed };
  }

  private async failInterrupted(runIds: string[]): Promise<string[]> {
    const rows = await this.db
      .update(runs)
      .set({
        status: 'failed',
        error: INTERRUPTED_ERROR,
        finishedAt: sql`now()`,
        durationMs: sql`GREATEST(0, (EXTRACT(EPOCH FROM now() - COALESCE(${runs.startedAt}, ${runs.createdAt})) * 1000)::int)`,
        leaseOwner: null,
        leaseUntil: null,
      })
      .where(and(inArray(runs.id, runIds), eq(runs.status, 'running')))
      .returning({ id: runs.id });
    return rows.map((r) => r.id);
  }

  private until() {
    return sql`now() + make_interval(secs => ${this.leaseMs / 1000})`;
  }

  private hold(): void {
    this.held++;
    if (this.heartbeat) return;
    // a third of the lease: two beats may be missed (a busy event loop, a slow commit) before anyone takes over
    this.heartbeat = setInterval(() => void this.renew(), Math.max(100, Math.floor(this.leaseMs / 3)));
    this.heartbeat.unref();
  }

  private async renew(): Promise<void> {
    try {
      await this.db
        .update(runs)
        .set({ leaseUntil: this.until() })
        .where(and(eq(runs.leaseOwner, this.owner), eq(runs.status, 'running')));
    } catch (err) {
      this.onError(err, 'run leases not renewed');
    }
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
