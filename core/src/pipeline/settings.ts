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

/** A step's retry settings as the engine applies them: bounded, with defaults for what was never set. */
export function stepErrorSettings(step: Pick<AppStep, 'settings'>): StepErrorSettings {
  const saved = (step.settings ?? {}) as Record<string, unknown>;
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
