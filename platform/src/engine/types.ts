import type { AppStep, StepStatus, TemplateContext } from '@huiliu/core';
import type { Catalogue } from '../apps/catalogue';
import type { GuardedHttpClient } from '../http/guarded-client';
import type { SyncReply } from '../runtime/types';

/** Run and step statuses are core's; the engine's modules import them from here as before. */
export type { RunStatus, StepStatus } from '@huiliu/core';

/** What an app executor receives for one step. */
export interface StepContext {
  runId: string;
  companyId: string;
  processId: string;
  step: AppStep;
  /** 1-based number of the step (`{{N.…}}`). */
  stepNumber: number;
  /** Outputs of earlier steps, env and auth: what templates read. */
  templates: TemplateContext;
  http: GuardedHttpClient;
  now: Date;
  timeZone: string;
  /** `<run>:<step>` — sent as Idempotency-Key on outgoing calls (DESIGN §4). */
  idempotencyKey: string;
  /** Loop iteration, when inside a loop. */
  loopIndex?: number;
  /** Services for apps that touch company data (find data, send to table). */
  services: AppServices;
}

/** An account's authorisation data as the engine may use it (decrypted, never recorded). */
export interface AccountAuth {
  accountId: string;
  appId: string;
  /** The app's auth method the account uses (core AuthType). */
  type: string;
  /** The account's name, for the run log's '账户「name」授权失败：…'. */
  name?: string;
  /** The account's status when read: a use that succeeds writes 'ok' only when it was not already. */
  status?: 'ok' | 'failed' | 'unknown';
  data: Record<string, unknown>;
  /** Plaintext of the secret values: masked in everything the run log records. */
  secrets: string[];
}

/** App accounts as steps reach them (platform/src/apps/accounts.ts); always scoped by company. */
export interface AccountAccess {
  /** Decrypted auth data, an OAuth token refreshed first when it is about to expire; undefined for unknown or foreign ids. */
  authFor(companyId: string, accountId: string): Promise<AccountAuth | undefined>;
  /** After a 401: refresh an OAuth token now; undefined when the account cannot refresh. */
  refreshAfterUnauthorized(companyId: string, accountId: string): Promise<AccountAuth | undefined>;
  /** The outcome of a use: a failing account shows in its status and in the runs it broke. */
  markUsed(companyId: string, accountId: string, outcome: { ok: true } | { ok: false; message: string }): Promise<void>;
}

export interface AppServices {
  /** The apps the platform runs (issue 11). */
  catalogue?: Catalogue;
  /** Third-party app accounts (issue 11). */
  accounts?: AccountAccess;
  findRows?(companyId: string, tableId: string, conditions: unknown, limit: number): Promise<unknown[]>;
  insertRow?(companyId: string, tableId: string, row: Record<string, unknown>): Promise<unknown>;
  /** issue 17 datamodel: one record through a data model's version (the latest when `version` is undefined). */
  predict?(
    companyId: string,
    dmid: string,
    version: number | undefined,
    record: Record<string, string | number | boolean | null>,
    timeZone: string,
  ): Promise<{ prediction: string | number | boolean; confidence: number; version: number; dmid: string; imputed: string[] }>;
}

export interface StepResult {
  status: StepStatus;
  output: unknown;
  error?: string;
  /** A retryable failure (network, 5xx, 429) may be tried again per the step's retry settings. */
  retryable?: boolean;
  /** The platform's own refusal (an AppError's code, e.g. the guarded client's 4xxx), for callers that answer it. */
  errorCode?: number;
  /** Switch path: the segKeys of the branches to run, in order. */
  branches?: string[];
  /** Custom return: the synchronous caller's reply. */
  reply?: SyncReply;
  /** Loop: the items to iterate. */
  items?: unknown[];
}

export type AppExecutor = (ctx: StepContext) => Promise<StepResult>;

/** One recorded step of a run (the run log's row). */
export interface RunStepRecord {
  runId: string;
  stepUuid: string;
  stepNumber: number;
  appId: string;
  actionId: string;
  title: string;
  status: StepStatus;
  input: unknown;
  output: unknown;
  error?: string;
  startedAt: Date;
  durationMs: number;
  attempts: number;
  /** The branch this step ran in (segKey), for branch logs. */
  branch?: string;
  /** The switch step whose branch this is. */
  switchUuid?: string;
  loopIndex?: number;
}

/** Where a run's steps go (the database in the platform, a list in unit tests). */
export interface RunRecorder {
  recordStep(record: RunStepRecord): Promise<void>;
}
