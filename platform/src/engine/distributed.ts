import type { Db } from '../db/open';
import type { RunJob, RunQueue } from '../runtime/types';
import { DEFAULT_LEASE_MS, RunLeases, type Claim } from './leases';
import type { RunState } from './run-state';

/**
 * Distributed mode (issue 15): several processes share the queue and the database, so runs are claimed under leases
 * (engine/leases.ts) and a sweep hands lost jobs to the queue again.
 */
export interface ClusterOptions {
  /** This process, as runs.lease_owner (the runtime's node id). */
  nodeId: string;
  /** HUILIU_RUN_LEASE_MS; default 30 s. */
  leaseMs?: number;
  /** How often this process sweeps (HUILIU_SWEEP_MS); default 15 s. */
  sweepMs?: number;
  /** A queued run older than this has lost its job (HUILIU_REQUEUE_AFTER_MS); default 30 s. */
  requeueAfterMs?: number;
  /** At shutdown, runs still executing after this long are handed back to the queue (SHUTDOWN_GRACE_MS); default 30 s. */
  shutdownGraceMs?: number;
}

/** What the cluster's side of the engine needs from the engine. */
interface EngineSide {
  db: Db;
  queue: RunQueue;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  /** Tells subscribers and the error monitor about runs given up on. */
  notifyFailed(runIds: readonly string[]): Promise<void>;
  /** Executes a run this process has claimed (already marked running by the claim). */
  execute(run: RunState): Promise<void>;
  /** Schedule changes the scheduler's store refused while Redis was away, tried again. */
  repairSchedules(): Promise<void>;
  /** Tells a synchronous caller its run could not be stored. */
  replyUnstored(runId: string): void;
}

/** The engine's distributed half: claiming each job's run, sweeping lost jobs back, handing runs back at shutdown. */
export class ClusterRuns {
  readonly leases: RunLeases;
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly opts: ClusterOptions,
    private readonly engine: EngineSide,
  ) {
    this.leases = new RunLeases(engine.db, opts.nodeId, opts.leaseMs ?? DEFAULT_LEASE_MS, (err, msg) => engine.log.error({ err }, msg));
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.opts.sweepMs ?? 15_000);
    this.timer.unref();
  }

  /** The row is claimed first, so a job handed out twice (re-delivered, swept) runs once. */
  async handle(job: RunJob): Promise<void> {
    const claim = await this.leases.claim(job.runId);
    if (claim.outcome !== 'claimed') return claim.outcome === 'exhausted' ? this.engine.notifyFailed([job.runId]) : undefined;
    if (job.sync) claim.run.syncCaller = true;
    await this.executeClaimed(claim.run);
  }

  /**
   * A synchronous webhook's run executed in this process (it runs workers): claimed like a queued one once its row is
   * committed, so a crash mid-run leaves a lease the sweep can see pass, never a run `running` for ever.
   */
  async runHere(run: RunState, stored: Promise<void>): Promise<void> {
    let claim: Claim;
    try {
      await stored;
      claim = await this.leases.claim(run.id);
    } catch (err) {
      this.engine.log.error({ err, runId: run.id }, 'synchronous run not stored or not claimed');
      return this.engine.replyUnstored(run.id);
    }
    if (claim.outcome !== 'claimed') return this.engine.replyUnstored(run.id);
    // the claimed row's status, attempt and start (the database's clock); the run in memory keeps its parsed steps
    // and its waiting caller
    const { status, attempt, startedAt } = claim.run;
    Object.assign(run, { status, attempt, startedAt });
    await this.executeClaimed(run);
  }

  private async executeClaimed(run: RunState): Promise<void> {
    try {
      await this.engine.execute(run);
    } finally {
      this.leases.finished();
    }
  }

  /**
   * Stops sweeping, then waits for `finished` (the queue closed and this process's runs done) for the shutdown grace;
   * what still executes then is handed back to the queue for another worker, and stop resolves.
   */
  async stop(finished: Promise<unknown>): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), this.opts.shutdownGraceMs ?? 30_000)));
    const outcome = await Promise.race([finished, late]);
    clearTimeout(timer);
    if (outcome !== 'late') return;
    const handed = await this.leases.handBack();
    this.engine.log.warn({ runs: handed.length }, 'runs handed back to the queue at shutdown');
  }

  /**
   * Runs lost by the queue (Redis restarted empty, an enqueue refused) or by a dead worker go to the queue again, and
   * schedule changes Redis refused are made.
   */
  sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        const swept = await this.leases.sweep(this.opts.requeueAfterMs ?? 30_000);
        await this.engine.notifyFailed(swept.failed);
        for (const job of swept.requeue) await this.engine.queue.enqueue(job);
        await this.engine.repairSchedules();
      } catch (err) {
        this.engine.log.warn({ err }, 'sweep failed; the next one tries again');
      } finally {
        this.sweeping = undefined;
      }
    })();
    return this.sweeping;
  }
}
