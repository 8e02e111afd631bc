import { EventEmitter } from 'node:events';
import { AppError, ERRORS, newId } from '@huiliu/core';
import type { Db } from '../db/open';
import { GuardedHttpClient } from '../http/guarded-client';
import { MemoryRunQueue } from '../runtime/memory-queue';
import { MemoryScheduler } from '../runtime/memory-scheduler';
import { MemorySyncReplyChannel } from '../runtime/memory-sync-reply';
import type { RunJob, RunQueue, Scheduler, SyncReplyChannel } from '../runtime/types';
import { engineDeps, type EngineDeps } from './deps';
import { PipelineDirectory, type PipelineInfo } from './pipelines';
import { recoverRuns } from './recovery';
import { finishedRun, loadRun, type RunState, type TriggerType } from './run-state';
import { RunQuota } from './run-quota';
import { Schedules } from './schedules';
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
  /** Default: the guarded client with HUILIU_OUTBOUND_ALLOW as its allow-list (DESIGN §3). */
  http?: GuardedHttpClient;
  /** Runs executed at once by this process's workers. */
  concurrency?: number;
  /** false: accept and queue runs but execute none (an API-only node). */
  runWorkers?: boolean;
  /** How long a synchronous webhook caller waits (WEBHOOK_SYNC_TIMEOUT_MS, default 30 s). */
  syncTimeoutMs?: number;
  log?: EngineLogger;
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
  readonly http: GuardedHttpClient;
  readonly deps: EngineDeps;
  readonly syncTimeoutMs: number;
  /** 'run' events carry the RunState after each status change. */
  readonly events = new EventEmitter();
  private readonly pending = new Map<string, RunState>();
  private readonly active = new Map<string, AbortController>();
  /** Runs executed in a request's process (synchronous webhooks), outside the queue. */
  private readonly direct = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly runWorkers: boolean;
  readonly log: EngineLogger;
  private readonly worker: WorkerContext;
  private stopping = false;

  constructor(opts: EngineOptions) {
    this.db = opts.db;
    this.log = opts.log ?? silent;
    this.pipelines = new PipelineDirectory(opts.db);
    this.writer = new RunWriter(opts.db, (err, msg) => this.log.error({ err }, msg));
    this.quota = new RunQuota(opts.db);
    this.queue = opts.queue ?? new MemoryRunQueue();
    this.syncReplies = opts.syncReplies ?? new MemorySyncReplyChannel();
    this.schedules = new Schedules(this, opts.scheduler ?? new MemoryScheduler());
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
      emit: (run) => this.emit(run),
      active: this.active,
      logError: (err, msg) => this.log.error({ err }, msg),
    };
  }

  /** Recover interrupted and queued runs, load the schedules, start the workers. */
  async start(): Promise<void> {
    const recovered = await recoverRuns(this.db);
    for (const runId of recovered.failed) {
      const run = await loadRun(this.db, runId);
      if (run) await this.notifyFinished(run);
    }
    await this.schedules.loadAll();
    if (this.runWorkers) this.queue.process((job) => this.handle(job), this.concurrency);
    for (const job of recovered.requeue) await this.queue.enqueue(job);
  }

  /** Stop ticking, let running runs finish (queued ones stay queued in the database), flush the log. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.schedules.close();
    await Promise.all([this.queue.close(), ...this.direct]);
    await this.writer.idle();
    await this.syncReplies.close();
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

  /** Commit the queued run (with its accept, one transaction), then hand it to the workers. */
  async submit(run: RunState, accept?: AcceptInsert): Promise<void> {
    await this.writer.insertRun(toInsert(run), accept);
    this.emit(run);
    this.pending.set(run.id, run);
    await this.queue.enqueue({ runId: run.id, companyId: run.companyId });
  }

  /**
   * Execute now, in this process (a synchronous webhook). The run starts while its rows go through
   * group commit, and its caller is answered only once they and its final state are committed.
   */
  runNow(run: RunState, accept?: AcceptInsert): Promise<void> {
    const stored = this.writer.insertRun(toInsert(run), accept);
    const running = runOne(this.worker, run, stored).finally(() => this.direct.delete(running));
    this.direct.add(running);
    return running;
  }

  /** GET /log/reset: a queued run never starts, a running one is stopped between steps. */
  async cancel(run: RunState): Promise<RunState> {
    const queued = this.pending.get(run.id);
    const target = queued ?? run;
    this.active.get(run.id)?.abort();
    target.status = 'cancelled';
    target.finishedAt = new Date();
    await this.writer.updateRun(run.id, { status: 'cancelled', finishedAt: target.finishedAt, error: '运行已被手动取消' });
    target.error = '运行已被手动取消';
    this.emit(target);
    return target;
  }

  /** The dataprocess routes report every change of a pipeline (spec §4 status, content, delete). */
  async pipelineChanged(processId: string): Promise<void> {
    this.pipelines.invalidate(processId);
    if (this.stopping) return;
    await this.schedules.sync(processId);
  }

  /**
   * A company's time zone or plan changed (issue 13 company console): its pipelines are read again, and its schedules
   * follow the new zone at once.
   */
  async companyChanged(companyId: string): Promise<void> {
    this.pipelines.invalidateCompany(companyId);
    if (this.stopping) return;
    await this.schedules.syncCompany(companyId);
  }

  /** Resolves when no run is waiting or executing and the log is written (tests, the bench). */
  async idle(): Promise<void> {
    await Promise.all([this.queue.drained(), ...this.direct]);
    await this.writer.idle();
  }

  private async handle(job: RunJob): Promise<void> {
    const run = this.pending.get(job.runId) ?? (await loadRun(this.db, job.runId));
    this.pending.delete(job.runId);
    // a run cancelled or finished meanwhile is not run again
    if (!run || run.status !== 'queued') return;
    await runOne(this.worker, run);
  }

  private emit(run: RunState): void {
    this.events.emit('run', run);
  }

  private async notifyFinished(run: RunState): Promise<void> {
    this.emit(run);
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
