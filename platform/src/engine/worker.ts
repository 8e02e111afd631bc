import { parsePipelineContent } from '@huiliu/core';
import type { Db } from '../db/open';
import type { GuardedHttpClient } from '../http/guarded-client';
import type { SyncReplyChannel } from '../runtime/types';
import { EMPTY_ENV, type EngineDeps } from './deps';
import { executePipeline, type ExecuteResult } from './interpreter';
import type { EngineObserver } from './observer';
import { WriterRecorder, outputsOf } from './recorder';
import { finishedRun, type RunState } from './run-state';
import { fallbackReply, unstoredReply } from './sync-reply';
import type { RunWriter } from './writer';

/** What executing a run needs from the engine around it. */
export interface WorkerContext {
  db: Db;
  writer: RunWriter;
  deps: EngineDeps;
  http: GuardedHttpClient;
  syncReplies: SyncReplyChannel;
  /** Every status change goes out to live subscribers of every process (GET /v1/api/log/events). */
  emit(run: RunState): void;
  /** Runs being executed here, so GET /log/reset can stop them. */
  active: Map<string, AbortController>;
  logError(err: unknown, msg: string): void;
  observer: EngineObserver;
}

type Outcome = Pick<ExecuteResult, 'status' | 'error' | 'failedStepUuid' | 'reply'>;

/** `{{env.…}}` anywhere in the content (core parseRef trims the body); without one, no variable is read. */
const READS_ENV = /\{\{\s*env\./;

async function execute(ctx: WorkerContext, run: RunState, recorder: WriterRecorder, signal: AbortSignal): Promise<Outcome> {
  const parsed = run.steps ? { ok: true as const, content: run.steps } : parsePipelineContent(run.content);
  if (!parsed.ok) return { status: 'failed', error: `流程内容无法运行：${parsed.reason}` };
  const [env, outputs] = await Promise.all([
    // the variables are a database read per run: skip it for the many pipelines that use none
    READS_ENV.test(run.content) ? ctx.deps.loadEnv(run.companyId) : EMPTY_ENV,
    run.resumeStepUuid && run.parentRunId ? outputsOf(ctx.db, run.parentRunId) : undefined,
  ]);
  return executePipeline({
    runId: run.id,
    companyId: run.companyId,
    processId: run.processId,
    content: parsed.content,
    trigger: run.triggerData,
    env: env.values,
    secrets: env.secrets,
    http: ctx.http,
    services: ctx.deps.services,
    recorder,
    timeZone: run.timeZone,
    stepDefaults: run.settings,
    signal,
    ...(run.resumeStepUuid && outputs ? { resumeFrom: { stepUuid: run.resumeStepUuid, outputs } } : {}),
  });
}

/**
 * Executes one run end to end: marks it running (attempt + 1), interprets its frozen content, records
 * every step, finishes the row and tells the monitor. Nothing thrown escapes: an unexpected error
 * fails the run with its message, so no run is left running.
 *
 * A synchronous caller hears back only once the run is durable (issue 7): `stored` (its accept and
 * run rows) and its final state are committed, so no caller is ever told of a run a crash then loses.
 */
export async function runOne(
  ctx: WorkerContext,
  run: RunState,
  stored: Promise<void> = Promise.resolve(),
  { claimed = false }: { claimed?: boolean } = {},
): Promise<void> {
  const controller = new AbortController();
  ctx.active.set(run.id, controller);
  // a claimed run (distributed mode, engine/leases.ts) was marked running by its claim, attempt and start included
  if (!claimed) {
    run.status = 'running';
    run.attempt += 1;
    run.startedAt = new Date();
    void ctx.writer
      .updateRun(run.id, { status: 'running', attempt: run.attempt, startedAt: run.startedAt })
      .catch((err) => ctx.logError(err, 'run start not recorded'));
  }
  const startedAt = run.startedAt ?? new Date();
  ctx.emit(run);
  ctx.observer.runStarted();

  const recorder = new WriterRecorder(ctx.writer, run.companyId, ctx.observer);
  let outcome: Outcome;
  try {
    outcome = await execute(ctx, run, recorder, controller.signal);
  } catch (err) {
    outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
  } finally {
    ctx.active.delete(run.id);
  }
  if (controller.signal.aborted) outcome = { ...outcome, status: 'cancelled' };

  run.finishedAt = new Date();
  run.durationMs = run.finishedAt.getTime() - startedAt.getTime();
  run.status = outcome.status;
  run.error = outcome.error ?? null;
  run.failedStepUuid = outcome.failedStepUuid ?? null;
  run.stepCount = recorder.count;
  const finished = ctx.writer.updateRun(run.id, {
    status: run.status,
    error: run.error,
    failedStepUuid: run.failedStepUuid,
    stepCount: run.stepCount,
    finishedAt: run.finishedAt,
    durationMs: run.durationMs,
  });
  let durable = true;
  try {
    // the steps went to the writer before this patch, so they are in its commit or an earlier one
    await Promise.all([stored, finished]);
  } catch (err) {
    durable = false;
    ctx.logError(err, 'run finish not recorded');
  }
  if (run.syncCaller) void ctx.syncReplies.publish(run.id, durable ? (outcome.reply ?? fallbackReply(run)) : unstoredReply());
  ctx.observer.runFinished(run.status);
  ctx.emit(run);
  try {
    await ctx.deps.onRunFinished(finishedRun(run));
  } catch (err) {
    ctx.logError(err, 'onRunFinished failed');
  }
}
