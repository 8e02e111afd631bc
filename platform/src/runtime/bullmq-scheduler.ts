import { Queue, Worker, type Job, type RepeatOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_LOCK_MS } from './bullmq-queue';
import { closeConnection, silentLog, throttledWarn, WORKER_CONNECTION, type RuntimeLog } from './redis-connection';
import type { JobData, JobHandler, ScheduleSpec, Scheduler } from './types';

const QUEUE = 'schedules';
const TICK_OPTIONS = { attempts: 1, removeOnComplete: true, removeOnFail: true } as const;

export interface BullmqSchedulerOptions {
  /** The process's producer connection (shared, closed by its owner); its reconnects drive `onReset`. */
  connection: Redis;
  prefix: string;
  /** This process in the reset marker, for whoever reads Redis. */
  nodeId: string;
  /** False in a process that upserts schedules but must not run ticks. Default true. */
  consume?: boolean;
  /** Ticks run at once in this process (a slow poll must not hold the others back). Default 8. */
  concurrency?: number;
  lockMs?: number;
  log?: RuntimeLog;
}

/**
 * Schedules as BullMQ job schedulers in queue `<prefix>:schedules` (DESIGN §2): Redis holds them, and each tick is
 * one job with a deterministic id, so it runs once in the cluster whichever process takes it. Cron expressions are read
 * by BullMQ's cron-parser 5 (an optional leading seconds field, `L` and `#`, not croner's `W`) in the schedule's zone.
 */
export class BullmqScheduler implements Scheduler {
  private readonly queue: Queue;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly resetHandlers: Array<() => Promise<void>> = [];
  private readonly log: RuntimeLog;
  private readonly markerKey: string;
  private worker?: Worker;
  private workerConnection?: Redis;
  private resetPending = false;
  private closed = false;

  constructor(private readonly opts: BullmqSchedulerOptions) {
    this.log = opts.log ?? silentLog;
    this.markerKey = `${opts.prefix}:scheduler:alive`;
    this.queue = new Queue(QUEUE, { connection: opts.connection, prefix: opts.prefix, defaultJobOptions: TICK_OPTIONS });
    this.queue.on('error', throttledWarn(this.log, '定时任务队列出错'));
    opts.connection.on('ready', this.checkMarker);
    if (opts.connection.status === 'ready') void this.checkMarker();
  }

  register(name: string, handler: JobHandler): void {
    if (this.handlers.has(name)) throw new Error(`定时任务 ${name} 的处理函数已注册`);
    this.handlers.set(name, handler);
    // consuming starts with the first handler; a tick for a name registered later in start-up fails here (logged)
    if ((this.opts.consume ?? true) && !this.worker && !this.closed) this.consume();
  }

  async upsert(id: string, name: string, spec: ScheduleSpec, data: JobData = {}): Promise<void> {
    // an interval's first tick comes one interval after it is set, as in-process; a schedule upserted again (every
    // process at start, or a reset) keeps its phase, since BullMQ reuses the pending tick
    const repeat: Omit<RepeatOptions, 'key'> =
      'cron' in spec ? { pattern: spec.cron, tz: spec.timeZone } : { every: spec.intervalMs, startDate: Date.now() + spec.intervalMs };
    await this.queue.upsertJobScheduler(id, repeat, { name, data, opts: TICK_OPTIONS });
  }

  async remove(id: string): Promise<void> {
    await this.queue.removeJobScheduler(id);
  }

  async nextRun(id: string): Promise<Date | undefined> {
    const scheduler = await this.queue.getJobScheduler(id);
    return typeof scheduler?.next === 'number' ? new Date(scheduler.next) : undefined;
  }

  onReset(handler: () => Promise<void>): void {
    this.resetHandlers.push(handler);
    // this process won the marker before anyone asked to hear it (the check runs at construction)
    if (this.resetPending) {
      this.resetPending = false;
      void this.reset();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.opts.connection.off('ready', this.checkMarker);
    if (this.worker) {
      await this.worker.close(this.workerConnection!.status !== 'ready');
      await closeConnection(this.workerConnection!);
    }
    await this.queue.close();
  }

  private consume(): void {
    this.workerConnection = this.opts.connection.duplicate({
      ...WORKER_CONNECTION,
      connectionName: `${this.opts.connection.options.connectionName ?? this.opts.prefix}:schedules-worker`,
    });
    const lockMs = this.opts.lockMs ?? DEFAULT_LOCK_MS;
    this.worker = new Worker(QUEUE, (job) => this.tick(job), {
      connection: this.workerConnection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency ?? 8,
      lockDuration: lockMs,
      stalledInterval: lockMs,
    });
    this.worker.on('error', throttledWarn(this.log, '定时任务的 worker 出错'));
  }

  private async tick(job: Job): Promise<void> {
    const handler = this.handlers.get(job.name);
    const scheduleId = job.repeatJobKey ?? '';
    if (!handler) {
      this.log.error({ job: job.name, scheduleId }, `定时任务 ${job.name} 在本进程没有处理函数`);
      throw new Error(`定时任务 ${job.name} 在本进程没有处理函数`);
    }
    try {
      await handler(scheduleId, (job.data ?? {}) as JobData);
    } catch (err) {
      // the schedule ticks on; the handler's failure is its owner's to record
      this.log.error({ err, job: job.name, scheduleId }, `定时任务 ${job.name} 执行失败`);
    }
  }

  /**
   * Run on every (re)connect of the producer connection: a Redis that restarted empty lost every schedule, and the
   * marker with them. The first process to set it again (SET NX) has the owners upsert theirs from the database.
   */
  private readonly checkMarker = async () => {
    if (this.closed) return;
    try {
      const won = await this.opts.connection.set(this.markerKey, `${this.opts.nodeId} ${new Date().toISOString()}`, 'NX');
      if (won !== 'OK') return;
      if (this.resetHandlers.length === 0) this.resetPending = true;
      else await this.reset();
    } catch (err) {
      this.log.warn({ err }, '检查定时任务标记失败');
    }
  };

  private async reset(): Promise<void> {
    this.log.info({ marker: this.markerKey }, 'Redis 中没有定时任务标记，从数据库重建定时任务');
    for (const handler of this.resetHandlers) {
      try {
        await handler();
      } catch (err) {
        this.log.error({ err }, '重建定时任务失败');
      }
    }
  }
}
