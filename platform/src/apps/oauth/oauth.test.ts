import { randomBytes } from 'node:crypto';
import { BUILTIN_MANIFESTS, ERRORS, type AppManifest } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAccounts, oauthStates } from '../../db/schema-apps';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { AccountStore } from '../accounts';
import { Catalogue } from '../catalogue';
import { validateManifest } from '../validate';
import { hashState, challengeOf } from './pkce';
import { oauthRefresher } from './refresher';
import { startProvider } from './test-provider';

/** An app with the generic HTTP app's oauth2 form (slice run's 2005 has exactly these fields). */
const OAUTH_APP: AppManifest = {
  app_id: '2905',
  name: 'OAuth 测试应用',
  description: '用于测试 OAuth 2 授权',
  icon: 'http',
  class_type: 'http',
  version: '1.0.0',
  state: 2,
  auth: [
    {
      type: 'oauth2',
      fields: [
        { key: 'authorize_url', kind: 'text', label: '授权地址', required: true },
        { key: 'token_url', kind: 'text', label: '令牌地址', required: true },
        { key: 'client_id', kind: 'text', label: '客户端 ID', required: true },
        { key: 'client_secret', kind: 'text', label: '客户端密钥', secret: true },
        { key: 'scope', kind: 'text', label: '权限范围' },
        {
          key: 'token_auth',
          kind: 'select',
          label: '客户端认证方式',
          options: [
            { value: 'post', label: 'post' },
            { value: 'basic', label: 'basic' },
          ],
        },
      ],
      authorize_url: '{{auth.authorize_url}}',
      token_url: '{{auth.token_url}}',
      scope: '{{auth.scope}}',
      pkce: true,
    },
  ],
  actions: [
    {
      action_id: 'get',
      name: '请求',
      description: '',
      kind: 'action',
      editor: 'fields',
      fields: [],
      request: { method: 'GET', url: '{{auth.token_url}}' },
    },
  ],
  en: { name: 'OAuth test app', actions: { get: { name: 'Request' } } },
};

const secretKey = randomBytes(32);
const catalogue = new Catalogue([...BUILTIN_MANIFESTS, OAUTH_APP]);
const f = usePlatform('pglite', { secretKey, catalogue, engine: { http: loopbackHttp() } });
let provider: Awaited<ReturnType<typeof startProvider>>;
let store: AccountStore;
let a: SignedUp;
let b: SignedUp;

beforeAll(async () => {
  provider = await startProvider();
  // a second store over the same database and key: what the engine holds, to call as the run slice does
  store = new AccountStore(f.db, secretKey, catalogue);
  store.setRefresher(oauthRefresher(loopbackHttp()));
  a = await f.signUp();
  b = await f.signUp();
});
afterAll(() => provider?.close());

const form = (over: Record<string, unknown> = {}) => ({
  authorize_url: provider.authorizeUrl,
  token_url: provider.tokenUrl,
  client_id: 'huiliu-client',
  client_secret: 'very-secret-value',
  scope: 'read write',
  ...over,
});

async function start(token: string, body: Record<string, unknown>) {
  return f.call('POST', '/v1/api/app/oauth/start', { token, body: { app_id: '2905', public_origin: 'http://127.0.0.1:4330', ...body } });
}

/** The browser's trip to the provider: its 302 back to the platform's callback, as a query. */
async function authorize(url: string): Promise<URL> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

async function callback(query: string) {
  const res = await f.app.inject({ method: 'GET', url: `/v1/api/process/app/callback${query}` });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

/** Start → provider → callback; answers the new account's id. */
async function authorizeAccount(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const started = await start(token, { auth_data: form(), account_name: '我的 OAuth 账户', ...body });
  expect(started.code).toBe(0);
  const back = await authorize(started.data.url);
  const location = await callback(back.search);
  expect(location).toMatch(/^\/app-auth-callback\/success\?account_id=\d+$/);
  return new URL(location, 'http://x').searchParams.get('account_id')!;
}

describe('OAuth 2 start', () => {
  it('runs on a valid app definition', () => {
    expect(validateManifest(OAUTH_APP)).toMatchObject({ ok: true });
  });

  it('answers the provider URL with state, PKCE S256 and the platform callback as redirect_uri', async () => {
    const res = await start(a.token, { auth_data: form() });
    expect(res.code).toBe(0);
    const url = new URL(res.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('huiliu-client');
    expect(q.get('redirect_uri')).toBe('http://127.0.0.1:4330/v1/api/process/app/callback');
    expect(q.get('scope')).toBe('read write');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only the hash of the state is stored, and the verifier is sealed
    const [row] = await f.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashState(q.get('state')!)));
    expect(row).toBeDefined();
    expect(row!.sealed).not.toContain('very-secret-value');
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('uses PUBLIC_URL for the redirect_uri when it is set', async () => {
    process.env.PUBLIC_URL = 'https://huiliu.example.com/';
    try {
      const res = await start(a.token, { auth_data: form() });
      expect(new URL(res.data.url).searchParams.get('redirect_uri')).toBe('https://huiliu.example.com/v1/api/process/app/callback');
    } finally {
      delete process.env.PUBLIC_URL;
    }
  });

  it('refuses bad input in Chinese with a non-success code', async () => {
    const missing = await start(a.token, { auth_data: form({ client_id: '' }) });
    expect([missing.code, missing.msg]).toEqual([ERRORS.BAD_REQUEST.code, '请填写「客户端 ID」']);
    const badUrl = await start(a.token, { auth_data: form({ authorize_url: 'javascript:alert(1)' }) });
    expect(badUrl.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(badUrl.msg).toContain('授权地址');
    const badAuth = await start(a.token, { auth_data: form({ token_auth: 'jwt' }) });
    expect(badAuth.code).toBe(ERRORS.BAD_REQUEST.code);
    const notText = await start(a.token, { auth_data: form({ client_id: { nested: 1 } }) });
    expect([notText.code, notText.msg]).toEqual([ERRORS.BAD_REQUEST.code, '「客户端 ID」必须是文本']);
    // an untouched select is '' and means the default (client_secret_post)
    expect((await start(a.token, { auth_data: form({ token_auth: '' }) })).code).toBe(0);
    const noOauth = await start(a.token, { app_id: '1007', auth_data: form() });
    expect(noOauth.code).toBe(ERRORS.BAD_REQUEST.code);
    expect(noOauth.msg).toContain('不支持 OAuth 2');
    const unknown = await start(a.token, { app_id: '2999', auth_data: form() });
    expect(unknown.code).toBe(ERRORS.NOT_FOUND.code);
    const signedOut = await f.call('POST', '/v1/api/app/oauth/start', { body: { app_id: '2905' } });
    expect(signedOut.code).toBe(ERRORS.UNAUTHENTICATED.code);
  });
});

describe('OAuth 2 callback', () => {
  it('exchanges the code with the PKCE verifier and seals the tokens in a new account', async () => {
    const before = provider.seen.length;
    const started = await start(a.token, { auth_data: form(), account_name: '我的 OAuth 账户' });
    const challenge = new URL(started.data.url).searchParams.get('code_challenge')!;
    const back = await authorize(started.data.url);
    const location = await callback(back.search);
    const accountId = new URL(location, 'http://x').searchParams.get('account_id')!;

    const exchange = provider.seen[before]!;
    expect(exchange.body.grant_type).toBe('authorization_code');
    expect(challengeOf(exchange.body.code_verifier!)).toBe(challenge);
    expect(exchange.body.client_secret).toBe('very-secret-value');
    expect(exchange.body.redirect_uri).toBe('http://127.0.0.1:4330/v1/api/process/app/callback');

    const shown = await f.call('GET', '/v1/api/app/oauth/account', { token: a.token, query: { account_id: accountId } });
    expect(shown.code).toBe(0);
    expect(shown.data).toMatchObject({ accountName: '我的 OAuth 账户', accountType: 'oauth2', appId: '2905', status: 'ok', refreshCount: 0 });
    expect(new Date(shown.data.tokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(shown.data.authData).toMatchObject({
      access_token: '******',
      refresh_token: '******',
      client_secret: '******',
      client_id: 'huiliu-client',
    });

    // at rest the column is not the secret, and opens to the token the provider issued
    const [row] = await f.db.select().from(appAccounts).where(eq(appAccounts.id, accountId));
    const opened = store.open(row!);
    expect(opened.refresh_token).toBe(provider.settings.latestRefresh());
    expect(row!.authSealed).not.toContain(opened.access_token as string);
    expect(row!.authSealed).not.toContain('very-secret-value');
  });

  it('sends the client credentials by HTTP Basic when the form says basic', async () => {
    const before = provider.seen.length;
    await authorizeAccount(a.token, { auth_data: form({ token_auth: 'basic' }) });
    const exchange = provider.seen[before]!;
    expect(exchange.authorization).toBe(`Basic ${Buffer.from('huiliu-client:very-secret-value').toString('base64')}`);
    expect(exchange.body.client_secret).toBeUndefined();
  });

  it('refuses an unknown, reused or expired state', async () => {
    expect(await callback('?state=nope&code=x')).toBe('/app-auth-callback/fail?reason=state_invalid');
    expect(await callback('?code=x')).toBe('/app-auth-callback/fail?reason=state_invalid');

    const started = await start(a.token, { auth_data: form() });
    const back = await authorize(started.data.url);
    expect(await callback(back.search)).toMatch(/success/);
    expect(await callback(back.search)).toBe('/app-auth-callback/fail?reason=state_used');

    const late = await start(a.token, { auth_data: form() });
    const lateBack = await authorize(late.data.url);
    await f.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashState(lateBack.searchParams.get('state')!)));
    expect(await callback(lateBack.search)).toBe('/app-auth-callback/fail?reason=state_expired');
  });

  it('fails when the code was issued for another PKCE challenge, and never puts the provider text in the URL', async () => {
    const started = await start(a.token, { auth_data: form() });
    const url = new URL(started.data.url);
    url.searchParams.set('code_challenge', challengeOf('an-attacker-verifier-that-is-long-enough-1234567'));
    const back = await authorize(url.toString());
    const location = await callback(back.search);
    expect(location).toBe('/app-auth-callback/fail?reason=token_failed');
  });

  it('reports a person who said no at the provider as denied', async () => {
    const started = await start(a.token, { auth_data: form() });
    const state = new URL(started.data.url).searchParams.get('state')!;
    expect(await callback(`?state=${state}&error=access_denied&error_description=${encodeURIComponent('用户拒绝')}`)).toBe(
      '/app-auth-callback/fail?reason=denied',
    );
  });

  it('re-authorises an account in place; secrets left as ****** keep their saved value', async () => {
    const accountId = await authorizeAccount(a.token);
    const before = provider.seen.length;
    const again = await authorizeAccount(a.token, { account_id: accountId, auth_data: form({ client_secret: '******' }) });
    expect(again).toBe(accountId);
    expect(provider.seen[before]!.body.client_secret).toBe('very-secret-value');
    // another company cannot start a re-authorisation of it
    const foreign = await start(b.token, { account_id: accountId, auth_data: form() });
    expect(foreign.code).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('OAuth 2 refresh', () => {
  it('refreshes before expiry, after a 401 and on demand, rotating the refresh token', async () => {
    const accountId = await authorizeAccount(a.token);
    const issued = provider.settings.latestRefresh();

    // close to expiry: the engine's authFor refreshes first
    await f.db
      .update(appAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() + 5_000) })
      .where(eq(appAccounts.id, accountId));
    const before = provider.seen.length;
    const fresh = await store.access().authFor(a.company_id, accountId);
    expect(provider.seen[before]!.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: issued });
    expect(fresh!.data.refresh_token).toBe(provider.settings.latestRefresh());
    expect(fresh!.data.refresh_token).not.toBe(issued);

    // a 401 in a run: the run slice asks for a refresh
    const after401 = await store.access().refreshAfterUnauthorized(a.company_id, accountId);
    // (the mock's JWTs of one second are alike: the rotated refresh token shows the new grant)
    expect(after401!.data.refresh_token).not.toBe(fresh!.data.refresh_token);
    expect(after401!.data.refresh_token).toBe(provider.settings.latestRefresh());

    const forced = await f.call('POST', '/v1/api/app/oauth/refresh', { token: a.token, body: { account_id: accountId } });
    expect(forced.code).toBe(0);
    expect(forced.data.refreshCount).toBe(3);
    expect(forced.data.refreshedAt).not.toBeNull();
    expect(forced.data.status).toBe('ok');
  });

  it('makes one refresh for steps that find the same token expired at once (the rotated token is not sent twice)', async () => {
    const accountId = await authorizeAccount(a.token);
    const before = provider.seen.length;
    const [one, two] = await Promise.all([
      store.access().refreshAfterUnauthorized(a.company_id, accountId),
      store.access().refreshAfterUnauthorized(a.company_id, accountId),
    ]);
    expect(provider.seen.slice(before).filter((r) => r.body.grant_type === 'refresh_token')).toHaveLength(1);
    expect(one!.data.access_token).toBe(two!.data.access_token);
    const shown = await f.call('GET', '/v1/api/app/oauth/account', { token: a.token, query: { account_id: accountId } });
    expect(shown.data.status).toBe('ok');
  });

  it('marks the account failed in Chinese when the provider refuses the refresh', async () => {
    const accountId = await authorizeAccount(a.token);
    provider.settings.refuse = true;
    try {
      const forced = await f.call('POST', '/v1/api/app/oauth/refresh', { token: a.token, body: { account_id: accountId } });
      expect(forced.code).toBe(ERRORS.OUTBOUND_FAILED.code);
      expect(forced.msg).toContain('刷新授权失败');
      expect(forced.msg).not.toContain('provider says no');
      expect(await store.access().refreshAfterUnauthorized(a.company_id, accountId)).toBeUndefined();
    } finally {
      provider.settings.refuse = false;
    }
    const shown = await f.call('GET', '/v1/api/app/oauth/account', { token: a.token, query: { account_id: accountId } });
    expect(shown.data.status).toBe('failed');
    expect(shown.data.statusMessage).toMatch(/^刷新授权失败：授权服务器拒绝了请求（HTTP 400，invalid_grant）/);
  });

  it("keeps another company's account invisible and unusable", async () => {
    const accountId = await authorizeAccount(a.token);
    const shown = await f.call('GET', '/v1/api/app/oauth/account', { token: b.token, query: { account_id: accountId } });
    expect(shown.code).toBe(ERRORS.NOT_FOUND.code);
    const unknown = await f.call('GET', '/v1/api/app/oauth/account', { token: b.token, query: { account_id: '123456789' } });
    expect([unknown.code, unknown.msg]).toEqual([shown.code, shown.msg]);
    const malformed = await f.call('GET', '/v1/api/app/oauth/account', { token: b.token, query: { account_id: 'abc' } });
    expect([malformed.code, malformed.msg]).toEqual([shown.code, shown.msg]);
    const malformedStart = await start(b.token, { account_id: '1e5', auth_data: form() });
    expect(malformedStart.code).toBe(ERRORS.NOT_FOUND.code);
    const forced = await f.call('POST', '/v1/api/app/oauth/refresh', { token: b.token, body: { account_id: accountId } });
    expect(forced.code).toBe(ERRORS.NOT_FOUND.code);
    expect(await store.access().refreshAfterUnauthorized(b.company_id, accountId)).toBeUndefined();
  });
});
