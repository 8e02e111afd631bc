import { readReplyPath, renderRequest, type AppManifest, type RenderedRequest, type RequestTemplate, type SuccessRule } from '@huiliu/core';
import { httpCall } from '../../engine/apps/http-call';
import type { AccountAccess, AccountAuth } from '../../engine/types';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { applySigner } from '../signers';
import { applyAuth } from './auth';
import { authWithDefaults } from './input';
import { requestMeta } from './meta';

/** What a call needs from where it runs: a step, a dynamic-options fetch, a connection test or a poll. */
export interface CallEnv {
  http: GuardedHttpClient;
  companyId: string;
  idempotencyKey: string;
  now: Date;
  accounts?: AccountAccess | undefined;
}

export interface CallParts {
  app: AppManifest;
  /** A template of the definition, or a request already built from the person's own fields (never re-rendered). */
  request: RequestTemplate | { prepared: RenderedRequest };
  success?: SuccessRule | undefined;
  input?: unknown;
  cursor?: Record<string, unknown> | undefined;
  auth?: AccountAuth | undefined;
}

/** What went out (headers with credentials redacted) and the reply's headers, for callers that show the exchange. */
interface Exchange {
  sent?: { url: string; method: string; headers: Record<string, string>; body?: string | undefined } | undefined;
  headers?: Record<string, string> | undefined;
}

export type CallOutcome = Exchange &
  (
    | { ok: true; status: number; reply: unknown; auth?: AccountAuth | undefined }
    | {
        ok: false;
        status?: number | undefined;
        reply: unknown;
        /** The provider's own message when it gave one. */
        error: string;
        retryable: boolean;
        /** The account itself was refused (401/403 or a listed provider auth error). */
        authFailed: boolean;
        auth?: AccountAuth | undefined;
        /** The platform's own refusal code (the guarded client's), when the call never reached the provider. */
        code?: number | undefined;
      }
  );

/** Where providers commonly put their error text, when the definition does not say. */
const MESSAGE_KEYS = ['errmsg', 'msg', 'message', 'error_description', 'error', 'StatusMessage'];

function providerMessage(reply: unknown, path: string | undefined): string | undefined {
  const pick = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined);
  if (path) {
    const found = pick(readReplyPath(reply, path));
    if (found) return found;
  }
  if (reply && typeof reply === 'object')
    for (const k of MESSAGE_KEYS) if (pick((reply as Record<string, unknown>)[k])) return pick((reply as Record<string, unknown>)[k]);
  return undefined;
}

const sameValue = (a: unknown, b: unknown) => a === b || (a !== undefined && a !== null && String(a) === String(b));

/** The rendered request's query joined to its URL (the URL's own query string is kept). */
function fullUrl(req: RenderedRequest): string {
  const entries = Object.entries(req.query);
  if (entries.length === 0) return req.url;
  const u = new URL(req.url);
  for (const [k, v] of entries) u.searchParams.set(k, v);
  return u.toString();
}

async function once(env: CallEnv, parts: CallParts, auth: AccountAuth | undefined): Promise<CallOutcome> {
  const method = auth ? parts.app.auth.find((m) => m.type === auth.type) : undefined;
  const scope = {
    input: parts.input ?? {},
    auth: authWithDefaults(method, auth?.data ?? {}),
    cursor: parts.cursor ?? {},
    meta: requestMeta(env.now, env.idempotencyKey),
  };
  // a prepared request holds the person's data: rendering it again would let data say `{{auth.password}}`
  let req = 'prepared' in parts.request ? parts.request.prepared : renderRequest(parts.request, scope);
  req = applyAuth(method, req, scope);
  const sign = 'prepared' in parts.request ? undefined : parts.request.sign;
  if (sign) {
    try {
      req = applySigner(sign, req, { secret: String(auth?.data.secret ?? ''), now: env.now, auth: auth?.data });
    } catch (err) {
      return { ok: false, reply: null, error: (err as Error).message, retryable: false, authFailed: false };
    }
  }
  let url: string;
  try {
    url = fullUrl(req);
  } catch {
    return { ok: false, reply: null, error: `请求地址错误：${req.url}`, retryable: false, authFailed: false };
  }
  const result = await httpCall(env, { url, method: req.method, headers: req.headers, body: req.body, bodyType: req.body_type });
  const out = (result.output ?? {}) as { status?: number; body?: unknown; headers?: Record<string, string>; request?: Exchange['sent'] };
  const status = out.status;
  const reply = out.body ?? null;
  const exchange: Exchange = { sent: out.request, headers: out.headers };
  if (status === undefined)
    return {
      ...exchange,
      ok: false,
      reply: null,
      error: result.error ?? '请求失败',
      retryable: result.retryable ?? false,
      authFailed: false,
      code: result.errorCode,
    };
  const rule = parts.success;
  if (result.status !== 'success') {
    const message = providerMessage(reply, rule?.message_path);
    return {
      ...exchange,
      ok: false,
      status,
      reply,
      error: message ? `${message}（HTTP ${status}）` : (result.error ?? `对方返回 HTTP ${status}`),
      retryable: result.retryable ?? false,
      authFailed: status === 401 || status === 403,
    };
  }
  if (rule) {
    const value = readReplyPath(reply, rule.path);
    if (!rule.equals.some((e) => sameValue(value, e))) {
      const message = providerMessage(reply, rule.message_path) ?? '对方返回失败';
      const code = value === undefined ? '' : `（${String(value)}）`;
      return {
        ...exchange,
        ok: false,
        status,
        reply,
        error: `${message}${code}`,
        retryable: false,
        authFailed: (rule.auth_errors ?? []).some((e) => sameValue(value, e)),
      };
    }
  }
  return { ...exchange, ok: true, status, reply };
}

/**
 * One templated call of an app (issue 11): render with `{ input, auth, cursor, meta }`, apply the account's auth
 * and the named signer, send through the guarded client (Idempotency-Key, timeout, size cap — engine httpCall),
 * judge the success rule. An HTTP 401 refreshes an OAuth token once and tries again.
 */
export async function callApp(env: CallEnv, parts: CallParts): Promise<CallOutcome> {
  let auth = parts.auth;
  let outcome = await once(env, parts, auth);
  if (!outcome.ok && outcome.status === 401 && auth && env.accounts) {
    const refreshed = await env.accounts.refreshAfterUnauthorized(env.companyId, auth.accountId);
    if (refreshed) {
      auth = refreshed;
      outcome = await once(env, parts, auth);
    }
  }
  return { ...outcome, auth };
}
