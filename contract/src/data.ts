import { z } from 'zod';
import { call, page } from './call';
import { PipelineProblem } from './dataprocess';
import { batchIdList, count, id, idString, json, paging, timestamp } from './fields';

const BASE = '/v1/api/data/webhook';
/** Where webhook senders deliver; the key rides in the query (`?key=`) or in the path. */
export const ACCEPT_PATH = `${BASE}/accept`;

export const Webhook = z.strictObject({ webhook_url: z.string(), webhook_key: z.string(), accept_path: z.string() });

/** One delivery to a pipeline's webhook (docs/rest-contract-engine.md `Accept`). */
export const Accept = z.strictObject({
  accept_id: id,
  process_id: id,
  log_id: id.nullable(),
  method: z.string(),
  content_type: z.string().nullable(),
  /** The query string as received, without `key` and `token`. */
  query: z.string(),
  /** Credentials masked. */
  headers: z.record(z.string(), z.unknown()),
  accept_data: json,
  size: count,
  created_at: timestamp,
});

export const WebhookListening = z.strictObject({ process_id: id, listening_until: timestamp });

/** A trigger's sample: the newest delivery of a webhook, or what a schedule's next tick will carry. */
export const TriggerSample = z.strictObject({ sample_data: json, accept_id: id.nullable(), created_at: timestamp });

/**
 * What a webhook sender hears: the accept and its queued run, or (an off pipeline whose editor listens)
 * a sample only. A synchronous webhook answers with its pipeline's custom return instead.
 */
export const WebhookAccepted = z.strictObject({ accept_id: id, log_id: id.nullable(), sample_only: z.literal(true).optional() });

/** One pipeline's step graph as core judges it (GET flow/checkdagstatus); `ok` when `problems` is empty. */
export const DagStatus = z.strictObject({
  process_id: id,
  /** spec §3 isDagExist: the pipeline has steps at all. */
  isDagExist: z.boolean(),
  ok: z.boolean(),
  problems: z.array(PipelineProblem),
});

/** core KeywordExpansion: the terms, the terms widened to catalogue names, and the actions they matched. */
export const KeywordExpansion = z.strictObject({
  terms: z.array(z.string()),
  keywords: z.array(z.string()),
  matches: z.array(z.strictObject({ app_id: z.string(), app_name: z.string(), action_id: z.string(), action_name: z.string() })),
});

const processIdQuery = z.object({ process_id: idString });
const processIdBody = z.object({ process_id: idString });
/** The handler reads the rest of the query as trigger data. */
const keyQuery = z.looseObject({ key: z.string().optional() });
const keyParams = z.object({ key: z.string() });
const deliver = { public: true, request: 'any', reply: WebhookAccepted } as const;

/** Data — webhooks under `/v1/api/data/webhook` (docs/rest-contract-engine.md "Data — webhooks"). */
export const data = {
  /** Creates the pipeline's key on first call. */
  fetch: call({ method: 'GET', path: `${BASE}/fetch`, query: processIdQuery, reply: Webhook }),
  /** Newest first. */
  acceptList: call({ method: 'GET', path: `${BASE}/accept/list`, query: processIdQuery.extend(paging), reply: page(Accept) }),
  acceptDetail: call({ method: 'GET', path: `${BASE}/accept/detail`, query: z.object({ accept_id: idString }), reply: Accept }),
  // spec §7 names GET and POST for each webhook call: the POST forms read the same from a body. As static
  // paths they win over `accept/:key` (a key is 43 base64url characters, never `list` or `detail`).
  acceptListByPost: call({ method: 'POST', path: `${BASE}/accept/list`, body: processIdBody.extend(paging), reply: page(Accept) }),
  acceptDetailByPost: call({ method: 'POST', path: `${BASE}/accept/detail`, body: z.object({ accept_id: idString }), reply: Accept }),
  /** For 5 minutes an off pipeline's deliveries are kept as samples (the editor renews it). */
  listen: call({ method: 'POST', path: `${BASE}/listen`, body: processIdBody, reply: WebhookListening }),
  /** The newest accept's data as the trigger's sample; 4004 when none. */
  fetchSample: call({ method: 'POST', path: `${BASE}/fetch/sample`, body: processIdBody, reply: TriggerSample }),
  /** spec §7 `POST webhook/fetch`: the same sample at the spec's path (the editor's "listen for sample"). */
  fetchSampleByPost: call({ method: 'POST', path: `${BASE}/fetch`, body: processIdBody, reply: TriggerSample }),
  // A delivery: any JSON, form or query payload; no token, the key is the secret.
  accept: call({ method: 'POST', path: ACCEPT_PATH, query: keyQuery, ...deliver }),
  acceptByGet: call({ method: 'GET', path: ACCEPT_PATH, query: keyQuery, ...deliver }),
  acceptByKey: call({ method: 'POST', path: `${ACCEPT_PATH}/:key`, params: keyParams, ...deliver }),
  acceptByKeyGet: call({ method: 'GET', path: `${ACCEPT_PATH}/:key`, params: keyParams, ...deliver }),
  /** spec §7 `GET expand (keywords)`; what it expands is our reading (core expandKeywords). */
  expand: call({
    method: 'GET',
    path: '/v1/api/data/expand',
    query: z.object({ keywords: z.string().trim().min(1).max(200) }),
    reply: KeywordExpansion,
  }),
  /** spec §7 `GET flow/checkdagstatus (process_ids)`: up to 100 pipelines; unknown and foreign ids are absent. */
  checkDagStatus: call({
    method: 'GET',
    path: '/v1/api/data/flow/checkdagstatus',
    query: z.object({ process_ids: batchIdList }),
    reply: z.strictObject({ list: z.array(DagStatus) }),
  }),
};
