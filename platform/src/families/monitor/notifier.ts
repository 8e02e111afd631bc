import type { MonitorSettings, NoticeEventConfig } from '@huiliu/contract';
import type { Db } from '../../db/open';
import type { FinishedRun } from '../../engine/deps';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { findMonitorSettings, processErrorConfig } from '../notice/event-configs';
import type { NoticeEvents } from '../notice/events';
import { findRelation } from './repository';
import { toSettings } from './service';

/** What an error pipeline receives as its trigger data (docs/rest-contract-engine.md). */
export interface ErrorTriggerData {
  process_id: string;
  log_id: string;
  error: string;
  step_uuid: string;
  title: string;
}

/** Starts a run of the error pipeline; the engine's own start function for manual runs. */
export type StartErrorRun = (companyId: string, processId: string, triggerData: ErrorTriggerData) => Promise<unknown>;

interface NotifierLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface NotifierDeps {
  db: Db;
  http: GuardedHttpClient;
  /** The company's notice events: the `process_error` config's people over its channels. */
  events: NoticeEvents;
  startErrorRun?: StartErrorRun;
  log: NotifierLog;
}

/** The failure as the webhook receives it. */
function failureJson(run: FinishedRun) {
  return {
    event: 'run_failed',
    process_id: run.processId,
    title: run.processTitle,
    log_id: run.id,
    status: run.status,
    error: run.error ?? '',
    step_uuid: run.failedStepUuid ?? '',
    trigger_type: run.triggerType,
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt.toISOString(),
    duration_ms: run.durationMs,
  };
}

/**
 * The engine's `onRunFinished` for the error monitor (DESIGN §4 "error monitor"): a failed run of a monitored
 * pipeline, while the company's `process_error` event is on, tells the people that event names (in app, by email and
 * SMS as its config says; notice/events.ts) and the monitor's own extra addresses, POSTs the webhook and runs the
 * error pipeline. Each channel fails alone and is logged; the returned promise never rejects, so the run path cannot
 * be broken by a notification.
 */
export function monitorNotifier(deps: NotifierDeps) {
  return async (run: FinishedRun): Promise<void> => {
    if (run.status !== 'failed') return;
    let watch: Awaited<ReturnType<typeof watchOf>>;
    try {
      watch = await watchOf(deps.db, run);
    } catch (err) {
      deps.log.error({ err, runId: run.id }, '错误监控：读取监控设置失败');
      return;
    }
    if (!watch) return;
    const { config, settings, errorProcessId } = watch;
    const failure = failureJson(run);
    const people = { companyId: run.companyId, ...summary(run), processId: run.processId, runId: run.id, extraEmails: settings.emails };
    const channels: Array<[string, () => Promise<void>]> = [['people', () => deps.events.deliver(config, people)]];
    if (settings.webhook_url) channels.push(['webhook', () => webhook(deps, settings.webhook_url, failure)]);
    // An error pipeline's own failure is reported but does not start another error run (no loops).
    if (errorProcessId && run.triggerType !== 'error') channels.push(['error_process', () => errorRun(deps, run, errorProcessId)]);
    const results = await Promise.allSettled(channels.map(([, send]) => send()));
    results.forEach((result, i) => {
      if (result.status === 'rejected') deps.log.error({ err: result.reason, channel: channels[i]![0], runId: run.id }, '错误监控：通知发送失败');
    });
  };
}

/** The company's `process_error` config and settings and the pipeline's error pipeline, or null when nobody watches this run. */
async function watchOf(
  db: Db,
  run: FinishedRun,
): Promise<{ config: NoticeEventConfig; settings: MonitorSettings; errorProcessId: string | null } | null> {
  const relation = await findRelation(db, run.companyId, run.processId);
  if (relation?.monitored !== 1) return null;
  const row = await findMonitorSettings(db, run.companyId);
  const config = processErrorConfig(row);
  return config.status === 1 ? { config, settings: toSettings(row), errorProcessId: relation.errorProcessId } : null;
}

function summary(run: FinishedRun): { title: string; body: string } {
  const title = `流程运行失败：${run.processTitle || run.processId}`;
  const step = run.failedStepUuid ? `，失败步骤 ${run.failedStepUuid}` : '';
  return { title, body: `运行记录 ${run.id}${step}。错误信息：${run.error ?? '未知错误'}` };
}

async function webhook(deps: NotifierDeps, url: string, failure: ReturnType<typeof failureJson>): Promise<void> {
  const res = await deps.http.request({
    url,
    method: 'POST',
    // The receiver can drop a repeat delivery of the same failure (DESIGN §4 idempotency keys).
    headers: { 'content-type': 'application/json; charset=utf-8', 'idempotency-key': `monitor:${failure.log_id}` },
    body: JSON.stringify(failure),
    timeoutMs: 10_000,
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`webhook 返回 HTTP ${res.status}`);
}

async function errorRun(deps: NotifierDeps, run: FinishedRun, errorProcessId: string): Promise<void> {
  if (!deps.startErrorRun) throw new Error('引擎未提供启动错误处理流程的方法');
  await deps.startErrorRun(run.companyId, errorProcessId, {
    process_id: run.processId,
    log_id: run.id,
    error: run.error ?? '',
    step_uuid: run.failedStepUuid ?? '',
    title: run.processTitle,
  });
}
