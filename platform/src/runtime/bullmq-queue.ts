import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeConnection, readyOrFail, silentLog, throttledWarn, WORKER_CONNECTION, type RuntimeLog } from './redis-connection';
import type { RunJob, RunQueue } from './types';

/** BullMQ's default; the engine passes HUILIU_QUEUE_LOCK_MS, tests a fraction of a second. */
export const DEFAULT_LOCK_MS = 30_000;
const QUEUE = 'runs';
const JOB_NAME = 'run';
const DRAIN_POLL_MS = 50;

export interface BullmqRunQueueOptions {
  /** The process's producer connection (fails fast while Redis is down); shared, so its owner closes it. */
  connection: Redis;
  prefix: string;
  /**
   * Lock duration and stalled-check interval of the workers. A worker that dies holding a job keeps its lock until
   * it expires; the next stalled check after that (every lockMs, one per cluster) hands the job back to the queue, so
   * another worker takes it within about 2 × lockMs.
   */
  lockMs?: number;
  log?: RuntimeLog;
}

/**
 * BullMQ's custom ids may not be all digits, which run ids are; the prefix keeps one job per run all the same.
 */
export const jobIdOfRun = (runId: string) => `run-${runId}`;

/**
 * The run queue of distributed mode: a BullMQ queue `<prefix>:runs`, any number of workers across processes. The job
 * only points at the run row (which holds the truth, the attempt count included), so a job is never retried by
 * BullMQ when its handler fails, but is handed to another worker when its worker died (stalled).
 */
export class BullmqRunQueue implements RunQueue {
  private readonly queue: Queue<RunJob>;
  private readonly log: RuntimeLog;
  private readonly lockMs: number;
  private worker?: Worker<RunJob>;
  private workerConnection?: Redis;
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly opts: BullmqRunQueueOptions) {
    this.log = opts.log ?? silentLog;
    this.lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
    this.queue = new Queue<RunJob>(QUEUE, {
      connection: opts.connection,
      prefix: opts.prefix,
      // attempts 1: a failed run is recorded by the engine, not retried blindly; finished jobs are removed so that
      // a later enqueue of the same run (the sweep) creates a job again
      defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    this.queue.on('error', throttledWarn(this.log, '运行队列出错'));
  }

  async enqueue(job: RunJob): Promise<void> {
    if (this.closed) throw new Error('运行队列已关闭');
    await readyOrFail(this.opts.connection, `运行 ${job.runId} 未入队`);
    // an existing job id (waiting, delayed or active) makes add a no-op
    await this.queue.add(JOB_NAME, job, { jobId: jobIdOfRun(job.runId) });
  }

  process(handler: (job: RunJob) => Promise<void>, concurrency: number): void {
    if (this.closed) throw new Error('运行队列已关闭');
    if (this.worker) throw new Error('运行队列已在消费');
    this.workerConnection = this.opts.connection.duplicate({
      ...WORKER_CONNECTION,
      connectionName: `${this.opts.connection.options.connectionName ?? this.opts.prefix}:runs-worker`,
    });
    this.worker = new Worker<RunJob>(QUEUE, (job) => this.handle(handler, job), {
      connection: this.workerConnection,
      prefix: this.opts.prefix,
      concurrency: Math.max(1, concurrency),
      lockDuration: this.lockMs,
      stalledInterval: this.lockMs,
      // a job whose worker died goes back to the queue this many times; the run row caps real attempts
      maxStalledCount: 10,
    });
    this.worker.on('error', throttledWarn(this.log, '运行队列的 worker 出错'));
  }

  async drained(): Promise<void> {
    // cluster-wide: another process's worker may hold the last job
    while (!this.closed) {
      try {
        const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active');
        if (Object.values(counts).every((n) => n === 0)) return;
      } catch {
        // Redis away for a moment: the jobs are still somewhere, keep asking
      }
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
    }
    await Promise.allSettled([...this.running]);
  }

  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.worker) {
      // with Redis away, a graceful close would wait for it to finish the jobs' bookkeeping: the handlers are
      // awaited here instead, and their jobs, still active in Redis, are handed on as stalled once it is back
      const redisAway = this.workerConnection!.status !== 'ready';
      await this.worker.close(redisAway);
      await Promise.allSettled([...this.running]);
      await closeConnection(this.workerConnection!);
    }
    await this.queue.close();
  }

  private async handle(handler: (job: RunJob) => Promise<void>, job: Job<RunJob>): Promise<void> {
    const running = handler(job.data).catch((err: unknown) => {
      // the engine records a run's failure itself; a throw here is a bug worth a log, not a BullMQ retry
      this.log.error({ err, runId: job.data.runId }, '运行处理函数抛出异常');
    });
    this.running.add(running);
    try {
      await running;
    } finally {
      this.running.delete(running);
    }
  }
}
