import { z } from 'zod';
import { call } from './call';
import { id, idString } from './fields';

const BASE = '/v1/api/dataprocess';

/**
 * spec §3 "Legacy flow" (Flowid, Name, condition, apptype, AppsId) and §7 `POST /addflowstep1`, `/addflowstep2` and
 * `/addflowstep3` (flowid in the query): an older client's three calls that build a simple pipeline — create it, set
 * its trigger, add an action (docs/rest-contract.md "Legacy flows"). The names mean the same in each call.
 */
const name = z.string().trim().min(1, '请填写 Name').max(200);
/** The step's settings: an object of params, or its JSON text (core legacyParams judges it). */
const condition = z.union([z.record(z.string(), z.unknown()), z.string().max(100_000)]);
const stepBody = z.object({
  /** The step's app. */
  AppsId: z.union([z.string().trim().min(1).max(20), z.number().int().min(1)]).transform(String),
  /** The action of that app (a trigger for step 2, an action for step 3). */
  apptype: z.string().trim().min(1, '请填写 apptype（动作）').max(64),
  condition: condition.optional(),
  /** The step's title; the action's name when absent. */
  Name: z.string().trim().max(200).optional(),
  /** The company's account of the app, for apps that need one. */
  account_id: idString.optional(),
});
const flowIdQuery = z.object({ flowid: idString });

/** A legacy flow as each call answers it: the pipeline's id under its old name, and its steps' apps in order. */
export const LegacyFlow = z.strictObject({
  Flowid: id,
  Name: z.string(),
  /** The apps of its steps, trigger first. */
  AppsId: z.array(z.string()),
  /** The trigger's action, or null before addflowstep2. */
  apptype: z.string().nullable(),
  step_count: z.number().int().min(0),
});

export const legacyFlows = {
  /** Creates an off pipeline titled Name; with AppsId and apptype its trigger is set at once (as addflowstep2 does). */
  step1: call({
    method: 'POST',
    path: `${BASE}/addflowstep1`,
    body: z
      .object({
        Name: name,
        AppsId: stepBody.shape.AppsId.optional(),
        apptype: stepBody.shape.apptype.optional(),
        condition: condition.optional(),
        account_id: idString.optional(),
      })
      .refine((b) => (b.AppsId === undefined) === (b.apptype === undefined), { message: 'AppsId 与 apptype 需同时填写', path: ['apptype'] }),
    reply: LegacyFlow,
  }),
  /** Sets (or replaces) the flow's trigger. */
  step2: call({ method: 'POST', path: `${BASE}/addflowstep2`, query: flowIdQuery, body: stepBody, reply: LegacyFlow }),
  /** Adds one action at the end of the flow. */
  step3: call({ method: 'POST', path: `${BASE}/addflowstep3`, query: flowIdQuery, body: stepBody, reply: LegacyFlow }),
};
