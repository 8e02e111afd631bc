import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { runSteps, runs, webhookAccepts } from '../db/schema-engine';

export type RunInsert = typeof runs.$inferInsert;
export type RunStepInsert = typeof runSteps.$inferInsert;
export type AcceptInsert = typeof webhookAccepts.$inferInsert;

/** The run columns that change while a run goes from queued to finished. */
export interface RunPatch {
  status: NonNullable<RunInsert['status']>;
  error?: string | null;
  failedStepUuid?: string | null;
  attempt?: number;
  stepCount?: number;
  startedAt?: Date;
  finishedAt?: Date;
  durationMs?: number;
}

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/** Rows per INSERT statement: run_steps has 18 columns and Postgres allows 65,535 parameters. */
const CHUNK = 1_000;

/**
 * Group commit of the run log (TOOLCHAIN: PGlite pays ~1 ms per parameterised query). Writes wait in
 * memory and go out together in one transaction — one multi-row INSERT per table and one UPDATE … FROM
 * (VALUES …) for every changed run. A flush starts as soon as the current one ends, so batches grow
 * with the load and an idle writer adds no delay. Callers that must not answer before the commit
 * (webhook accepts, DESIGN §4) await the returned promise; step records do not.
 */
export class RunWriter {
  private runs = new Map<string, RunInsert>();
  private accepts: AcceptInsert[] = [];
  private steps: RunStepInsert[] = [];
  private patches = new Map<string, RunPatch>();
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private scheduled = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    /** Failures of writes nobody awaits (step records) are reported here, never swallowed. */
    private readonly onError: (err: unknown) => void,
  ) {}

  /** A new run (and its webhook accept), committed together; resolves after the commit. */
  insertRun(run: RunInsert, accept?: AcceptInsert): Promise<void> {
    this.runs.set(run.id, run);
    if (accept) this.accepts.push(accept);
    return this.waitForCommit();
  }

  recordStep(step: RunStepInsert): void {
    this.steps.push(step);
    this.schedule();
  }

  /** Change a run's status columns; a patch of a run not yet written is folded into its INSERT. */
  updateRun(id: string, patch: RunPatch): Promise<void> {
    const pending = this.runs.get(id);
    if (pending) Object.assign(pending, patch);
    else this.patches.set(id, { ...this.patches.get(id), ...patch });
    return this.waitForCommit();
  }

  /** Resolves once everything handed in so far is committed (close, tests, the bench). */
  idle(): Promise<void> {
    if (!this.flushing && !this.scheduled && this.isEmpty()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isEmpty(): boolean {
    return this.runs.size === 0 && this.accepts.length === 0 && this.steps.length === 0 && this.patches.size === 0;
  }

  private waitForCommit(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    // setImmediate: everything the current tick hands in joins this batch
    setImmediate(() => {
      this.scheduled = false;
      this.flushing = this.flush().finally(() => {
        this.flushing = undefined;
        if (!this.isEmpty()) this.schedule();
        else this.notifyIdle();
      });
    });
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  private async flush(): Promise<void> {
    const batch = { runs: [...this.runs.values()], accepts: this.accepts, steps: this.steps, patches: [...this.patches], waiters: this.waiters };
    this.runs = new Map();
    this.accepts = [];
    this.steps = [];
    this.patches = new Map();
    this.waiters = [];
    try {
      await this.db.transaction(async (tx) => {
        for (let i = 0; i < batch.runs.length; i += CHUNK) await tx.insert(runs).values(batch.runs.slice(i, i + CHUNK));
        for (let i = 0; i < batch.accepts.length; i += CHUNK) await tx.insert(webhookAccepts).values(batch.accepts.slice(i, i + CHUNK));
        for (let i = 0; i < batch.steps.length; i += CHUNK) await tx.insert(runSteps).values(batch.steps.slice(i, i + CHUNK));
        for (let i = 0; i < batch.patches.length; i += CHUNK) await tx.execute(updateStatement(batch.patches.slice(i, i + CHUNK)));
      });
      batch.waiters.forEach((w) => w.resolve());
    } catch (err) {
      if (batch.waiters.length === 0) this.onError(err);
      batch.waiters.forEach((w) => w.reject(err));
    }
  }
}

const iso = (d: Date | undefined) => (d ? d.toISOString() : null);

/**
 * One UPDATE for many runs. Columns a patch leaves out keep their value; a run cancelled from the log
 * (GET /log/reset) stays cancelled whatever its worker reports afterwards.
 */
function updateStatement(patches: Array<[string, RunPatch]>) {
  const values = sql.join(
    patches.map(
      ([id, p]) =>
        sql`(${id}::bigint, ${p.status}::text, ${p.error ?? null}::text, ${p.failedStepUuid ?? null}::text, ${p.attempt ?? null}::int, ${p.stepCount ?? null}::int, ${iso(p.startedAt)}::timestamptz, ${iso(p.finishedAt)}::timestamptz, ${p.durationMs ?? null}::int)`,
    ),
    sql`, `,
  );
  return sql`UPDATE runs AS r SET
      status = v.status,
      error = COALESCE(v.error, r.error),
      failed_step_uuid = COALESCE(v.failed_step_uuid, r.failed_step_uuid),
      attempt = COALESCE(v.attempt, r.attempt),
      step_count = COALESCE(v.step_count, r.step_count),
      started_at = COALESCE(v.started_at, r.started_at),
      finished_at = COALESCE(v.finished_at, r.finished_at),
      duration_ms = COALESCE(v.duration_ms, r.duration_ms)
    FROM (VALUES ${values}) AS v(id, status, error, failed_step_uuid, attempt, step_count, started_at, finished_at, duration_ms)
    WHERE r.id = v.id AND (r.status <> 'cancelled' OR v.status = 'cancelled')`;
}
