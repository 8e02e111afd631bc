import type { SQL } from 'drizzle-orm';
import { inOneTransaction } from '../db/batch';
import type { Db } from '../db/open';
import {
  acceptRow,
  insertJson,
  pruneAcceptsStatement,
  runRow,
  stepRow,
  updateStatement,
  type AcceptInsert,
  type RunInsert,
  type RunPatch,
  type RunStepInsert,
} from './writer-sql';

export type { AcceptInsert, RunInsert, RunPatch, RunStepInsert } from './writer-sql';

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/** A new run and its webhook accept: committed together or not at all. */
interface RunUnit {
  run: RunInsert;
  accept?: AcceptInsert;
  waiters: Waiter[];
}

interface AcceptUnit {
  accept: AcceptInsert;
  waiters: Waiter[];
}

interface PatchUnit {
  patch: RunPatch;
  waiters: Waiter[];
}

interface Batch {
  runs: RunUnit[];
  accepts: AcceptUnit[];
  steps: RunStepInsert[];
  patches: Map<string, PatchUnit>;
}

/** Rows per statement, to bound the size of one JSON parameter. */
const CHUNK = 500;

const settle = (waiters: Waiter[], err?: unknown) => waiters.forEach((w) => (err === undefined ? w.resolve() : w.reject(err)));

/**
 * Group commit of the run log (TOOLCHAIN: PGlite pays ~1 ms per parameterised query). Writes wait in
 * memory and go out together in one transaction — one multi-row INSERT per table and one UPDATE … FROM
 * (VALUES …) for every changed run. A flush starts as soon as the current one ends, so batches grow
 * with the load and an idle writer adds no delay. Callers that must not answer before the commit
 * (webhook accepts, DESIGN §4) await the returned promise; step records do not.
 *
 * A batch holds many companies' runs, so one bad row must not fail the others: when the batch's
 * transaction fails, its parts are written one by one and each waiter hears about its own rows only.
 */
export class RunWriter {
  private batch = emptyBatch();
  /** Runs of the pending batch by id, so a patch of a run not yet written folds into its INSERT. */
  private pendingRuns = new Map<string, RunUnit>();
  private flushing: Promise<void> | undefined;
  private scheduled = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly db: Db,
    /** Failures nobody awaits (step records, a failed batch before its rows are retried) are reported here. */
    private readonly onError: (err: unknown, msg: string) => void,
  ) {}

  /** A new run (and its webhook accept), committed together; resolves after the commit. */
  insertRun(run: RunInsert, accept?: AcceptInsert): Promise<void> {
    return this.waitForCommit((waiter) => {
      const unit: RunUnit = { run, waiters: [waiter], ...(accept ? { accept } : {}) };
      this.batch.runs.push(unit);
      this.pendingRuns.set(run.id, unit);
    });
  }

  /** A webhook delivery kept only as a sample (no run); resolves after the commit. */
  insertAccept(accept: AcceptInsert): Promise<void> {
    return this.waitForCommit((waiter) => this.batch.accepts.push({ accept, waiters: [waiter] }));
  }

  recordStep(step: RunStepInsert): void {
    this.batch.steps.push(step);
    this.schedule();
  }

  /** Change a run's status columns; a patch of a run not yet written is folded into its INSERT. */
  updateRun(id: string, patch: RunPatch): Promise<void> {
    return this.waitForCommit((waiter) => {
      const pending = this.pendingRuns.get(id);
      if (pending) {
        Object.assign(pending.run, patch);
        pending.waiters.push(waiter);
        return;
      }
      const unit = this.batch.patches.get(id);
      if (!unit) this.batch.patches.set(id, { patch: { ...patch }, waiters: [waiter] });
      else {
        Object.assign(unit.patch, patch);
        unit.waiters.push(waiter);
      }
    });
  }

  /** Resolves once everything handed in so far is committed (close, tests, the bench). */
  idle(): Promise<void> {
    if (!this.flushing && !this.scheduled && isEmpty(this.batch)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private waitForCommit(add: (waiter: Waiter) => void): Promise<void> {
    const done = new Promise<void>((resolve, reject) => add({ resolve, reject }));
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
        if (!isEmpty(this.batch)) this.schedule();
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
    const batch = this.batch;
    this.batch = emptyBatch();
    this.pendingRuns = new Map();
    try {
      // built first and sent together: PGlite's worker runs the whole transaction on one message
      await inOneTransaction(this.db, [
        ...runStatements(batch.runs),
        ...acceptStatements(batch.accepts),
        ...insertChunks('run_steps', batch.steps.map(stepRow)),
        ...[...chunks([...batch.patches].map(([id, unit]) => [id, unit.patch] as [string, RunPatch]))].map((rows) => updateStatement(rows)),
        ...pruneStatements(batch),
      ]);
    } catch (err) {
      this.onError(err, 'run log batch failed; writing its rows one by one');
      await this.writeApart(batch);
      return;
    }
    for (const unit of [...batch.runs, ...batch.accepts, ...batch.patches.values()]) settle(unit.waiters);
  }

  /** Each run, accept, run's steps and patch in a transaction of its own, in the order they depend on. */
  private async writeApart(batch: Batch): Promise<void> {
    for (const unit of batch.runs) await this.attempt(unit.waiters, runStatements([unit]));
    for (const unit of batch.accepts) await this.attempt(unit.waiters, acceptStatements([unit]));
    for (const steps of groupBy(batch.steps, (s) => s.runId).values()) await this.writeSteps(steps);
    for (const [id, unit] of batch.patches) await this.attempt(unit.waiters, [updateStatement([[id, unit.patch]])]);
    const prune = pruneStatements(batch);
    if (prune.length > 0) await this.attempt([], prune);
  }

  private async attempt(waiters: Waiter[], statements: SQL[]): Promise<void> {
    const written = await this.attemptQuietly(statements);
    if (written === true) return settle(waiters);
    if (waiters.length === 0) this.onError(written, 'run log row not written');
    settle(waiters, written);
  }

  /**
   * A run's steps together; if that fails, step by step, and a step whose row still cannot be written
   * is recorded without its input and output but with why, so the run log shows the step happened.
   */
  private async writeSteps(steps: RunStepInsert[]): Promise<void> {
    const together = await this.attemptQuietly([insertJson('run_steps', steps.map(stepRow))]);
    if (together === true) return;
    for (const step of steps) {
      const alone = await this.attemptQuietly([insertJson('run_steps', [stepRow(step)])]);
      if (alone === true) continue;
      const reason = `步骤记录无法保存：${alone instanceof Error ? alone.message : String(alone)}`;
      const bare = { ...step, input: null, output: null, error: reason };
      const last = await this.attemptQuietly([insertJson('run_steps', [stepRow(bare)])]);
      if (last !== true) this.onError(last, 'run step not recorded');
    }
  }

  /** true, or the error; in one transaction, as one message to PGlite's worker (db/batch.ts). */
  private async attemptQuietly(statements: SQL[]): Promise<true | unknown> {
    try {
      await inOneTransaction(this.db, statements);
      return true;
    } catch (err) {
      return err ?? new Error('unknown');
    }
  }
}

function emptyBatch(): Batch {
  return { runs: [], accepts: [], steps: [], patches: new Map() };
}

function isEmpty(batch: Batch): boolean {
  return batch.runs.length === 0 && batch.accepts.length === 0 && batch.steps.length === 0 && batch.patches.size === 0;
}

function runStatements(units: RunUnit[]): SQL[] {
  return [
    ...insertChunks(
      'runs',
      units.map((u) => runRow(u.run)),
    ),
    ...insertChunks(
      'webhook_accepts',
      units.flatMap((u) => (u.accept ? [acceptRow(u.accept)] : [])),
    ),
  ];
}

function acceptStatements(units: AcceptUnit[]): SQL[] {
  return insertChunks(
    'webhook_accepts',
    units.map((u) => acceptRow(u.accept)),
  );
}

/** Keeps each webhook history bounded: the pipelines that got accepts in this batch lose their oldest beyond the limit. */
function pruneStatements(batch: Batch): SQL[] {
  const accepts = [...batch.runs.flatMap((u) => (u.accept ? [u.accept] : [])), ...batch.accepts.map((u) => u.accept)];
  return accepts.length === 0 ? [] : [pruneAcceptsStatement(accepts)];
}

function insertChunks(table: Parameters<typeof insertJson>[0], rows: object[]): SQL[] {
  return [...chunks(rows)].map((chunk) => insertJson(table, chunk));
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
