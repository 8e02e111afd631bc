import type { AppStep } from './model';

/** What the editor's error addition section saves on a step (`step.settings`); the engine reads it. */
export interface SavedStepSettings {
  retries?: number;
  backoff_ms?: number;
  on_error?: 'stop' | 'continue';
}

/** The bounds a step's retry settings are held to; the panel offers the same ones. */
export const STEP_RETRY_LIMITS = {
  retries: { min: 0, max: 10, default: 0 },
  backoffMs: { min: 10, max: 60_000, default: 1_000 },
} as const;

export interface StepErrorSettings {
  retries: number;
  backoffMs: number;
  onError: 'stop' | 'continue';
}

const within = (value: unknown, limits: { min: number; max: number; default: number }) =>
  Math.min(Math.max(Number(value ?? limits.default) || limits.default, limits.min), limits.max);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A step's retry settings as the engine applies them: bounded, with the pipeline's settings
 * (`/process/settings/edit`) for what the step never set, and the defaults for what neither did.
 */
export function stepErrorSettings(step: Pick<AppStep, 'settings'>, pipeline?: SavedStepSettings): StepErrorSettings {
  const own = isRecord(step.settings) ? step.settings : {};
  const saved: Record<string, unknown> = { ...pipeline };
  for (const [key, value] of Object.entries(own)) if (value !== undefined && value !== null && value !== '') saved[key] = value;
  return {
    retries: within(saved.retries, STEP_RETRY_LIMITS.retries),
    backoffMs: within(saved.backoff_ms, STEP_RETRY_LIMITS.backoffMs),
    onError: saved.on_error === 'continue' ? 'continue' : 'stop',
  };
}

/** The wait before retry `attempt` (1 = the first retry): the backoff, doubled each time. */
export function retryDelayMs(settings: Pick<StepErrorSettings, 'backoffMs'>, attempt: number): number {
  return settings.backoffMs * 2 ** (attempt - 1);
}

/**
 * A pipeline's settings (GET/POST /v1/api/process/settings/edit). The spec names the call but not its
 * fields (spec §7 "Other process and application calls"); we hold there what a person sets once for the
 * whole pipeline instead of on every step: the error addition's retries, backoff and stop-or-continue,
 * which every step without its own applies.
 */
export type PipelineSettings = Required<SavedStepSettings>;

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  retries: STEP_RETRY_LIMITS.retries.default,
  backoff_ms: STEP_RETRY_LIMITS.backoffMs.default,
  on_error: 'stop',
};

/** Stored settings (JSON text or nothing) as a whole, valid PipelineSettings: unknown keys dropped, defaults for the rest. */
export function pipelineSettingsOf(stored: string | null | undefined): PipelineSettings {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    // a damaged column reads as no settings: the defaults apply
    parsed = null;
  }
  const applied = stepErrorSettings({ settings: isRecord(parsed) ? parsed : {} });
  return { retries: applied.retries, backoff_ms: applied.backoffMs, on_error: applied.onError };
}
