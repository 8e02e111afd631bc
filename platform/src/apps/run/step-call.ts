import { renderValue, secretMasker, type AppAction, type AppManifest } from '@huiliu/core';
import type { StepContext, StepResult } from '../../engine/types';
import { accountFor } from './account';
import { callEnvOf, settleAccountStep } from './account-step';
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
  const outcome = await callApp(callEnvOf(ctx), { app, request, success: action.success, input, auth: account.auth });
  // the account's secrets before and after an OAuth refresh during the call: either may stand in the reply
  const mask = secretMasker([...(account.auth?.secrets ?? []), ...(outcome.auth?.secrets ?? [])]);
  return settleAccountStep(
    ctx,
    outcome.auth,
    mask,
    outcome.ok
      ? { ok: true, output: outcome.reply }
      : { ok: false, failure: { error: outcome.error, authFailed: outcome.authFailed, output: outcome.reply, retryable: outcome.retryable } },
  );
}
