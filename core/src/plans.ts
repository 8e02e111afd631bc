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

// ── issue 13 billing: what each plan costs and adds, and how plans rank ─────────

/** The plans from the smallest to the largest: a higher plan allows at least what a lower one does. */
export const PLAN_ORDER = ['free', 'team', 'enterprise'] as const satisfies readonly PlanName[];

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_ORDER as readonly string[]).includes(value);
}

/** 0 for free, then upwards; an unknown plan ranks as free (it gets free's limits too, `planLimits`). */
export function planRank(plan: string): number {
  return Math.max(0, (PLAN_ORDER as readonly string[]).indexOf(plan));
}

/** The plans' Chinese names as the platform replies them (spec §2 "product pricing"); the web words them itself. */
export const PLAN_NAMES: Readonly<Record<PlanName, string>> = { free: '免费版', team: '团队版', enterprise: '企业版' };

/** What a plan adds over the one below it besides its limits; the web names each in the reader's language. */
export const PLAN_FEATURES = ['paidApps', 'emailSupport', 'dedicatedSupport', 'serviceAgreement'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanPrice {
  /** fen (1/100 yuan) for one month. */
  monthly: number;
  /** fen for twelve months: two months free. */
  yearly: number;
  /** What the plan adds over the one below it. */
  adds: readonly PlanFeature[];
}

/** The price table (company console "products"): amounts are always computed from it, never taken from a client. */
export const PLAN_PRICES: Readonly<Record<PlanName, PlanPrice>> = {
  free: { monthly: 0, yearly: 0, adds: [] },
  team: { monthly: 19_900, yearly: 199_000, adds: ['paidApps', 'emailSupport'] },
  enterprise: { monthly: 99_900, yearly: 999_000, adds: ['dedicatedSupport', 'serviceAgreement'] },
};
