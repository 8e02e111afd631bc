import { STEP_RETRY_LIMITS } from '@huiliu/core';
import { z } from 'zod';
import { call } from './call';
import { PipelineDetail } from './dataprocess';
import { id, idString, timestamp } from './fields';

const BASE = '/v1/api/process';
const TEXT_MAX = 1024 * 1024;
const { retries, backoffMs } = STEP_RETRY_LIMITS;

/**
 * A pipeline's settings (core PipelineSettings): the spec names `settings/edit` but not its fields, so
 * these are the error addition's retries, backoff and stop-or-continue, for every step without its own.
 */
export const PipelineSettings = z.strictObject({
  process_id: id,
  retries: z.number().int().min(retries.min).max(retries.max),
  backoff_ms: z.number().int().min(backoffMs.min).max(backoffMs.max),
  on_error: z.enum(['stop', 'continue']),
});
export type PipelineSettings = z.output<typeof PipelineSettings>;

/** Which fields of one step's sample the sample window shows: paths as the `{ }` picker names them (`order.id`, `items.0.sku`). */
export const SampleDisplay = z.strictObject({ step_uuid: z.string(), fields: z.array(z.string()), updated_at: timestamp });

const processIdQuery = z.object({ process_id: idString });

/** Calls under `/v1/api/process` around the editor (spec §7 "Other process and application calls"). */
export const processEdit = {
  settings: call({ method: 'GET', path: `${BASE}/settings/edit`, query: processIdQuery, reply: PipelineSettings }),
  /** Only the fields sent change; out of bounds → 4000 (a person chose them, so they are refused, not cut). */
  settingsEdit: call({
    method: 'POST',
    path: `${BASE}/settings/edit`,
    body: z.object({
      process_id: idString,
      retries: z.number().int().min(retries.min).max(retries.max).optional(),
      backoff_ms: z.number().int().min(backoffMs.min).max(backoffMs.max).optional(),
      on_error: z.enum(['stop', 'continue']).optional(),
    }),
    reply: PipelineSettings,
  }),
  /**
   * The steps only, judged by core's strict parser (else 4021 with the reason); a changed content makes a
   * new version exactly as `/dataprocess/update` does.
   */
  contentEdit: call({
    method: 'POST',
    path: `${BASE}/content/edit`,
    body: z.object({
      process_id: idString,
      content: z.union([z.string().max(TEXT_MAX), z.array(z.unknown())]),
      version_remark: z.string().max(500).optional(),
    }),
    reply: PipelineDetail,
  }),
  /** Replaces what the sample window of one step shows; `fields: []` shows every field again. A step not in the content → 4040. */
  displayInSample: call({
    method: 'POST',
    path: `${BASE}/display/in/sample`,
    body: z.object({
      process_id: idString,
      step_uuid: z.string().min(1).max(100),
      fields: z.array(z.string().min(1).max(500)).max(200),
    }),
    reply: SampleDisplay,
  }),
  /** *inferred* (the spec names only the POST): what every step's sample window shows, for the editor to open with. */
  displayInSampleList: call({
    method: 'GET',
    path: `${BASE}/display/in/sample`,
    query: processIdQuery,
    reply: z.strictObject({ list: z.array(SampleDisplay) }),
  }),
};
