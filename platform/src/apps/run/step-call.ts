import { renderValue, secretMasker, type AppAction, type AppManifest } from '@huiliu/core';
import type { StepContext, StepResult } from '../../engine/types';
import { accountFor, authFailureMessage } from './account';
import { callApp, type CallParts } from './call';
import { coerceInput } from './input';

/**
 * One step's call through its account: the account looked up (company-scoped), the input rendered and typed,
 * the call made, the account's status kept, its secrets masked in output and error before the run log sees them.
 * `build` turns the typed input into the request (the definition's template, or one the handler prepares).
 */
export async function runAccountCall(
  ctx: StepContext,
  app: AppManifest,
  action: AppAction,
  build: (input: Record<string, unknown>) => CallParts['request'] | string,
): Promise<StepResult> {
  const account = await accountFor(ctx.services.accounts, ctx.companyId, app, ctx.step.account_id);
  if (!account.ok) return { status: 'failed', output: null, error: account.error };
  const input = coerceInput(action.fields, renderValue(ctx.step.params, ctx.templates));
  const request = build(input);
  if (typeof request === 'string') return { status: 'failed', output: null, error: request };
  const env = { http: ctx.http, companyId: ctx.companyId, idempotencyKey: ctx.idempotencyKey, now: ctx.now, accounts: ctx.services.accounts };
  const outcome = await callApp(env, { app, request, success: action.success, input, auth: account.auth });
  const auth = outcome.auth;
  const mask = secretMasker([...(account.auth?.secrets ?? []), ...(auth?.secrets ?? [])]);
  if (outcome.ok) {
    // one UPDATE only when the status changes: a busy pipeline does not write its account on every step
    if (auth && auth.status !== 'ok') await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: true });
    return { status: 'success', output: mask(outcome.reply) };
  }
  let error = outcome.error;
  if (outcome.authFailed && auth) {
    await ctx.services.accounts?.markUsed(ctx.companyId, auth.accountId, { ok: false, message: mask(outcome.error) });
    error = authFailureMessage(auth, outcome.error);
  }
  return { status: 'failed', output: mask(outcome.reply), error: mask(error), retryable: outcome.retryable };
}
