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

/** Rows per statement, to bound the size of one JSON parameter. */
const CHUNK = 500;

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

  /** A webhook delivery kept only as a sample (no run); resolves after the commit. */
  insertAccept(accept: AcceptInsert): Promise<void> {
    this.accepts.push(accept);
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
        for (const rows of chunks(batch.runs.map(runRow))) await tx.execute(insertJson('runs', rows));
        for (const rows of chunks(batch.accepts.map(acceptRow))) await tx.execute(insertJson('webhook_accepts', rows));
        for (const rows of chunks(batch.steps.map(stepRow))) await tx.execute(insertJson('run_steps', rows));
        for (const rows of chunks(batch.patches)) await tx.execute(updateStatement(rows));
      });
      batch.waiters.forEach((w) => w.resolve());
    } catch (err) {
      if (batch.waiters.length === 0) this.onError(err);
      batch.waiters.forEach((w) => w.reject(err));
    }
  }
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/**
 * Many rows as ONE parameter: Postgres unpacks the JSON array into rows of the table's type. A
 * parameter per column per row costs PGlite more than the rows themselves (TOOLCHAIN: ~1 ms per
 * parameterised query); every column is present in the objects, so no default is needed.
 */
function insertJson(table: 'runs' | 'webhook_accepts' | 'run_steps', rows: object[]) {
  return sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`;
}

const runRow = (r: RunInsert) => ({
  id: r.id,
  company_id: r.companyId,
  process_id: r.processId,
  version_id: r.versionId ?? null,
  content: r.content,
  status: r.status,
  trigger_type: r.triggerType,
  trigger_data: r.triggerData ?? null,
  accept_id: r.acceptId ?? null,
  parent_run_id: r.parentRunId ?? null,
  resume_step_uuid: r.resumeStepUuid ?? null,
  error: r.error ?? null,
  failed_step_uuid: r.failedStepUuid ?? null,
  attempt: r.attempt ?? 0,
  step_count: r.stepCount ?? 0,
  started_at: r.startedAt ?? null,
  finished_at: r.finishedAt ?? null,
  duration_ms: r.durationMs ?? null,
  created_at: r.createdAt ?? new Date(),
});

const acceptRow = (a: AcceptInsert) => ({
  id: a.id,
  company_id: a.companyId,
  process_id: a.processId,
  run_id: a.runId ?? null,
  method: a.method,
  content_type: a.contentType ?? null,
  query: a.query ?? null,
  headers: a.headers ?? null,
  accept_data: a.acceptData,
  size: a.size ?? 0,
  created_at: a.createdAt ?? new Date(),
});

const stepRow = (s: RunStepInsert) => ({
  id: s.id,
  company_id: s.companyId,
  run_id: s.runId,
  step_uuid: s.stepUuid,
  step_number: s.stepNumber,
  app_id: s.appId,
  action_id: s.actionId,
  title: s.title ?? '',
  status: s.status,
  input: s.input ?? null,
  output: s.output ?? null,
  error: s.error ?? null,
  branch: s.branch ?? null,
  switch_uuid: s.switchUuid ?? null,
  loop_index: s.loopIndex ?? null,
  attempts: s.attempts ?? 1,
  started_at: s.startedAt,
  duration_ms: s.durationMs ?? 0,
});

const iso = (d: Date | undefined) => (d ? d.toISOString() : null);

/**
 * One UPDATE for many runs. Columns a patch leaves out keep their value; a run cancelled from the log
 * (GET /log/reset) stays cancelled whatever its worker reports afterwards.
 */
function updateStatement(patches: Array<[string, RunPatch]>) {
  const rows = patches.map(([id, p]) => ({
    id,
    status: p.status,
    error: p.error ?? null,
    failed_step_uuid: p.failedStepUuid ?? null,
    attempt: p.attempt ?? null,
    step_count: p.stepCount ?? null,
    started_at: iso(p.startedAt),
    finished_at: iso(p.finishedAt),
    duration_ms: p.durationMs ?? null,
  }));
  return sql`UPDATE runs AS r SET
      status = v.status,
      error = COALESCE(v.error, r.error),
      failed_step_uuid = COALESCE(v.failed_step_uuid, r.failed_step_uuid),
      attempt = COALESCE(v.attempt, r.attempt),
      step_count = COALESCE(v.step_count, r.step_count),
      started_at = COALESCE(v.started_at, r.started_at),
      finished_at = COALESCE(v.finished_at, r.finished_at),
      duration_ms = COALESCE(v.duration_ms, r.duration_ms)
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS v(id bigint, status text, error text, failed_step_uuid text, attempt int, step_count int, started_at timestamptz, finished_at timestamptz, duration_ms int)
    WHERE r.id = v.id AND (r.status <> 'cancelled' OR v.status = 'cancelled')`;
}
