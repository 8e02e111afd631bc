import type { ModelTraining } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/open';
import { Gate } from '../../workers/gate';
import type { Auth } from '../user/sessions';
import { TREES } from './ml/forest';
import { lockModel, updateModel } from './repository';
import { runTraining, type JobSettings } from './training-job';
import { failAbandoned, findTraining, finishUnsuccessfully, insertTraining, touch, unfinishedOf } from './trainings';

/** What a training left unfinished by a crash, a restart or a shutdown says (docs/architecture.md "Data models"). */
export const RESTART_REASON = '服务重启，训练中断，请重新训练';
export const CANCELLED_REASON = '已取消';

export interface TrainerOptions extends Partial<JobSettings> {
  /**
   * How often this process tells the database its trainings (queued or running) are alive, and learns which of them
   * another process cancelled (default 2 s).
   */
  heartbeatMs?: number;
  /** Trainings at once in this process (HUILIU_TRAINING_CONCURRENCY, default 1: a training takes a whole core). */
  concurrency?: number;
  /** Trainings that may wait their turn here (HUILIU_TRAINING_QUEUE, default 4); one more is 429 / 4322. */
  queue?: number;
  /** Distributed mode: an unfinished training whose heartbeat is older than this is another process's that died. */
  staleMs?: number;
}

const positive = (value: string | undefined) => (Number(value) > 0 ? Math.floor(Number(value)) : undefined);

/**
 * Training jobs of this process (issue 17): begun by the request, run off it — queued behind a small gate, then
 * `runTraining` reads the rows and trains in a worker thread. Status and progress live in the database, so any
 * process answers them and cancels (the running process notices at its next write). What a dead process left
 * unfinished is failed with RESTART_REASON: at start-up (embedded: everything not ours; distributed: what stopped
 * beating), and by a sweep in distributed mode. Trainings are not resumed: a forest is minutes of work at most.
 */
export class TrainingManager {
  /** This process's name on the trainings it runs. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly gate: Gate;
  private readonly limit: number;
  private readonly settings: JobSettings;
  private readonly staleMs: number;
  private readonly heartbeatMs: number;
  private beat: NodeJS.Timeout | undefined;
  private readonly stops = new Map<string, AbortController>();
  private readonly jobs = new Set<Promise<void>>();
  private sweep: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
    opts: TrainerOptions = {},
  ) {
    const env = process.env;
    const concurrency = opts.concurrency ?? positive(env.HUILIU_TRAINING_CONCURRENCY) ?? 1;
    const queue = opts.queue ?? positive(env.HUILIU_TRAINING_QUEUE) ?? 4;
    this.limit = concurrency + queue;
    this.gate = new Gate(concurrency, queue, () => new AppError('TRAINING_BUSY'));
    this.staleMs = opts.staleMs ?? 30_000;
    this.heartbeatMs = opts.heartbeatMs ?? 2_000;
    this.settings = {
      trees: opts.trees ?? TREES,
      maxTrainRows: opts.maxTrainRows ?? positive(env.HUILIU_TRAINING_MAX_ROWS) ?? 2000,
      heapMb: opts.heapMb ?? 512,
      timeoutMs: opts.timeoutMs ?? positive(env.HUILIU_TRAINING_TIMEOUT_MS) ?? 10 * 60_000,
      modelMaxBytes: opts.modelMaxBytes ?? 8 * 1024 * 1024,
    };
  }

  /** Fails what earlier runs of the platform left unfinished; in distributed mode keeps sweeping for dead peers. */
  async start(distributed: boolean): Promise<void> {
    const failed = await failAbandoned(this.db, RESTART_REASON, distributed ? { staleBefore: this.staleBefore() } : { notOwner: this.owner });
    if (failed.length > 0) this.log.warn({ trainings: failed }, 'trainings interrupted by a restart marked failed');
    this.beat = setInterval(
      () => void this.heartbeat().catch((err: unknown) => this.log.warn({ err }, 'training heartbeat failed')),
      this.heartbeatMs,
    );
    this.beat.unref();
    if (!distributed) return;
    this.sweep = setInterval(() => {
      failAbandoned(this.db, RESTART_REASON, { staleBefore: this.staleBefore() }).catch((err: unknown) =>
        this.log.warn({ err }, 'training sweep failed'),
      );
    }, this.staleMs);
    this.sweep.unref();
  }

  /** Starts a training of the model: 409 while one is unfinished, 429 past what this process runs and queues. */
  async begin(auth: Auth, dmid: string): Promise<ModelTraining> {
    if (this.closed) throw new AppError('SHUTTING_DOWN');
    if (this.stops.size >= this.limit) throw new AppError('TRAINING_BUSY');
    const tmid = await this.db.transaction(async (tx) => {
      if (!(await lockModel(tx, auth.companyId, dmid))) throw new AppError('NOT_FOUND', '数据模型不存在或已被删除');
      if (await unfinishedOf(tx, auth.companyId, dmid)) throw new AppError('TRAINING_IN_PROGRESS');
      const id = await insertTraining(tx, { companyId: auth.companyId, dmid, creatorId: auth.userId, owner: this.owner });
      await updateModel(tx, auth.companyId, dmid, { tmid: id });
      return id;
    });
    // read before the job starts: the reply says what the request did (queued), not how far the job got since
    const queued = (await findTraining(this.db, auth.companyId, tmid))!;
    const stop = new AbortController();
    this.stops.set(tmid, stop);
    const job = {
      db: this.db,
      tmid,
      companyId: auth.companyId,
      dmid,
      timeZone: auth.timeZone,
      settings: this.settings,
      signal: stop.signal,
      log: this.log,
    };
    const done = this.gate
      .run(async () => (stop.signal.aborted ? undefined : runTraining(job)))
      .catch(async (err: unknown) => {
        // a refusal of the gate cannot happen (counted above); anything else is a bug the training must not hide
        this.log.error({ err, tmid }, 'training failed unexpectedly');
        await finishUnsuccessfully(this.db, tmid, 'failed', '训练过程出错，请重试').catch(() => undefined);
      })
      .finally(() => {
        this.stops.delete(tmid);
        this.jobs.delete(done);
      });
    this.jobs.add(done);
    return queued;
  }

  /** Cancels a queued or running training, wherever it runs; 409 once it has ended. */
  async cancel(companyId: string, tmid: string): Promise<ModelTraining> {
    const training = await findTraining(this.db, companyId, tmid);
    if (!training) throw new AppError('NOT_FOUND', '训练不存在');
    if (!(await finishUnsuccessfully(this.db, tmid, 'cancelled', CANCELLED_REASON))) throw new AppError('TRAINING_FINISHED');
    // ours: the worker is terminated now; another process's notices at its next write
    this.stops.get(tmid)?.abort();
    return (await findTraining(this.db, companyId, tmid))!;
  }

  /** Cancels the model's unfinished training, if any (before the model is deleted). */
  async stopModel(companyId: string, dmid: string): Promise<void> {
    const unfinished = await unfinishedOf(this.db, companyId, dmid);
    if (unfinished) await this.cancel(companyId, unfinished.tmid).catch(() => undefined);
  }

  /** Settles every job of this process. */
  async idle(): Promise<void> {
    await Promise.all([...this.jobs]);
  }

  /** Shutdown: every training of this process stops now and is failed with RESTART_REASON (queued ones too). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweep);
    clearInterval(this.beat);
    const ours = [...this.stops.keys()];
    await Promise.all(ours.map((tmid) => finishUnsuccessfully(this.db, tmid, 'failed', RESTART_REASON).catch(() => undefined)));
    for (const stop of this.stops.values()) stop.abort();
    await this.idle();
  }

  /** Keeps this process's trainings alive in the database; one that is no longer unfinished was cancelled elsewhere. */
  private async heartbeat(): Promise<void> {
    const ours = [...this.stops.keys()];
    if (ours.length === 0) return;
    const alive = await touch(this.db, ours);
    for (const tmid of ours) if (!alive.has(tmid)) this.stops.get(tmid)?.abort();
  }

  private staleBefore(): Date {
    return new Date(Date.now() - this.staleMs);
  }
}
