import {
  isLoopStep,
  loopBody,
  renderValue,
  retryDelayMs,
  secretMasker,
  stepErrorSettings,
  stepNumbers,
  type AppStep,
  type PipelineContent,
  type SavedStepSettings,
} from '@huiliu/core';
import type { GuardedHttpClient } from '../http/guarded-client';
import type { SyncReply } from '../runtime/types';
import { executorFor } from './apps/registry';
import type { AppServices, RunRecorder, RunStatus, StepContext, StepResult, StepStatus } from './types';

export interface ExecuteOptions {
  runId: string;
  companyId: string;
  processId: string;
  content: PipelineContent;
  /** The trigger's data: step 1's output. */
  trigger: unknown;
  env: Record<string, unknown>;
  /** Plaintext of secret variables: masked in everything the run log records (DESIGN §3). */
  secrets?: string[];
  http: GuardedHttpClient;
  services?: AppServices;
  recorder: RunRecorder;
  timeZone: string;
  /** The pipeline's settings: what a step's error addition falls back to (core stepErrorSettings). */
  stepDefaults?: SavedStepSettings;
  now?: () => Date;
  /** Rerun from a top-level step, with the outputs of the steps before it (spec §7 reruntask). */
  resumeFrom?: { stepUuid: string; outputs: Record<number, unknown> };
  /** Sleep between retries; injectable so tests do not wait. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

export interface ExecuteResult {
  status: Exclude<RunStatus, 'queued' | 'running'>;
  outputs: Record<number, unknown>;
  error?: string;
  failedStepUuid?: string;
  reply?: SyncReply;
}

interface Scope {
  branch?: string;
  switchUuid?: string;
  /** Item indexes of the enclosing loops, outermost first. */
  loopPath?: readonly number[];
}

/** The run log groups a loop's steps by item of the outermost loop, a nested loop's steps included. */
const loopIndexOf = (scope: Scope) => scope.loopPath?.[0];

/**
 * Run a pipeline's content (DESIGN §4): the trigger's data is step 1, then each step in order, switch
 * branches as their step decides, loop bodies once per item, every step recorded with its input, output,
 * status, error, duration, branch and loop index.
 */
export async function executePipeline(opts: ExecuteOptions): Promise<ExecuteResult> {
  const numbers = stepNumbers(opts.content);
  const outputs: Record<number, unknown> = { ...(opts.resumeFrom?.outputs ?? {}) };
  const now = opts.now ?? (() => new Date());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let reply: SyncReply | undefined;
  let continuedAfterFailure = false;
  const trigger = opts.content[0];
  if (!trigger) return { status: 'failed', outputs, error: '流程没有触发步骤' };

  type Outcome = { stop: 'filtered' | 'failed' | 'cancelled'; error?: string; stepUuid?: string } | undefined;

  const runStep = async (step: AppStep, scope: Scope): Promise<StepResult & { attempts: number }> => {
    const stepNumber = numbers.get(step.uuid)!;
    const templates = { steps: outputs, env: opts.env };
    const executor = executorFor(step.app_id, step.action_id);
    const ctx: StepContext = {
      runId: opts.runId,
      companyId: opts.companyId,
      processId: opts.processId,
      step,
      stepNumber,
      templates,
      http: opts.http,
      now: now(),
      timeZone: opts.timeZone,
      // every item of every enclosing loop is its own call, so a nested loop's key names all the indexes
      idempotencyKey: `${opts.runId}:${step.uuid}${scope.loopPath?.length ? `:${scope.loopPath.join('.')}` : ''}`,
      loopIndex: loopIndexOf(scope),
      services: opts.services ?? {},
    };
    const settings = stepErrorSettings(step, opts.stepDefaults);
    let attempt = 0;
    for (;;) {
      attempt++;
      let result: StepResult;
      try {
        result = await executor(ctx);
      } catch (err) {
        result = { status: 'failed', output: null, error: err instanceof Error ? err.message : String(err), retryable: false };
      }
      if (result.status !== 'failed' || !result.retryable || attempt > settings.retries || opts.signal?.aborted)
        return { ...result, attempts: attempt };
      await sleep(retryDelayMs(settings, attempt));
    }
  };

  // every spelling of every secret, compiled once for all the values this run records
  const mask = secretMasker(opts.secrets ?? []);
  const record = async (
    step: AppStep,
    scope: Scope,
    startedAt: Date,
    result: { status: StepStatus; output: unknown; error?: string; attempts: number },
  ) => {
    await opts.recorder.recordStep({
      runId: opts.runId,
      stepUuid: step.uuid,
      stepNumber: numbers.get(step.uuid)!,
      appId: step.app_id,
      actionId: step.action_id,
      title: String(step.title ?? step.titleAppName ?? ''),
      status: result.status,
      input: mask(renderValue(step.params, { steps: outputs, env: opts.env })),
      output: mask(result.output),
      error: result.error === undefined ? undefined : mask(result.error),
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
      attempts: result.attempts,
      branch: scope.branch,
      switchUuid: scope.switchUuid,
      loopIndex: loopIndexOf(scope),
    });
  };

  const runList = async (list: AppStep[], scope: Scope): Promise<Outcome> => {
    const inLoop = new Set<string>();
    for (const step of list) {
      if (inLoop.has(step.uuid)) continue;
      if (opts.signal?.aborted) return { stop: 'cancelled' };
      if (step.disabled === true) continue;
      const startedAt = now();
      const result = await runStep(step, scope);
      outputs[numbers.get(step.uuid)!] = result.output;
      await record(step, scope, startedAt, result);
      // the first custom return answers the caller, once the run is stored (worker.ts)
      if (result.reply && !reply) reply = result.reply;
      if (result.status === 'filtered') return { stop: 'filtered' };
      if (result.status === 'failed') {
        if (stepErrorSettings(step, opts.stepDefaults).onError === 'continue') {
          continuedAfterFailure = true;
          continue;
        }
        // the run's error goes to the run row, notices, mails and error pipelines: masked like the step's
        return { stop: 'failed', error: result.error === undefined ? undefined : mask(result.error), stepUuid: step.uuid };
      }
      if (isLoopStep(step)) {
        const body = loopBody(list, step.uuid);
        body.forEach((s) => inLoop.add(s.uuid));
        const loopNumber = numbers.get(step.uuid)!;
        for (const [index, item] of (result.items ?? []).entries()) {
          outputs[loopNumber] = { item, index, total: result.items!.length };
          // a nested loop inside the body finds its own steps there by their parentLoopUuid
          const outcome = await runList(body, { ...scope, loopPath: [...(scope.loopPath ?? []), index] });
          // a filter inside the loop skips this item only
          if (outcome && outcome.stop !== 'filtered') return outcome;
        }
        outputs[loopNumber] = result.output;
      }
      for (const segKey of result.branches ?? []) {
        const seg = step.segs?.find((s) => s.segKey === segKey);
        if (!seg) continue;
        const outcome = await runList(seg.apps, { ...scope, branch: segKey, switchUuid: step.uuid });
        // a filter inside a branch ends that branch, not the run
        if (outcome && outcome.stop !== 'filtered') return outcome;
      }
    }
    return undefined;
  };

  let list = opts.content.slice(1);
  if (opts.resumeFrom) {
    const at = opts.content.findIndex((s) => s.uuid === opts.resumeFrom!.stepUuid);
    list = at > 0 ? opts.content.slice(at) : list;
  } else {
    outputs[1] = opts.trigger;
    const startedAt = now();
    await opts.recorder.recordStep({
      runId: opts.runId,
      stepUuid: trigger.uuid,
      stepNumber: 1,
      appId: trigger.app_id,
      actionId: trigger.action_id,
      title: String(trigger.title ?? trigger.titleAppName ?? ''),
      status: 'success',
      input: null,
      output: opts.trigger,
      startedAt,
      durationMs: 0,
      attempts: 1,
    });
  }
  const outcome = await runList(list, {});
  if (outcome?.stop === 'failed') return { status: 'failed', outputs, error: outcome.error, failedStepUuid: outcome.stepUuid, reply };
  if (outcome?.stop === 'cancelled') return { status: 'cancelled', outputs, reply };
  if (outcome?.stop === 'filtered') return { status: 'filtered', outputs, reply };
  return { status: continuedAfterFailure ? 'partial' : 'success', outputs, reply };
}
