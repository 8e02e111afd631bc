import { isOpenPlatformAppId, lookupAppId } from '@huiliu/core';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Catalogue } from '../apps/catalogue';
import type { AcceptMode, EngineObserver } from '../engine/observer';
import type { RunStatus } from '../engine/types';
import { processMetrics } from './exposition';

/** Final statuses of a run (core RUN_STATUSES less queued and running): each series exists from the first scrape. */
const FINISHED: readonly RunStatus[] = ['success', 'filtered', 'failed', 'partial', 'cancelled'];
const MODES: readonly AcceptMode[] = ['async', 'sync', 'sample'];

/** Steps call third parties with a 100 s limit (spec §9): buckets reach past a minute. */
const STEP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** An async accept is two commits (~ms); a sync one waits for its run, up to WEBHOOK_SYNC_TIMEOUT_MS (30 s). */
const ACCEPT_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface PlatformMetricsOptions {
  /** Jobs waiting cluster-wide (RunQueue.depth), read at each scrape. */
  queueDepth(): Promise<number>;
  /** The `app_id` label of a step: one of a bounded set, whatever ids tenants' apps have. */
  stepLabel(appId: string): string;
}

/**
 * One platform's metrics (issue 15) in a registry of its own — never prom-client's global one, which a second platform
 * in the same process (every test file) would find already holding these names. It observes the engine; /metrics
 * answers it merged with the process's figures and, in embedded mode, the gateway's.
 */
export class PlatformMetrics implements EngineObserver {
  private readonly own = new Registry();
  private exposed: Registry;
  private readonly started: Counter;
  private readonly finished: Counter<'status'>;
  private readonly failed: Counter;
  private readonly steps: Histogram<'app_id'>;
  private readonly accepts: Record<AcceptMode, Histogram.Internal<'mode'>>;
  private readonly stepLabel: (appId: string) => string;

  constructor(opts: PlatformMetricsOptions) {
    const registers = [this.own];
    this.stepLabel = opts.stepLabel;
    this.started = new Counter({ name: 'huiliu_runs_started_total', help: 'Runs this process began executing', registers });
    this.finished = new Counter({
      name: 'huiliu_runs_finished_total',
      help: 'Runs this process executed to a final status',
      labelNames: ['status'],
      registers,
    });
    for (const status of FINISHED) this.finished.inc({ status }, 0);
    this.failed = new Counter({ name: 'huiliu_runs_failed_total', help: 'Runs this process executed that failed', registers });
    this.steps = new Histogram({
      name: 'huiliu_step_duration_seconds',
      help: 'Duration of a recorded step, retries included, by app (open-platform apps as "open")',
      labelNames: ['app_id'],
      buckets: STEP_BUCKETS,
      registers,
    });
    const accepts = new Histogram({
      name: 'huiliu_webhook_accept_seconds',
      help: 'Time from a webhook delivery reaching its handler to its answer, by mode',
      labelNames: ['mode'],
      buckets: ACCEPT_BUCKETS,
      registers,
    });
    // bound once: a delivery then observes without building a label set
    this.accepts = { async: accepts.labels('async'), sync: accepts.labels('sync'), sample: accepts.labels('sample') };
    for (const mode of MODES) accepts.zero({ mode });
    new Gauge({
      name: 'huiliu_queue_depth',
      help: 'Runs waiting for a worker, cluster-wide (NaN when the queue cannot be asked)',
      registers,
      async collect() {
        // a queue that cannot answer (Redis down) must not fail the whole scrape; NaN says "unknown"
        this.set(await opts.queueDepth().catch(() => Number.NaN));
      },
    });
    this.exposed = Registry.merge([this.own, processMetrics()]);
  }

  /** Another tier's registry in the same process (the embedded gateway): one /metrics answers both. */
  include(registry: Registry): void {
    this.exposed = Registry.merge([this.exposed, registry]);
  }

  get contentType(): string {
    return this.exposed.contentType;
  }

  text(): Promise<string> {
    return this.exposed.metrics();
  }

  runStarted(): void {
    this.started.inc();
  }

  runFinished(status: RunStatus): void {
    this.finished.inc({ status });
    if (status === 'failed') this.failed.inc();
  }

  stepFinished(appId: string, durationMs: number): void {
    this.steps.observe({ app_id: this.stepLabel(appId) }, durationMs / 1000);
  }

  webhookAccepted(mode: AcceptMode, durationMs: number): void {
    this.accepts[mode].observe(durationMs / 1000);
  }
}

/**
 * A step's `app_id` label: the catalogue's apps by id (built-ins, the shipped ones, HUILIU_APPS_DIR's — a set the
 * operator chose), every open-platform app as 'open' (tenants create them without end), anything else as 'other'.
 */
export function stepLabelOf(catalogue: Pick<Catalogue, 'get'>): (appId: string) => string {
  return (appId) => {
    const id = lookupAppId(appId);
    if (isOpenPlatformAppId(id)) return 'open';
    return catalogue.get(id) ? id : 'other';
  };
}
