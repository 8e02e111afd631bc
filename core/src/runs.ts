/** Run statuses (DESIGN §4): a whole run's outcome, in the order the run log's status filter lists them. */
export const RUN_STATUSES = ['queued', 'running', 'success', 'filtered', 'failed', 'partial', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/**
 * What started a run: a webhook delivery, a schedule tick, a person (run now), a rerun, a failed run's error
 * pipeline, or a new item a polling trigger found (issue 11).
 */
export const TRIGGER_TYPES = ['webhook', 'schedule', 'manual', 'rerun', 'error', 'polling'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

/** A step's outcome inside a run. */
export const STEP_STATUSES = ['success', 'filtered', 'failed', 'skipped'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** A run that may still change: the run log listens for its updates; a finished one never changes again. */
export function isRunUnfinished(status: RunStatus): boolean {
  return status === 'queued' || status === 'running';
}
