import type { RunStatus, StepStatus } from '../../../gql/graphql';

/** Fluent badge colours; only the ones the run log uses. */
export type BadgeColor = 'informative' | 'brand' | 'success' | 'warning' | 'danger' | 'subtle' | 'important';

/** DESIGN §4 run statuses, in the order the status filter lists them. */
export const RUN_STATUSES: readonly RunStatus[] = ['queued', 'running', 'success', 'filtered', 'failed', 'partial', 'cancelled'];

const RUN_COLORS: Record<RunStatus, BadgeColor> = {
  queued: 'informative',
  running: 'brand',
  success: 'success',
  filtered: 'subtle',
  failed: 'danger',
  partial: 'warning',
  cancelled: 'subtle',
};

const STEP_COLORS: Record<StepStatus, BadgeColor> = {
  success: 'success',
  filtered: 'subtle',
  failed: 'danger',
  skipped: 'informative',
};

export function runStatusColor(status: RunStatus): BadgeColor {
  return RUN_COLORS[status];
}

export function stepStatusColor(status: StepStatus): BadgeColor {
  return STEP_COLORS[status];
}

/** A run that may still change: the screens listen for its updates. */
export function isUnfinished(status: RunStatus): boolean {
  return status === 'queued' || status === 'running';
}
