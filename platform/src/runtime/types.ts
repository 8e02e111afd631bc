/**
 * The three seams between the engine and its infrastructure (DESIGN §2). Each has exactly two
 * implementations: in-process (embedded mode) and Redis/BullMQ (distributed mode). The engine only
 * ever sees these interfaces.
 */

/** A run to execute; the run row in the database is the source of truth, the job only points at it. */
export interface RunJob {
  runId: string;
  companyId: string;
}

export interface RunQueue {
  /** Hand a committed run to the workers. */
  enqueue(job: RunJob): Promise<void>;
  /** Start consuming; at most `concurrency` handlers run at once. */
  process(handler: (job: RunJob) => Promise<void>, concurrency: number): void;
  /** Resolves when nothing is waiting or running (tests and the bench wait on it). */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/** The reply a synchronous webhook caller receives (the custom return step's output). */
export interface SyncReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SyncReplyChannel {
  /**
   * Wait for the reply of a run. Call before the run is enqueued so a fast run cannot reply before
   * anyone listens. Resolves undefined after `timeoutMs`.
   */
  waitFor(runId: string, timeoutMs: number): Promise<SyncReply | undefined>;
  /** Deliver a run's reply to whichever node holds the caller's socket. */
  publish(runId: string, reply: SyncReply): Promise<void>;
  close(): Promise<void>;
}

export type ScheduleSpec = { cron: string; timeZone: string } | { intervalMs: number };

export interface Scheduler {
  /** Create or replace the schedule `id`; `fire` is called once per tick (once cluster-wide). */
  upsert(id: string, spec: ScheduleSpec, fire: () => Promise<void>): Promise<void>;
  remove(id: string): Promise<void>;
  /** The next time schedule `id` fires, if any. */
  nextRun(id: string): Date | undefined;
  close(): Promise<void>;
}
