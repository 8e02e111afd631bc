import type { StepTestResult } from '@huiliu/contract';
import {
  AppError,
  CUSTOM_ACTION_APP_ID,
  ERRORS,
  SEND_DATA_APP_ID,
  flattenSteps,
  lookupAppId,
  newId,
  parsePipelineContent,
  renderValue,
  secretMasker,
  stepNumbers,
  stepSample,
  type AppStep,
} from '@huiliu/core';
import { executorFor } from '../../engine/apps/registry';
import type { Engine } from '../../engine/service';
import type { StepContext, StepResult } from '../../engine/types';

/** Apps whose test call reaches a third party; `isend: 0` only renders their request. */
const SENDING_APPS = new Set([SEND_DATA_APP_ID, CUSTOM_ACTION_APP_ID]);

export interface StepTestInput {
  content: string | unknown[];
  step_uuid: string;
  trigger_data?: unknown;
  isend?: 0 | 1 | undefined;
}

/** What an earlier step contributes to a test: the given trigger data, else the step's sample. */
function sampleOf(step: AppStep, isTrigger: boolean, triggerData: unknown): unknown {
  if (isTrigger && triggerData !== undefined) return triggerData;
  return stepSample(step) ?? {};
}

/** Run one step of an unsaved content alone (spec §7 POST /process/app/steps), nothing recorded. */
export async function testStep(engine: Engine, companyId: string, timeZone: string, input: StepTestInput): Promise<StepTestResult> {
  const parsed = parsePipelineContent(input.content);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${parsed.reason}`);
  const all = flattenSteps(parsed.content);
  const at = all.findIndex((s) => s.uuid === input.step_uuid);
  if (at < 0) throw new AppError('NOT_FOUND', '步骤不存在');
  const step = all[at]!;
  const numbers = stepNumbers(parsed.content);
  const outputs: Record<number, unknown> = {};
  all.slice(0, at).forEach((s, i) => (outputs[numbers.get(s.uuid)!] = sampleOf(s, i === 0, input.trigger_data)));
  const env = await engine.deps.loadEnv(companyId);
  const templates = { steps: outputs, env: env.values, auth: {} };

  if (input.isend === 0 && SENDING_APPS.has(lookupAppId(step.app_id))) {
    return { status: 'success', output: { request: secretMasker(env.secrets)(renderValue(step.params, templates)) }, error: null, duration_ms: 0 };
  }
  if (at === 0) return { status: 'success', output: sampleOf(step, true, input.trigger_data), error: null, duration_ms: 0 };
  return runAlone(engine, companyId, timeZone, step, numbers.get(step.uuid)!, templates, env.secrets);
}

/** Execute a step's app outside any run (also the custom action forward); secrets masked in what it answers. */
export async function runAlone(
  engine: Engine,
  companyId: string,
  timeZone: string,
  step: AppStep,
  stepNumber: number,
  templates: StepContext['templates'],
  secrets: string[] = [],
): Promise<StepTestResult> {
  const executor = executorFor(step.app_id, step.action_id);
  const testId = `test-${newId()}`;
  const started = Date.now();
  const result = await executor({
    runId: testId,
    companyId,
    processId: '',
    step,
    stepNumber,
    templates,
    http: engine.http,
    now: new Date(),
    timeZone,
    idempotencyKey: `${testId}:${step.uuid}`,
    services: engine.deps.services,
  }).catch((err: unknown): StepResult => ({ status: 'failed', output: null, error: err instanceof Error ? err.message : String(err) }));
  const mask = secretMasker(secrets);
  return {
    status: result.status,
    output: mask(result.output),
    error: result.error === undefined ? null : mask(result.error),
    duration_ms: Date.now() - started,
  };
}

/** Nested values as dotted keys (`a.b.0.c`), what the editor's field picker lists (spec §3 flattenData). */
export function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0 && prefix) out[prefix] = value;
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out[prefix] = value;
  return out;
}
