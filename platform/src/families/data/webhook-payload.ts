import { JsonTooDeepError, WEBHOOK_ACTIONS, parseJsonKeepingBigIds } from '@huiliu/core';
import type { IncomingHttpHeaders } from 'node:http';

/** What a webhook delivery carried, before it becomes the trigger's data. */
export interface Delivery {
  method: string;
  contentType: string;
  /** The query string without `key` (the secret is never stored with the data). */
  query: Record<string, string | string[]>;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

export type Parsed = { ok: true; data: unknown } | { ok: false; reason?: string };

/** Headers a sender's credentials may ride in; kept out of accept rows and trigger data. */
const SECRET_HEADER = /authorization|cookie|token|secret|password|api[-_]?key/i;
/** Hop and proxy plumbing nobody maps from. */
const NOISE_HEADER = /^(connection|keep-alive|transfer-encoding|content-length|x-forwarded-.*)$/i;

export function redactedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOISE_HEADER.test(name)) continue;
    out[name] = SECRET_HEADER.test(name) ? '***' : Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function formFields(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prior = out[k];
    out[k] = prior === undefined ? v : Array.isArray(prior) ? [...prior, v] : [prior, v];
  }
  return out;
}

/**
 * The body as data: JSON (15+ digit integers kept as strings, spec §5), form fields, or text. An
 * unparseable JSON body is refused rather than run with garbage.
 */
export function parseBody(d: Delivery): Parsed {
  if (!d.body || d.body.length === 0) return { ok: true, data: undefined };
  const text = d.body.toString('utf8');
  const type = d.contentType.toLowerCase();
  if (type.includes('json')) {
    try {
      return { ok: true, data: parseJsonKeepingBigIds(text) };
    } catch (err) {
      return err instanceof JsonTooDeepError ? { ok: false, reason: err.message } : { ok: false };
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) return { ok: true, data: formFields(text) };
  return { ok: true, data: text };
}

/**
 * The trigger's data (step 1's output) per webhook action: query fields and body fields merged for
 * 'receive'; the same plus the (redacted) headers for 'receive_with_headers'; the raw text for
 * 'receive_raw'. A body that is not an object (an array, text) is kept under `body`.
 */
export function triggerData(actionId: string, d: Delivery, body: unknown): unknown {
  if (actionId === WEBHOOK_ACTIONS.RECEIVE_RAW) {
    return { raw: d.body?.toString('utf8') ?? '', query: d.query, content_type: d.contentType };
  }
  const merged: Record<string, unknown> = { ...d.query };
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(merged, body);
  else if (body !== undefined) merged.body = body;
  if (actionId === WEBHOOK_ACTIONS.RECEIVE_WITH_HEADERS) merged.headers = redactedHeaders(d.headers);
  return merged;
}
