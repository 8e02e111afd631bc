/**
 * The seams between the engine and its infrastructure (DESIGN §2): the run queue, synchronous replies, the
 * scheduler and the cluster bus. Each has exactly two implementations, in-process (embedded mode) and
 * Redis/BullMQ (distributed mode), and one contract suite both pass. The engine only ever sees these interfaces.
 */

/** A run to execute; the run row in the database is the source of truth, the job only points at it. */
export interface RunJob {
  runId: string;
  companyId: string;
  /** A synchronous webhook caller waits on another process for this run's reply (distributed mode). */
  sync?: boolean;
}

export interface RunQueue {
  /**
   * Hand a committed run to the workers. The same run enqueued again while it waits or runs is one job (the run id
   * is the job id), so a sweep may enqueue what it finds queued in the database without running it twice.
   */
  enqueue(job: RunJob): Promise<void>;
  /** Start consuming; at most `concurrency` handlers run at once. */
  process(handler: (job: RunJob) => Promise<void>, concurrency: number): void;
  /** Resolves when nothing is waiting or running (tests and the bench wait on it). */
  drained(): Promise<void>;
  /** Jobs waiting to be taken, cluster-wide (the queue-depth metric). */
  depth(): Promise<number>;
  /** Stop taking jobs and wait for the handlers running; queued jobs stay for other workers or the next start. */
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

/** What a tick carries: plain values only, so a schedule can live in Redis and fire in another process. */
export type JobData = Readonly<Record<string, string | number | boolean | null>>;

/** Runs one tick of a schedule: `scheduleId` is the schedule's own id, `data` what its upsert gave. */
export type JobHandler = (scheduleId: string, data: JobData) => Promise<void>;

/**
 * Schedules by job name (as BullMQ job schedulers work): every process registers the handler of each job name it
 * can run at start, and a schedule names its job and carries plain data — never a closure, which could not cross
 * processes. A tick fires once cluster-wide, in whichever process takes it.
 */
export interface Scheduler {
  /** The handler of job `name` in this process; registering a name twice is a mistake and throws. */
  register(name: string, handler: JobHandler): void;
  /** Create or replace schedule `id`: on every tick of `spec`, job `name` runs with `data`. */
  upsert(id: string, name: string, spec: ScheduleSpec, data?: JobData): Promise<void>;
  remove(id: string): Promise<void>;
  /** The next time schedule `id` fires, if it exists (asked of the store in distributed mode). */
  nextRun(id: string): Promise<Date | undefined>;
  /**
   * Told when the store lost every schedule (Redis restarted empty): the owners of schedules upsert theirs again from
   * the database. Fires in one process of the cluster per loss; never in-process, where nothing is lost alone.
   */
  onReset(handler: () => Promise<void>): void;
  close(): Promise<void>;
}

/** A message on the bus: plain JSON, so it can cross processes. */
export type BusMessage = Readonly<Record<string, unknown>>;

/**
 * What every process of the cluster must hear (DESIGN §2): run status changes for live logs, cancel requests, cache
 * invalidation (a pipeline changed, a session ended, an open app was published). `publish` delivers to this process's
 * subscribers at once, synchronously, and to every other process through the transport; a process never hears its own
 * message twice. Delivery to other processes is at-most-once: what must survive a lost message lives in the database.
 */
export interface Bus {
  publish(topic: string, message: BusMessage): Promise<void>;
  /** Hear `topic` from every process; returns the unsubscribe. A handler that throws is logged, never rethrown. */
  subscribe(topic: string, handler: (message: BusMessage) => void): () => void;
  /**
   * Told when messages may have been missed (the transport reconnected): caches that other processes invalidate
   * must drop what they hold. Never in-process.
   */
  onGap(handler: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Counts every process of the cluster shares (issue 15): the plan's monthly runs (spec §1, 3002) bound the company,
 * not each API node, so three nodes must not accept three times the plan between them.
 */
export interface UsageCounter {
  /**
   * Adds one to counter `key` unless it has reached `limit`: the new count, or undefined when refused. A key the
   * counter does not hold yet starts from `seed()` (the database's figure, read once however many callers wait on
   * it); the key is forgotten at `expiresAt`.
   */
  take(key: string, limit: number, seed: () => Promise<number>, expiresAt: Date): Promise<number | undefined>;
}
