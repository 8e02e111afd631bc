import { AppError, ERRORS, renderValue, secretMasker, type AppAction, type AppManifest, type SecretMasker } from '@huiliu/core';
import type { AccountAuth, AppExecutor, StepContext, StepResult } from '../../engine/types';
import { accountFor, authFailureMessage } from './account';

/** What a step's error means: its words (masked by the caller's account), and what follows for the account and a retry. */
export interface StepFailure {
  error: string;
  /** The app refused the account's credentials: the account is marked failed and the run's error names it. */
  authFailed?: boolean;
  /** What the app answered, kept in the run log. */
  output?: unknown;
  retryable?: boolean;
}

export interface AccountStepCall {
  ctx: StepContext;
  app: AppManifest;
  action: AppAction;
  auth: AccountAuth;
  /** The step's parameters with their mappings rendered. */
  params: Record<string, unknown>;
}

/** A network failure or a time-out may pass on a retry; anything else the platform refused will not. */
export function appErrorFailure(err: AppError): StepFailure {
  const retryable = err.code === ERRORS.OUTBOUND_FAILED.code || err.code === ERRORS.OUTBOUND_TIMEOUT.code;
  return { error: err.message, ...(retryable ? { retryable: true } : {}) };
}

/**
 * What every step with an account does after its call (accountStep below, and runAccountCall for calls made from an
 * app's definition): the account marked usable again after a success (one UPDATE only when its status changes: a
 * busy pipeline does not write its account on every step), marked failed when the app refused its credentials, with
 * the run's error naming it, and every secret masked in the output and the error.
 */
export async function settleAccountStep(
  ctx: StepContext,
  auth: AccountAuth | undefined,
  mask: SecretMasker,
  result: { ok: true; output: unknown } | { ok: false; failure: StepFailure },
): Promise<StepResult> {
  if (result.ok) {
    if (auth && auth.status !== 'ok') await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: true });
    return { status: 'success', output: mask(result.output) };
  }
  const { failure } = result;
  const output = failure.output === undefined ? null : mask(failure.output);
  const retry = failure.retryable ? { retryable: true } : {};
  if (failure.authFailed && auth) {
    await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: false, message: mask(failure.error) });
    return { status: 'failed', output, error: mask(authFailureMessage(auth, failure.error)), ...retry };
  }
  return { status: 'failed', output, error: mask(failure.error), ...retry };
}

/**
 * A step that calls an app with one of the company's accounts through the app's own client (the vendors, 金数据,
 * SMTP): the app, its action and the account (company-scoped: a foreign id reads as missing), the call, then
 * settleAccountStep. `failure` reads what the call threw; undefined rethrows it (a defect, not an answer of the app).
 */
export function accountStep(run: (call: AccountStepCall) => Promise<unknown>, failure: (err: unknown) => StepFailure | undefined): AppExecutor {
  return async (ctx): Promise<StepResult> => {
    const app = ctx.services.catalogue?.get(ctx.step.app_id, ctx.companyId);
    const action = app?.actions.find((a) => a.action_id === ctx.step.action_id);
    if (!app || !action) return { status: 'failed', output: null, error: `应用 ${ctx.step.app_id} 暂不支持运行` };
    const account = await accountFor(ctx.services.accounts, ctx.companyId, app, ctx.step.account_id);
    if (!account.ok) return { status: 'failed', output: null, error: account.error };
    const auth = account.auth!;
    const mask = secretMasker(auth.secrets);
    const params = (renderValue(ctx.step.params ?? {}, ctx.templates) ?? {}) as Record<string, unknown>;
    let output: unknown;
    try {
      output = await run({ ctx, app, action, auth, params });
    } catch (err) {
      const read = failure(err);
      if (!read) throw err;
      return settleAccountStep(ctx, auth, mask, { ok: false, failure: read });
    }
    return settleAccountStep(ctx, auth, mask, { ok: true, output });
  };
}

/** The environment an app's client calls with, from a step's context. */
export function callEnvOf(ctx: StepContext) {
  return { http: ctx.http, companyId: ctx.companyId, idempotencyKey: ctx.idempotencyKey, now: ctx.now, accounts: ctx.services.accounts };
}
