/** Plan limits apply to the company as a whole (spec §1, §6). */
export interface PlanLimits {
  /** Pipelines that may be switched on at the same time. */
  maxEnabledPipelines: number;
  /** Runs per calendar month. */
  maxRunsPerMonth: number;
  /** Steps in one pipeline, trigger included. */
  maxStepsPerPipeline: number;
  /** Whether apps marked paid may be used. */
  paidApps: boolean;
}

export const PLANS = {
  free: { maxEnabledPipelines: 10, maxRunsPerMonth: 10_000, maxStepsPerPipeline: 50, paidApps: false },
  team: { maxEnabledPipelines: 100, maxRunsPerMonth: 500_000, maxStepsPerPipeline: 200, paidApps: true },
  enterprise: { maxEnabledPipelines: 10_000, maxRunsPerMonth: 50_000_000, maxStepsPerPipeline: 1_000, paidApps: true },
} as const satisfies Record<string, PlanLimits>;

export type PlanName = keyof typeof PLANS;

export function planLimits(plan: string): PlanLimits {
  return (PLANS as Record<string, PlanLimits>)[plan] ?? PLANS.free;
}
