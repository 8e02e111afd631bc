import { AppError, ERRORS, parseJsonKeepingBigIds } from '@huiliu/core';
import type { StepContext, StepResult } from '../types';

export interface HttpCallSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** JSON value, form fields, or raw text. */
  body?: unknown;
  bodyType: 'json' | 'form' | 'text';
  timeoutMs?: number;
}

/** Headers given as an object, a list of {key, value} rows, or JSON text — the forms the editor saves. */
export function normaliseHeaders(value: unknown): Record<string, string> {
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      return normaliseHeaders(JSON.parse(value));
    } catch {
      return {};
    }
  }
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value
        .filter((r): r is { key: unknown; value: unknown } => !!r && typeof r === 'object' && 'key' in r)
        .filter((r) => String(r.key).trim() !== '')
        .map((r) => [String(r.key).trim(), String(r.value ?? '')]),
    );
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v ?? '')]));
  return {};
}

function toForm(body: unknown): string {
  const params = new URLSearchParams();
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
  }
  return params.toString();
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return '';
  if (contentType?.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return parseJsonKeepingBigIds(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * One outgoing call for send data and custom actions, through the guarded client, with the
 * `Idempotency-Key: <run>:<step>` header (DESIGN §4) so a retried run does not act twice.
 */
export async function httpCall(ctx: Pick<StepContext, 'http' | 'idempotencyKey'>, spec: HttpCallSpec): Promise<StepResult> {
  const method = spec.method.toUpperCase();
  const headers: Record<string, string> = { 'idempotency-key': ctx.idempotencyKey, 'user-agent': 'Huiliu/1.0', ...lowerKeys(spec.headers) };
  let url = spec.url;
  let payload: string | undefined;
  if (method === 'GET' || method === 'DELETE') {
    if (spec.body && typeof spec.body === 'object') {
      const u = new URL(url);
      for (const [k, v] of Object.entries(spec.body)) u.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v ?? ''));
      url = u.toString();
    }
  } else if (spec.bodyType === 'form') {
    payload = toForm(spec.body);
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  } else if (spec.bodyType === 'text') {
    payload = typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body ?? '');
    headers['content-type'] ??= 'text/plain; charset=utf-8';
  } else {
    payload = JSON.stringify(spec.body ?? {});
    headers['content-type'] ??= 'application/json';
  }
  const input = { url, method, headers: redactHeaders(headers), body: payload };
  try {
    const res = await ctx.http.request({ url, method, headers, body: payload, timeoutMs: spec.timeoutMs });
    const contentType = res.headers['content-type'];
    const output = { status: res.status, headers: { 'content-type': contentType ?? '' }, body: parseBody(res.text(), contentType), request: input };
    if (res.status >= 400) {
      return { status: 'failed', output, error: `对方返回 HTTP ${res.status}`, retryable: res.status >= 500 || res.status === 429 };
    }
    return { status: 'success', output };
  } catch (err) {
    const appError = err instanceof AppError ? err : undefined;
    const retryable = appError ? appError.code === ERRORS.OUTBOUND_FAILED.code || appError.code === ERRORS.OUTBOUND_TIMEOUT.code : true;
    return {
      status: 'failed',
      output: { request: input },
      error: appError?.message ?? String(err),
      retryable,
      ...(appError ? { errorCode: appError.code } : {}),
    };
  }
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Run logs keep request headers, but never credentials. */
function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, /authorization|token|secret|password|api[-_]?key|cookie/i.test(k) ? '***' : v]),
  );
}
