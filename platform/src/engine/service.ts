import { EventEmitter } from 'node:events';
import { AppError, ERRORS, newId } from '@huiliu/core';
import type { Db } from '../db/open';
import { GuardedHttpClient } from '../http/guarded-client';
import { MemoryBus } from '../runtime/memory-bus';
import { MemoryRunQueue } from '../runtime/memory-queue';
import { MemoryScheduler } from '../runtime/memory-scheduler';
import { MemorySyncReplyChannel } from '../runtime/memory-sync-reply';
import type { Bus, RunJob, RunQueue, Scheduler, SyncReplyChannel, UsageCounter } from '../runtime/types';
import { followCluster, runEvent, TOPICS } from './cluster';
import { engineDeps, type EngineDeps } from './deps';
import { ClusterRuns, type ClusterOptions } from './distributed';
import { NO_OBSERVER, type EngineObserver } from './observer';
import { PipelineDirectory, type PipelineInfo } from './pipelines';
import { recoverRuns } from './recovery';
import { finishedRun, loadRun, type RunState, type TriggerType } from './run-state';
import { RunQuota } from './run-quota';
import { Schedules } from './schedules';
import { unstoredReply } from './sync-reply';
import { runOne, type WorkerContext } from './worker';
import { RunWriter, type AcceptInsert } from './writer';

export interface EngineLogger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

export interface EngineOptions {
  db: Db;
  deps?: Partial<EngineDeps>;
  queue?: RunQueue;
  syncReplies?: SyncReplyChannel;
  scheduler?: Scheduler;
  /** Default: in-process (embedded mode). */
  bus?: Bus;
  /** Where the plan's monthly runs are counted (Redis in distributed mode); default: in this process. */
  counter?: UsageCounter;
  /** Set in distributed mode: runs are claimed under leases and lost jobs swept back to the queue. */
  cluster?: ClusterOptions;
  /** Default: the guarded client with HUILIU_OUTBOUND_ALLOW as its allow-list (DESIGN §3). */
  http?: GuardedHttpClient;
  /** Runs executed at once by this process's workers. */
  concurrency?: number;
  /** false: accept and queue runs but execute none (an API-only node). */
  runWorkers?: boolean;
  /** How long a synchronous webhook caller waits (WEBHOOK_SYNC_TIMEOUT_MS, default 30 s). */
  syncTimeoutMs?: number;
  log?: EngineLogger;
  /** Told of runs, steps and webhook deliveries (the platform's metrics); default: nobody. */
  observer?: EngineObserver;
}

export interface NewRun {
  pipeline: PipelineInfo;
  triggerType: TriggerType;
  triggerData: unknown;
  acceptId?: string | null;
  parentRunId?: string | null;
  resumeStepUuid?: string | null;
  /** Another content than the pipeline's current one (a rerun of the version a run used). */
  content?: string;
  versionId?: string | null;
}

const silent: EngineLogger = { error: () => undefined, warn: () => undefined };

/**
 * The run engine (DESIGN §4): creates runs with their content frozen, commits them before anyone is
 * told they exist, hands them to the queue's workers, and emits every status change.
 */
export class Engine {
  readonly db: Db;
  readonly pipelines: PipelineDirectory;
  readonly writer: RunWriter;
  readonly quota: RunQuota;
  readonly queue: RunQueue;
  readonly syncReplies: SyncReplyChannel;
  readonly schedules: Schedules;
  /** The one timer system (issue 15: one tick cluster-wide): pipelines' schedules and the platform's periodic sweeps. */
  readonly scheduler: Scheduler;
  readonly http: GuardedHttpClient;
  readonly deps: EngineDeps;
  readonly syncTimeoutMs: number;
  readonly bus: Bus;
  /** 'run' events carry a RunEvent after each status change of any run of the cluster; 'closing' ends live streams. */
  readonly events = new EventEmitter();
  /** Present in distributed mode. */
  readonly cluster: ClusterRuns | undefined;
  private readonly pending = new Map<string, RunState>();
  private readonly active = new Map<string, AbortController>();
  /** Runs executed in a request's process (synchronous webhooks), outside the queue. */
  private readonly direct = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly runWorkers: boolean;
  readonly log: EngineLogger;
  readonly observer: EngineObserver;
  private readonly worker: WorkerContext;
  private stopping = false;
  private readonly unfollow: () => void;

  constructor(opts: EngineOptions) {
    this.db = opts.db;
    this.log = opts.log ?? silent;
    this.observer = opts.observer ?? NO_OBSERVER;
    this.pipelines = new PipelineDirectory(opts.db);
    this.writer = new RunWriter(opts.db, (err, msg) => this.log.error({ err }, msg));
    this.quota = new RunQuota(opts.db, opts.counter);
    this.queue = opts.queue ?? new MemoryRunQueue();
    this.syncReplies = opts.syncReplies ?? new MemorySyncReplyChannel();
    this.scheduler = opts.scheduler ?? new MemoryScheduler();
    this.bus = opts.bus ?? new MemoryBus((err, topic) => this.log.error({ err, topic }, 'bus handler failed'));
    this.schedules = new Schedules(this, this.scheduler);
    this.http = opts.http ?? GuardedHttpClient.fromEnv();
    this.deps = engineDeps(opts.deps);
    this.concurrency = opts.concurrency ?? 8;
    this.runWorkers = opts.runWorkers ?? true;
    this.syncTimeoutMs = opts.syncTimeoutMs ?? (Number(process.env.WEBHOOK_SYNC_TIMEOUT_MS) || 30_000);
    this.events.setMaxListeners(0);
    this.worker = {
      db: this.db,
      writer: this.writer,
      deps: this.deps,
      http: this.http,
      syncReplies: this.syncReplies,
      emit: (run) => this.announce(run),
      active: this.active,
      logError: (err, msg) => this.log.error({ err }, msg),
      observer: this.observer,
    };
    this.cluster = opts.cluster
      ? new ClusterRuns(opts.cluster, {
          db: this.db,
          queue: this.queue,
          log: this.log,
          notifyFailed: (runIds) => this.notifyFailed(runIds),
          execute: (run) => runOne(this.worker, run, undefined, { claimed: true }),
          repairSchedules: () => this.schedules.repair(),
          replyUnstored: (runId) => void this.syncReplies.publish(runId, unstoredReply()),
        })
      : undefined;
    this.unfollow = followCluster(this.bus, this.pipelines, {
      run: (event) => this.events.emit('run', event),
      cancel: (runId) => this.active.get(runId)?.abort(),
    });
  }

  /**
   * Load the schedules and start the workers. Embedded: recover interrupted and queued runs first (one process owns
   * every worker). Distributed: another process may be running any row, so the periodic sweep does it under leases.
   */
  async start(): Promise<void> {
    // the scheduler's store restarted empty (distributed): one process puts every schedule back from the database
    this.scheduler.onReset(() => this.schedules.loadAll());
    const recovered = this.cluster ? { failed: [], requeue: [] } : await recoverRuns(this.db);
    await this.notifyFailed(recovered.failed);
    await this.schedules.loadAll();
    if (this.runWorkers) this.queue.process((job) => this.handle(job), this.concurrency);
    for (const job of recovered.requeue) await this.queue.enqueue(job);
    this.cluster?.start();
  }

  /**
   * Stop ticking, let running runs finish (queued ones stay queued in the database), flush the log. In distributed
   * mode, runs still executing after the shutdown grace are handed back to the queue for another worker.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.schedules.close();
    const finished = Promise.all([this.queue.close(), ...this.direct]);
    await (this.cluster ? this.cluster.stop(finished) : finished);
    await this.writer.idle();
    await this.syncReplies.close();
    this.unfollow();
  }

  /** A new run in memory: counted against the plan (3002), not yet written. */
  async prepare(input: NewRun): Promise<RunState> {
    const { pipeline } = input;
    try {
      await this.quota.take(pipeline.companyId, pipeline.plan, pipeline.timeZone);
    } catch (err) {
      if (err instanceof AppError && err.code === ERRORS.PLAN_RUN_LIMIT.code) this.deps.onRunLimitReached(pipeline.companyId, pipeline.plan);
      throw err;
    }
    return {
      id: newId(),
      companyId: pipeline.companyId,
      processId: pipeline.processId,
      processTitle: pipeline.title,
      versionId: input.versionId !== undefined ? input.versionId : pipeline.versionId,
      content: input.content ?? pipeline.content,
      // parsed once per pipeline change, not once per run (issue 9: no per-request work that publish can do)
      ...(input.content === undefined && pipeline.steps ? { steps: pipeline.steps } : {}),
      status: 'queued',
      triggerType: input.triggerType,
      triggerData: input.triggerData,
      acceptId: input.acceptId ?? null,
      parentRunId: input.parentRunId ?? null,
      resumeStepUuid: input.resumeStepUuid ?? null,
      error: null,
      failedStepUuid: null,
      attempt: 0,
      stepCount: 0,
      timeZone: pipeline.timeZone,
      settings: pipeline.settings,
      createdAt: new Date(),
      startedAt: null,
      finishedAt: null,
      durationMs: null,
    };
  }

  /**
   * Commit the queued run (with its accept, one transaction), then hand it to the workers. Once committed the run is
   * accepted: a queue that refuses it (Redis down, the queue closing) leaves it queued in the database, for the sweep
   * (distributed) or the next start (embedded).
   */
  async submit(run: RunState, accept?: AcceptInsert, sync = false): Promise<void> {
    await this.writer.insertRun(toInsert(run), accept);
    await this.handOver(run, sync);
  }

  /** A committed queued run (submit's, or a poll's written with its cursor): announced and given to the queue. */
  async handOver(run: RunState, sync = false): Promise<void> {
    this.announce(run);
    // only an in-process worker reads the map; in a cluster every worker claims the row (leases), so an entry kept
    // here would stay for ever whenever another process's worker took the job
    if (this.runWorkers && !this.cluster) this.pending.set(run.id, run);
    try {
      await this.queue.enqueue({ runId: run.id, companyId: run.companyId, ...(sync ? { sync } : {}) });
    } catch (err) {
      this.pending.delete(run.id);
      this.log.warn({ err, runId: run.id }, 'run committed but not enqueued: left queued for the sweep');
    }
  }

  /**
   * A synchronous webhook's run (spec §5): executed here when this process runs workers, else queued for a worker that
   * publishes its reply on the SyncReplyChannel. The caller waits there; an uncommitted run answers it at once.
   */
  async startForCaller(run: RunState, accept?: AcceptInsert): Promise<void> {
    run.syncCaller = true;
    if (this.runWorkers) {
      void this.runNow(run, accept);
      return;
    }
    try {
      await this.submit(run, accept, true);
    } catch (err) {
      void this.syncReplies.publish(run.id, unstoredReply());
      throw err;
    }
  }

  /**
   * Execute now, in this process (a synchronous webhook). The run starts while its rows go through
   * group commit, and its caller is answered only once they and its final state are committed. In distributed mode it
   * is claimed first (engine/distributed.ts `runHere`).
   */
  runNow(run: RunState, accept?: AcceptInsert): Promise<void> {
    const stored = this.writer.insertRun(toInsert(run), accept);
    const execution = this.cluster ? this.cluster.runHere(run, stored) : runOne(this.worker, run, stored);
    const running = execution.finally(() => this.direct.delete(running));
    this.direct.add(running);
    return running;
  }

  /**
   * GET /log/reset: a queued run never starts, a running one is stopped between steps — in whichever process runs it
   * (the cancel goes over the bus; the row decides for a worker that has not claimed it yet).
   */
  async cancel(run: RunState): Promise<RunState> {
    const queued = this.pending.get(run.id);
    const target = queued ?? run;
    await this.bus.publish(TOPICS.cancel, { runId: run.id }).catch((err: unknown) => this.log.warn({ err }, 'cancel not told to the cluster'));
    target.status = 'cancelled';
    target.finishedAt = new Date();
    await this.writer.updateRun(run.id, { status: 'cancelled', finishedAt: target.finishedAt, error: '运行已被手动取消' });
    target.error = '运行已被手动取消';
    this.announce(target);
    return target;
  }

  /** webhook/listen: every API node of the cluster keeps this pipeline's deliveries as samples for `forMs`. */
  async listenForSample(processId: string, forMs: number): Promise<Date> {
    const until = Date.now() + forMs;
    await this.tell(TOPICS.listen, { processId, until });
    return new Date(until);
  }

  /** The dataprocess routes report every change of a pipeline (spec §4 status, content, delete). */
  async pipelineChanged(processId: string): Promise<void> {
    await this.tell(TOPICS.pipelineChanged, { processId });
    if (this.stopping) return;
    await this.schedules.sync(processId);
  }

  /**
   * A company's time zone or plan changed (issue 13 company console): its pipelines are read again, and its schedules
   * follow the new zone at once.
   */
  async companyChanged(companyId: string): Promise<void> {
    await this.tell(TOPICS.companyChanged, { companyId });
    if (this.stopping) return;
    await this.schedules.syncCompany(companyId);
  }

  /** Resolves when no run is waiting or executing and the log is written (tests, the bench). */
  async idle(): Promise<void> {
    await Promise.all([this.queue.drained(), ...this.direct]);
    await this.writer.idle();
  }

  private async handle(job: RunJob): Promise<void> {
    if (this.cluster) return this.cluster.handle(job);
    const run = this.pending.get(job.runId) ?? (await loadRun(this.db, job.runId));
    this.pending.delete(job.runId);
    // a run cancelled or finished meanwhile is not run again
    if (!run || run.status !== 'queued') return;
    await runOne(this.worker, run);
  }

  /** A status change, to live subscribers in every process (the poller announces the runs it starts too). */
  announce(run: RunState): void {
    this.bus.publish(TOPICS.run, { ...runEvent(run) }).catch((err: unknown) => this.log.warn({ err }, 'run event not told to the cluster'));
  }

  /** A cache change for every process; this one's caches follow at once (the bus delivers locally first). */
  private async tell(topic: string, message: Record<string, unknown>): Promise<void> {
    await this.bus.publish(topic, message).catch((err: unknown) => this.log.warn({ err, topic }, 'change not told to the cluster'));
  }

  private async notifyFailed(runIds: readonly string[]): Promise<void> {
    for (const runId of runIds) {
      const run = await loadRun(this.db, runId);
      if (run) await this.notifyFinished(run);
    }
  }

  private async notifyFinished(run: RunState): Promise<void> {
    this.announce(run);
    try {
      await this.deps.onRunFinished(finishedRun(run));
    } catch (err) {
      this.log.error({ err }, 'onRunFinished failed');
    }
  }
}

/** The runs row of a queued run (the writer inserts it; a poll inserts its runs with its cursor, one transaction). */
export function toInsert(run: RunState) {
  return {
    id: run.id,
    companyId: run.companyId,
    processId: run.processId,
    versionId: run.versionId,
    content: run.content,
    status: run.status,
    triggerType: run.triggerType,
    triggerData: JSON.stringify(run.triggerData ?? null),
    acceptId: run.acceptId,
    parentRunId: run.parentRunId,
    resumeStepUuid: run.resumeStepUuid,
    attempt: run.attempt,
    createdAt: run.createdAt,
  };
}
