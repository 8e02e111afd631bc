import { AppError, renderScoped, type AuthMethod } from '@huiliu/core';
import type { GuardedHttpClient } from '../../http/guarded-client';

export type OAuth2Method = Extract<AuthMethod, { type: 'oauth2' }>;

/** What a token endpoint granted (RFC 6749 §5.1). */
export interface Grant {
  access_token: string;
  refresh_token?: string;
  token_type?: string;
  scope?: string;
  expiresAt: Date | null;
}

/** A token endpoint said no: `error` is its RFC 6749 §5.2 code, kept out of URLs and shown only in Chinese text. */
export class TokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {
    super(`授权服务器拒绝了请求（HTTP ${status}${error ? `，${error}` : ''}）`);
  }
}

/** A template of the method rendered over the account's form (`{{auth.KEY}}`). */
export function renderOver(template: string, form: Record<string, unknown>): string {
  const value = renderScoped(template, { auth: form });
  return value === undefined || value === null ? '' : String(value);
}

/** An http(s) URL or a Chinese 4000 naming which one is wrong. */
export function endpointUrl(template: string, form: Record<string, unknown>, what: string): URL {
  const raw = renderOver(template, form).trim();
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // falls through to the message below
  }
  throw new AppError('BAD_REQUEST', `${what}不正确，须以 http:// 或 https:// 开头：${raw || '（空）'}`);
}

/** A token reply: JSON as RFC 6749 says, or a form (GitHub without Accept: application/json). */
function parseReply(text: string): Record<string, unknown> {
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // not JSON: try the form encoding
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * One request to the token endpoint through the guarded client (DESIGN §3): client_secret_post by default, HTTP
 * Basic when the form's `token_auth` says 'basic' (RFC 6749 §2.3.1 allows both).
 */
export async function tokenRequest(
  http: GuardedHttpClient,
  method: OAuth2Method,
  form: Record<string, unknown>,
  params: Record<string, string>,
): Promise<Grant> {
  const url = endpointUrl(method.token_url, form, '令牌地址（token_url）');
  const clientId = String(form.client_id ?? '');
  const clientSecret = String(form.client_secret ?? '');
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (form.token_auth === 'basic') {
    // RFC 6749 §2.3.1: both parts form-encoded before base64
    const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', clientId);
    if (clientSecret !== '') body.set('client_secret', clientSecret);
  }
  const res = await http.request({ url: url.toString(), method: 'POST', headers, body: body.toString(), maxResponseBytes: 256 * 1024 });
  const reply = parseReply(res.text());
  const accessToken = str(reply.access_token);
  if (res.status < 200 || res.status >= 300 || !accessToken) throw new TokenRefused(res.status, str(reply.error)?.slice(0, 80) ?? '');
  const expiresIn = Number(reply.expires_in);
  return {
    access_token: accessToken,
    ...(str(reply.refresh_token) ? { refresh_token: str(reply.refresh_token)! } : {}),
    ...(str(reply.token_type) ? { token_type: str(reply.token_type)! } : {}),
    ...(str(reply.scope) ? { scope: str(reply.scope)! } : {}),
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
  };
}

/** The auth data an account keeps after a grant: the form, the tokens, and the scope the provider granted. */
export function withGrant(form: Record<string, unknown>, grant: Grant): Record<string, unknown> {
  const data: Record<string, unknown> = { ...form, access_token: grant.access_token };
  // RFC 6749 §6: a refresh reply without a new refresh token leaves the old one valid
  if (grant.refresh_token) data.refresh_token = grant.refresh_token;
  if (grant.token_type) data.token_type = grant.token_type;
  if (grant.scope) data.granted_scope = grant.scope;
  return data;
}
