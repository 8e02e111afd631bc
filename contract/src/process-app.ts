import { z } from 'zod';
import { call } from './call';
import { TriggerSample } from './data';
import { idString, json, looseBit } from './fields';
import { STEP_STATUSES } from '@huiliu/core';

/** One step run alone, nothing recorded (docs/rest-contract-engine.md "Single step tests"). */
export const StepTestResult = z.strictObject({
  status: z.enum(STEP_STATUSES),
  output: json,
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});
export type StepTestResult = z.output<typeof StepTestResult>;

/** The custom action's response; unless `no_flatten: 1`, also its body as dotted keys (spec §3 flattenData). */
export const CustomActionResult = StepTestResult.extend({ flatten_data: z.record(z.string(), json).optional() });

const stepsBody = z.object({
  process_id: idString.optional(),
  content: z.union([z.string().max(1024 * 1024), z.array(z.unknown())]),
  step_uuid: z.string().min(1).max(200),
  trigger_data: z.unknown().optional(),
  isend: looseBit.optional(),
});

const forwardBody = z.object({
  /** The custom action form; core `validateCustomActionForm` judges its inside (spec §5). */
  fields: z.object({ method: z.unknown(), url: z.unknown(), headers: z.unknown().optional(), body: z.unknown().optional() }),
  action_id: z.string().max(200).optional(),
  isend: looseBit.optional(),
  no_flatten: looseBit.optional(),
});

/** spec §7 Process apps (steps, first/match) and "Sending an action" (customaction/forward). */
export const processApp = {
  /** Runs one step of an unsaved content with the earlier steps' samples; `isend: 0` renders the request only. */
  steps: call({ method: 'POST', path: '/v1/api/process/app/steps', body: stepsBody, reply: StepTestResult }),
  /** The trigger's newest sample (webhook accept or schedule tick). */
  firstMatch: call({
    method: 'GET',
    path: '/v1/api/process/app/first/match',
    query: z.object({ process_id: idString }),
    reply: TriggerSample,
  }),
  customActionForward: call({ method: 'POST', path: '/v1/api/process/customaction/forward', body: forwardBody, reply: CustomActionResult }),
};
