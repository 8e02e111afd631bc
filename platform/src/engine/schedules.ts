import { PIPELINE_STATUS, SCHEDULE_APP_ID, lookupAppId } from '@huiliu/core';
import { and, arrayContains, arrayOverlaps, eq, isNull, or } from 'drizzle-orm';
import { Poller, pollingTriggerOf } from '../apps/polling/poller';
import { pipelines } from '../db/schema';
import { isValidCron } from '../runtime/cron';
import type { ScheduleSpec, Scheduler } from '../runtime/types';
import type { PipelineInfo } from './pipelines';
import type { Engine } from './service';

/** The scheduler's job names: a schedule trigger's tick queues a run; a polling trigger's tick polls its app. */
export const SCHEDULE_JOB = 'pipeline-schedule';
export const POLL_JOB = 'pipeline-poll';

/** Longest interval a schedule may have: a year of minutes. */
const MAX_INTERVAL_MINUTES = 525_600;

/**
 * The schedule of a pipeline whose trigger is the schedule app (1002): `params.cron` in the company's
 * time zone, or `params.interval_minutes`. Anything else has none.
 */
function scheduleOf(info: PipelineInfo): ScheduleSpec | undefined {
  const trigger = info.steps?.[0];
  if (!trigger || lookupAppId(trigger.app_id) !== SCHEDULE_APP_ID) return undefined;
  const cron = typeof trigger.params.cron === 'string' ? trigger.params.cron.trim() : '';
  if (cron !== '' && isValidCron(cron)) return { cron, timeZone: info.timeZone };
  const minutes = Number(trigger.params.interval_minutes);
  if (Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_INTERVAL_MINUTES) return { intervalMs: minutes * 60_000 };
  return undefined;
}

/**
 * Keeps the scheduler in step with the pipelines: a schedule exists exactly while its pipeline is on
 * (spec §4 status on) with a schedule trigger; each tick creates a queued run.
 */
export class Schedules {
  /** Polling triggers (issue 11) tick on the same scheduler: one timer system for both. */
  readonly poller: Poller;
  /** Pipelines whose schedule the scheduler's store refused to change (Redis away): `repair` tries them again. */
  private readonly unsynced = new Set<string>();

  constructor(
    private readonly engine: Engine,
    private readonly scheduler: Scheduler,
  ) {
    this.poller = new Poller(engine);
    // jobs by name with the pipeline's id as data (issue 15): a tick may fire in any process that registered them
    scheduler.register(SCHEDULE_JOB, async (_id, data) => this.tick(String(data.processId)));
    scheduler.register(POLL_JOB, async (_id, data) => this.poll(String(data.processId)));
  }

  async loadAll(): Promise<void> {
    const catalogue = this.engine.deps.services.catalogue;
    // open apps' polling triggers too (issue 14): `sync` then asks for each pipeline's app as that pipeline's company
    const pollingApps = [
      ...(catalogue?.all() ?? []).filter((a) => a.actions.some((x) => x.kind === 'polling')).map((a) => a.app_id),
      ...(catalogue?.openPollingAppIds() ?? []),
    ];
    const triggers = pollingApps.length
      ? or(arrayContains(pipelines.appIds, [SCHEDULE_APP_ID]), arrayOverlaps(pipelines.appIds, pollingApps))
      : arrayContains(pipelines.appIds, [SCHEDULE_APP_ID]);
    const rows = await this.engine.db
      .select({ id: pipelines.id })
      .from(pipelines)
      .where(and(eq(pipelines.status, PIPELINE_STATUS.ON), isNull(pipelines.deletedAt), triggers));
    for (const row of rows) await this.sync(row.id);
  }

  /** A company's time zone changed: its switched-on schedule triggers fire by the new zone's clock from now on. */
  async syncCompany(companyId: string): Promise<void> {
    const rows = await this.engine.db
      .select({ id: pipelines.id })
      .from(pipelines)
      .where(
        and(
          eq(pipelines.companyId, companyId),
          eq(pipelines.status, PIPELINE_STATUS.ON),
          isNull(pipelines.deletedAt),
          arrayContains(pipelines.appIds, [SCHEDULE_APP_ID]),
        ),
      );
    for (const row of rows) await this.sync(row.id);
  }

  /**
   * Upsert or remove the schedule of one pipeline after a change. The pipeline's row is the truth: when the scheduler's
   * store cannot be reached (distributed mode, Redis away) the change is kept for `repair` instead of failing the call
   * that switched the pipeline.
   */
  async sync(processId: string): Promise<void> {
    try {
      await this.apply(processId);
      this.unsynced.delete(processId);
    } catch (err) {
      this.unsynced.add(processId);
      this.engine.log.warn({ err, processId }, 'schedule not changed yet; retried at the next sweep');
    }
  }

  /** The schedules a store refused before, tried again (the cluster's sweep calls this). */
  async repair(): Promise<void> {
    for (const processId of [...this.unsynced]) await this.sync(processId);
  }

  private async apply(processId: string): Promise<void> {
    const info = await this.engine.pipelines.get(processId);
    const on = info && info.status === PIPELINE_STATUS.ON;
    const polling = on ? pollingTriggerOf(this.engine, info) : undefined;
    if (polling) {
      await this.scheduler.upsert(processId, POLL_JOB, { intervalMs: polling.rule.interval_minutes * 60_000 }, { processId });
      // record what exists now (once per trigger setting), so the first tick already starts runs for what is new
      void this.poll(processId, true);
      return;
    }
    const spec = on ? scheduleOf(info) : undefined;
    if (!spec) return this.scheduler.remove(processId);
    await this.scheduler.upsert(processId, SCHEDULE_JOB, spec, { processId });
  }

  private async poll(processId: string, baselineOnly = false): Promise<void> {
    try {
      await this.poller.poll(processId, baselineOnly);
    } catch (err) {
      this.engine.log.warn({ err, processId }, 'poll failed');
    }
  }

  nextRun(processId: string): Promise<Date | undefined> {
    return this.scheduler.nextRun(processId);
  }

  close(): Promise<void> {
    return this.scheduler.close();
  }

  private async tick(processId: string): Promise<void> {
    try {
      await this.createRun(processId);
    } catch (err) {
      // a refused tick (plan limit 3002) is logged; the schedule keeps ticking
      this.engine.log.warn({ err, processId }, 'scheduled run not created');
    }
  }

  private async createRun(processId: string): Promise<void> {
    const info = await this.engine.pipelines.get(processId);
    if (!info || info.status !== PIPELINE_STATUS.ON) return;
    const scheduledAt = new Date();
    const run = await this.engine.prepare({
      pipeline: info,
      triggerType: 'schedule',
      triggerData: { scheduled_at: scheduledAt.toISOString(), process_id: processId, time_zone: info.timeZone },
    });
    await this.engine.submit(run);
  }
}
