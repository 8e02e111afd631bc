import { WEBHOOK_APP_ID, WEBHOOK_RESPONSE_TYPES, customReturnProblems, hasCustomReturn, lookupAppId, type PipelineContent } from '@huiliu/core';

/**
 * spec §5 custom return rule: a synchronous reply only when the webhook's response type is 'use
 * following steps to return data', a custom return exists, and core finds nothing wrong with it.
 */
export function isSyncWebhook(steps: PipelineContent): boolean {
  const trigger = steps[0];
  // a pipeline saved without steps, or led by another trigger, never answers a webhook caller itself
  if (!trigger || lookupAppId(trigger.app_id) !== WEBHOOK_APP_ID) return false;
  return (
    trigger.params.response_type === WEBHOOK_RESPONSE_TYPES.FOLLOWING_STEPS && hasCustomReturn(steps) && customReturnProblems(steps).length === 0
  );
}
