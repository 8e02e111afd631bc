import { AppError, ERRORS, parseJsonKeepingBigIds, readReplyPath, renderRequest, secretMasker, type RenderedRequest } from '@huiliu/core';
import type { ActionTestResult, BodyOf, openPlatform } from '@huiliu/contract';
import { accountFor } from '../../apps/run/account';
import { applyAuth } from '../../apps/run/auth';
import { authWithDefaults, coerceInput } from '../../apps/run/input';
import { requestMeta } from '../../apps/run/meta';
import { applySigner } from '../../apps/signers';
import type { Auth } from '../user/sessions';
import { appForVersion, openAction, type OpenPlatformDeps } from './service';

/** The console shows at most this much of a reply body; the guarded client's own size cap still bounds what is read. */
const SHOWN_BODY_BYTES = 64 * 1024;

function fullUrl(req: RenderedRequest): string {
  const u = new URL(req.url);
  for (const [k, v] of Object.entries(req.query)) u.searchParams.set(k, v);
  return u.toString();
}

function payloadOf(req: RenderedRequest): { body: string | undefined; contentType: string | undefined } {
  if (req.method === 'GET' || req.method === 'DELETE' || req.body === undefined) return { body: undefined, contentType: undefined };
  if (req.body_type === 'form') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
      params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''));
    }
    return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(req.body), contentType: 'application/json' };
}

function shownBody(buffer: Buffer, contentType: string | undefined): unknown {
  const text = buffer.subarray(0, SHOWN_BODY_BYTES).toString('utf8');
  if (text === '') return null;
  if (buffer.length <= SHOWN_BODY_BYTES && (contentType?.includes('json') || /^\s*[[{]/.test(text))) {
    try {
      return parseJsonKeepingBigIds(text);
    } catch {
      return text;
    }
  }
  return text;
}

const sameValue = (a: unknown, b: unknown) => a === b || (a !== undefined && a !== null && String(a) === String(b));

/**
 * spec test_actions — the developer's test console: the action's request rendered from `input_data` with the account
 * (the same rendering, auth and signer as a run), then with `isend=1` sent once through the guarded client (address
 * policy, time-out, size cap). The reply shows the request and the response with every secret of the account masked,
 * and how long the call took. A refused or failed call is shown, not thrown: the console is where it is diagnosed.
 */
export async function testAction(deps: OpenPlatformDeps, auth: Auth, body: BodyOf<typeof openPlatform.testActions>): Promise<ActionTestResult> {
  const app = await appForVersion(deps, auth, body.app_id, body.version);
  const action = openAction(app, body.action_id);
  if (!action.request) throw new AppError('OPEN_APP_ACTION_NOT_FOUND', '该动作没有可测试的请求（request）');
  const access = deps.accounts.access();
  const account = await accountFor(access, auth.companyId, app, body.account_id);
  if (!account.ok) throw new AppError(account.error === '未选择账户' ? 'BAD_REQUEST' : 'NOT_FOUND', account.error);
  const mask = secretMasker(account.auth?.secrets ?? []);
  const now = new Date();
  const method = account.auth ? app.auth.find((m) => m.type === account.auth!.type) : undefined;
  const scope = {
    input: coerceInput(action.fields, body.input_data),
    auth: authWithDefaults(method, account.auth?.data ?? {}),
    cursor: {},
    meta: requestMeta(now, `test:${now.getTime()}`),
  };
  const base = { app_id: app.app_id, action_id: action.action_id, version: app.version };
  let rendered: RenderedRequest;
  let url: string;
  try {
    rendered = applyAuth(method, renderRequest(action.request, scope), scope);
    if (action.request.sign) {
      rendered = applySigner(action.request.sign, rendered, { secret: String(account.auth?.data.secret ?? ''), now, auth: account.auth?.data });
    }
    url = fullUrl(rendered);
  } catch (err) {
    throw new AppError('OUTBOUND_BAD_URL', mask(`请求无法生成：${(err as Error).message}`));
  }
  const payload = payloadOf(rendered);
  const headers: Record<string, string> = {
    'user-agent': 'Huiliu/1.0',
    ...(payload.contentType ? { 'content-type': payload.contentType } : {}),
    ...Object.fromEntries(Object.entries(rendered.headers).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const request = mask({ url, method: rendered.method, headers, body: rendered.body ?? null });
  if (body.isend !== 1) return { ...base, sent: 0, ok: null, request, response: null, error: null, duration_ms: 0 };

  const started = performance.now();
  try {
    const reply = await deps.http.request({
      url,
      method: rendered.method,
      headers,
      ...(payload.body !== undefined ? { body: payload.body } : {}),
      ...(body.time_out ? { timeoutMs: body.time_out * 1000 } : {}),
    });
    const duration_ms = Math.round(performance.now() - started);
    const contentType = String(reply.headers['content-type'] ?? '');
    const replyBody = shownBody(reply.body, contentType);
    const replyHeaders = Object.fromEntries(Object.entries(reply.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v ?? '')]));
    const rule = action.success;
    const ok = reply.status >= 200 && reply.status < 300 && (!rule || rule.equals.some((e) => sameValue(readReplyPath(replyBody, rule.path), e)));
    return {
      ...base,
      sent: 1,
      ok,
      request,
      response: mask({ status: reply.status, headers: replyHeaders, body: replyBody }),
      error: ok
        ? null
        : {
            code: reply.status,
            message: mask(reply.status >= 200 && reply.status < 300 ? '对方返回失败（未通过成功判断 success）' : `对方返回 HTTP ${reply.status}`),
          },
      duration_ms,
    };
  } catch (err) {
    const duration_ms = Math.round(performance.now() - started);
    const code = err instanceof AppError ? err.code : ERRORS.OUTBOUND_FAILED.code;
    return { ...base, sent: 1, ok: false, request, response: null, error: { code, message: mask((err as Error).message) }, duration_ms };
  }
}
