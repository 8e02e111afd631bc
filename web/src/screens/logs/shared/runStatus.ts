import type { RunStatus, StepStatus } from '@huiliu/core';

/** Fluent badge colours; only the ones the run log uses. */
export type BadgeColor = 'informative' | 'brand' | 'success' | 'warning' | 'danger' | 'subtle' | 'important';

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
