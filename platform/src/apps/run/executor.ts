import { lookupAppId } from '@huiliu/core';
import type { AppExecutor } from '../../engine/types';
import { APP_HANDLERS } from '../handlers';
import { runAccountCall } from './step-call';

/**
 * Runs a step of a catalogue app (issue 11): its action's named handler, or its request template through the
 * account's authorisation and the guarded client. The output is the provider's JSON reply.
 */
export const appExecutor: AppExecutor = async (ctx) => {
  const app = ctx.services.catalogue?.get(ctx.step.app_id, ctx.companyId);
  const action = app?.actions.find((a) => a.action_id === ctx.step.action_id);
  if (!app || !action) return { status: 'failed', output: null, error: `应用 ${lookupAppId(ctx.step.app_id)} 没有动作 ${ctx.step.action_id}` };
  const handler = action.handler ? APP_HANDLERS[action.handler] : undefined;
  if (handler) return handler(ctx);
  const request = action.request;
  if (!request) return { status: 'failed', output: null, error: `应用 ${app.app_id} 暂不支持运行` };
  return runAccountCall(ctx, app, action, () => request);
};
