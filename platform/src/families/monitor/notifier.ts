import type { MonitorSettings } from '@huiliu/contract';
import type { Db } from '../../db/open';
import type { FinishedRun } from '../../engine/deps';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { insertNotices } from '../notice/repository';
import type { Mailer } from './mailer';
import { findRelation, findSettings, userEmails } from './repository';
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
  /** null when SMTP is not configured: email is skipped with a warning. */
  mailer: Mailer | null;
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
 * The engine's `onRunFinished` for the error monitor (DESIGN §4 "error monitor"): a failed run of a
 * monitored pipeline, while the company's monitor is on, gets an in-app notice, an email, a webhook
 * POST and a run of the error pipeline. Each channel fails alone and is logged; the returned promise
 * never rejects, so the run path cannot be broken by a notification.
 */
export function monitorNotifier(deps: NotifierDeps) {
  return async (run: FinishedRun): Promise<void> => {
    if (run.status !== 'failed') return;
    let watch: { settings: MonitorSettings; errorProcessId: string | null } | null;
    try {
      watch = await watchOf(deps.db, run);
    } catch (err) {
      deps.log.error({ err, runId: run.id }, '错误监控：读取监控设置失败');
      return;
    }
    if (!watch) return;
    const { settings, errorProcessId } = watch;
    const failure = failureJson(run);
    const channels: Array<[string, () => Promise<void>]> = [['notice', () => notice(deps, run, settings)]];
    if (settings.email_notice === 1) channels.push(['email', () => email(deps, run, settings)]);
    if (settings.webhook_url) channels.push(['webhook', () => webhook(deps, settings.webhook_url, failure)]);
    // An error pipeline's own failure is reported but does not start another error run (no loops).
    if (errorProcessId && run.triggerType !== 'error') channels.push(['error_process', () => errorRun(deps, run, errorProcessId)]);
    const results = await Promise.allSettled(channels.map(([, send]) => send()));
    results.forEach((result, i) => {
      if (result.status === 'rejected') deps.log.error({ err: result.reason, channel: channels[i]![0], runId: run.id }, '错误监控：通知发送失败');
    });
  };
}

/** The company's settings and the pipeline's error pipeline, or null when nobody watches this run. */
async function watchOf(db: Db, run: FinishedRun) {
  const relation = await findRelation(db, run.companyId, run.processId);
  if (relation?.monitored !== 1) return null;
  const settings = toSettings(await findSettings(db, run.companyId));
  return settings.status === 1 ? { settings, errorProcessId: relation.errorProcessId } : null;
}

function summary(run: FinishedRun): { title: string; body: string } {
  const title = `流程运行失败：${run.processTitle || run.processId}`;
  const step = run.failedStepUuid ? `，失败步骤 ${run.failedStepUuid}` : '';
  return { title, body: `运行记录 ${run.id}${step}。错误信息：${run.error ?? '未知错误'}` };
}

/** One notice per notified person, or one for the whole company when nobody is named. */
async function notice(deps: NotifierDeps, run: FinishedRun, settings: MonitorSettings): Promise<void> {
  const { title, body } = summary(run);
  const people = settings.notified_users.length > 0 ? settings.notified_users : [null];
  await insertNotices(
    deps.db,
    people.map((userId) => ({ companyId: run.companyId, userId, kind: 'run_failed', title, body, processId: run.processId, runId: run.id })),
  );
}

async function email(deps: NotifierDeps, run: FinishedRun, settings: MonitorSettings): Promise<void> {
  const people = await userEmails(deps.db, run.companyId, settings.notified_users);
  const to = [...new Set([...people.map((p) => p.email), ...settings.emails].map((e) => e.toLowerCase()))];
  if (to.length === 0) return;
  if (!deps.mailer) {
    deps.log.warn({ runId: run.id }, '错误监控：未配置 SMTP_URL，邮件通知未发送');
    return;
  }
  const { title, body } = summary(run);
  await deps.mailer.send({ to, subject: `【汇流】${title}`, text: `${title}\n\n${body}\n` });
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
