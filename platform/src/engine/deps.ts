import type { AppServices, RunStatus } from './types';

/** A run as it finished: what the error monitor needs to decide whether to notify. */
export interface FinishedRun {
  id: string;
  companyId: string;
  processId: string;
  /** The pipeline's title at the time of the run (for notices). */
  processTitle: string;
  status: RunStatus;
  error: string | null;
  failedStepUuid: string | null;
  triggerType: string;
  startedAt: Date | null;
  finishedAt: Date;
  durationMs: number;
}

/** A company's `{{env.KEY}}` values, and the plaintext of the secret ones so run logs can mask them. */
export interface CompanyEnv {
  values: Record<string, unknown>;
  secrets: string[];
}

export const EMPTY_ENV: CompanyEnv = { values: {}, secrets: [] };

/**
 * What the engine needs from other families (variables, data sources, monitor).
 * They are wired in app.ts; the engine only knows this seam.
 */
export interface EngineDeps {
  /** `{{env.KEY}}` values of a company (decrypted), with the secret ones listed for masking. */
  loadEnv(companyId: string): Promise<CompanyEnv>;
  /** find data / send to table. */
  services: AppServices;
  /** Called after every finished run (the error monitor reacts to failed ones). */
  onRunFinished(run: FinishedRun): Promise<void>;
  /** A run refused by the plan's monthly limit (3002): the company's `quota_reached` notice event. Must not throw. */
  onRunLimitReached(companyId: string, plan: string): void;
}

/** Until the other families are wired: no variables, no table services, nobody listening. */
const defaultEngineDeps: EngineDeps = {
  loadEnv: async () => EMPTY_ENV,
  services: {},
  onRunFinished: async () => {},
  onRunLimitReached: () => {},
};

/** Fill in whatever a caller leaves out with the do-nothing defaults. */
export function engineDeps(partial: Partial<EngineDeps> = {}): EngineDeps {
  return { ...defaultEngineDeps, ...partial };
}
