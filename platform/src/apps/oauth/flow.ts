import {
  AppError,
  authFields,
  isIdString,
  OAUTH_FAIL_PATH,
  OAUTH_SUCCESS_PATH,
  type AppField,
  type AppManifest,
  type OAuthFailReason,
} from '@huiliu/core';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import { oauthStates } from '../../db/schema-apps';
import type { Auth } from '../../families/user/sessions';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { AUTH_MASK, type AccountRow, type AccountStore } from '../accounts';
import { challengeOf, hashState, newState, newVerifier } from './pkce';
import { endpointUrl, renderOver, tokenRequest, TokenRefused, withGrant, type OAuth2Method } from './token';

/** spec §7 process/app/callback: the redirect_uri every provider is told. */
export const CALLBACK_PATH = '/v1/api/process/app/callback';

/** An authorisation must come back within ten minutes, once (oauth_states). */
export const STATE_TTL_MS = 10 * 60_000;

export interface OAuthDeps {
  db: Db;
  accounts: AccountStore;
  http: GuardedHttpClient;
  log?: FastifyBaseLogger;
}

/** What the state row seals: never readable from the table alone. */
interface SealedState {
  verifier: string;
  redirect_uri: string;
  fields: Record<string, unknown>;
}

/** An account of the company; a malformed id is as unknown as a foreign one (4004), never a database error. */
export async function companyAccount(accounts: AccountStore, companyId: string, accountId: string): Promise<AccountRow> {
  if (!isIdString(accountId)) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  return accounts.get(companyId, accountId);
}

export function oauth2MethodOf(app: AppManifest): OAuth2Method | undefined {
  return app.auth.find((m): m is OAuth2Method => m.type === 'oauth2');
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** spec §5 required rule over the method's form, in Chinese, naming the first missing field. */
function checkRequired(fields: readonly AppField[], form: Record<string, unknown>): void {
  const missing = fields.find((f) => f.required && isBlank(form[f.key]));
  if (missing) throw new AppError('BAD_REQUEST', `请填写「${missing.label}」`);
  // every field of an oauth2 form is a text (URLs, ids, secrets): an object would reach the provider as "[object Object]"
  const notText = fields.find((f) => form[f.key] !== undefined && typeof form[f.key] !== 'string');
  if (notText) throw new AppError('BAD_REQUEST', `「${notText.label}」必须是文本`);
}

/** Only the method's own fields are kept: a form cannot smuggle in an access_token. */
function formOf(method: OAuth2Method, given: Record<string, unknown>, saved: Record<string, unknown>): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const f of authFields(method)) {
    const value = given[f.key];
    // a secret left as '******' on a re-authorisation keeps its saved value (the browser never had it)
    form[f.key] = value === undefined || value === AUTH_MASK ? saved[f.key] : value;
    if (form[f.key] === undefined) delete form[f.key];
  }
  return form;
}

/**
 * The redirect_uri: PUBLIC_URL when configured (a deployment behind a proxy names its public address once);
 * only its origin is used. Otherwise the origin the browser used, as the gateway reports it (`public_origin`), else this request's host.
 */
export function callbackUrl(publicOrigin: string | undefined, requestOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  const base = configured || publicOrigin || requestOrigin;
  let origin: URL;
  try {
    origin = new URL(base);
  } catch {
    throw new AppError('BAD_REQUEST', `公开地址不正确：${base}`);
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') throw new AppError('BAD_REQUEST', `公开地址不正确：${base}`);
  // only the origin counts: the web's callback screens live at the root of the public address too
  return `${origin.origin}${CALLBACK_PATH}`;
}

export interface StartInput {
  app_id: string;
  account_name?: string | undefined;
  auth_data?: Record<string, unknown> | undefined;
  account_id?: string | undefined;
  redirect_uri: string;
}

/** Starts an authorisation: validates the form, stores the state (hashed) and verifier (sealed), answers the provider URL. */
export async function startAuthorization(deps: OAuthDeps, auth: Auth, input: StartInput): Promise<string> {
  const app = deps.accounts.catalogue.get(input.app_id, auth.companyId);
  if (!app) throw new AppError('NOT_FOUND', '应用不存在');
  const method = oauth2MethodOf(app);
  if (!method) throw new AppError('BAD_REQUEST', `「${app.name}」不支持 OAuth 2 授权`);
  let saved: Record<string, unknown> = {};
  if (input.account_id) {
    const row = await companyAccount(deps.accounts, auth.companyId, input.account_id);
    if (row.appId !== app.app_id || row.accountType !== 'oauth2') throw new AppError('BAD_REQUEST', '该账户不是此应用的 OAuth 2 账户');
    saved = deps.accounts.open(row);
  }
  const form = formOf(method, input.auth_data ?? {}, saved);
  checkRequired(authFields(method), form);
  if (!isBlank(form.token_auth) && form.token_auth !== 'post' && form.token_auth !== 'basic') {
    throw new AppError('BAD_REQUEST', '客户端认证方式只能是 post 或 basic');
  }
  const authorize = endpointUrl(method.authorize_url, form, '授权地址（authorize_url）');
  endpointUrl(method.token_url, form, '令牌地址（token_url）');

  const state = newState();
  const verifier = newVerifier();
  const sealed: SealedState = { verifier, redirect_uri: input.redirect_uri, fields: form };
  // old rows are only clutter once they can no longer be used; a day's grace keeps "used" answers honest
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(Date.now() - 86_400_000)));
  await deps.db.insert(oauthStates).values({
    stateHash: hashState(state),
    companyId: auth.companyId,
    userId: auth.userId,
    appId: app.app_id,
    accountId: input.account_id ?? null,
    accountName: input.account_name?.trim() || null,
    sealed: deps.accounts.seal(sealed as unknown as Record<string, unknown>),
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });

  const scope = method.scope !== undefined ? renderOver(method.scope, form) : String(form.scope ?? '');
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: String(form.client_id ?? ''),
    redirect_uri: input.redirect_uri,
    state,
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
  };
  if (scope.trim() !== '') params.scope = scope.trim();
  for (const [k, v] of Object.entries(method.authorize_params ?? {})) params[k] = renderOver(v, form);
  for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
  return authorize.toString();
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

const fail = (reason: OAuthFailReason) => `${OAUTH_FAIL_PATH}?reason=${reason}`;

/**
 * The provider's redirect back: the state is checked (known, unused, unexpired) and spent before anything
 * else, the code is exchanged with the PKCE verifier, and the tokens are sealed into a new or re-authorised
 * account. Answers where the browser goes next; every failure is a reason code, never the provider's text.
 */
export async function finishAuthorization(deps: OAuthDeps, query: CallbackQuery): Promise<string> {
  if (!query.state) return fail('state_invalid');
  const stateHash = hashState(query.state);
  const [row] = await deps.db.select().from(oauthStates).where(eq(oauthStates.stateHash, stateHash));
  if (!row) return fail('state_invalid');
  if (row.usedAt) return fail('state_used');
  if (row.expiresAt.getTime() <= Date.now()) return fail('state_expired');
  // spent atomically: of two callbacks racing with one state, only one finds it unused
  const spent = await deps.db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.stateHash, stateHash), isNull(oauthStates.usedAt)))
    .returning({ stateHash: oauthStates.stateHash });
  if (spent.length === 0) return fail('state_used');

  if (query.error) return fail(query.error === 'access_denied' ? 'denied' : 'provider_error');
  if (!query.code) return fail('code_missing');
  const app = deps.accounts.catalogue.get(row.appId, row.companyId);
  const method = app && oauth2MethodOf(app);
  if (!app || !method) return fail('app_unavailable');

  const { verifier, redirect_uri, fields } = deps.accounts.open({ authSealed: row.sealed }) as unknown as SealedState;
  let grant;
  try {
    grant = await tokenRequest(deps.http, method, fields, {
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri,
      code_verifier: verifier,
    });
  } catch (err) {
    deps.log?.warn({ appId: app.app_id, err: err instanceof TokenRefused ? err.message : (err as Error).message }, 'oauth code exchange failed');
    return fail('token_failed');
  }
  const data = withGrant(fields, grant);
  let accountId = row.accountId;
  if (accountId) {
    const account = await deps.accounts.get(row.companyId, accountId).catch(() => undefined);
    if (!account || account.appId !== app.app_id) return fail('account_missing');
    await deps.accounts.replaceAuth(row.companyId, accountId, data, {
      tokenExpiresAt: grant.expiresAt,
      status: 'ok',
      checkedAt: new Date(),
      ...(row.accountName ? { accountName: row.accountName } : {}),
    });
  } else {
    const created = await deps.accounts.create({
      companyId: row.companyId,
      userId: row.userId,
      app,
      accountType: 'oauth2',
      accountName: row.accountName ?? `${app.name}账户`,
      data,
      status: 'ok',
      tokenExpiresAt: grant.expiresAt,
    });
    accountId = created.id;
  }
  return `${OAUTH_SUCCESS_PATH}?account_id=${accountId}`;
}
