import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

// the e2e suite's app definition (an oauth2 method whose endpoints come from the form), and loopback allowed
process.env.HUILIU_APPS_DIR = fileURLToPath(new URL('../../../../tests/e2e/apps', import.meta.url));
process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';

let stack: Stack;
const provider = new OAuth2Server();
beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await provider.stop();
});

const ACCOUNT = 'accountId accountName tokenExpiresAt refreshedAt refreshCount statusMessage authData';

describe('OAuth 2 through GraphQL and the public port', () => {
  it('authorises, lands on the success screen with the account, and refreshes on demand', async () => {
    const { token } = await stack.signUp('授权');
    const authData = {
      authorize_url: `${provider.issuer.url}/authorize`,
      token_url: `${provider.issuer.url}/token`,
      client_id: 'gw-client',
      client_secret: 'gw-secret',
    };
    const started = await stack.gql(
      `mutation ($appId: ID!, $authData: JSON) { authorizeApp(appId: $appId, accountName: "网关账户", authData: $authData) { url } }`,
      { appId: '2905', authData },
      token,
    );
    expect(started.errors).toBeUndefined();
    const url = new URL(started.data!.authorizeApp.url);
    // the redirect_uri is the gateway's own origin: the browser comes back through the public port
    expect(url.searchParams.get('redirect_uri')).toBe(`${stack.gateway.url}/v1/api/process/app/callback`);

    const atProvider = await fetch(url, { redirect: 'manual' });
    const back = await fetch(atProvider.headers.get('location')!, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = back.headers.get('location')!;
    expect(location).toMatch(/^\/app-auth-callback\/success\?account_id=\d+$/);
    const accountId = new URL(location, stack.gateway.url).searchParams.get('account_id');

    const shown = await stack.gql(`query ($id: ID!) { authorizedAccount(accountId: $id) { ${ACCOUNT} } }`, { id: accountId }, token);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.authorizedAccount).toMatchObject({ accountName: '网关账户', refreshCount: 0, refreshedAt: null });
    expect(shown.data!.authorizedAccount.tokenExpiresAt).not.toBeNull();
    expect(shown.data!.authorizedAccount.authData).toMatchObject({ access_token: '******', client_secret: '******' });

    const refreshed = await stack.gql(`mutation ($id: ID!) { refreshAppAccount(accountId: $id) { ${ACCOUNT} } }`, { id: accountId }, token);
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data!.refreshAppAccount).toMatchObject({ refreshCount: 1 });
    expect(refreshed.data!.refreshAppAccount.refreshedAt).not.toBeNull();

    const other = await stack.signUp('别家');
    const foreign = await stack.gql(`query ($id: ID!) { authorizedAccount(accountId: $id) { accountId } }`, { id: accountId }, other.token);
    expect(foreign.data!.authorizedAccount).toBeNull();
  });

  it('refuses bad input with the platform’s Chinese message and code', async () => {
    const { token } = await stack.signUp('授权');
    const missing = await stack.gql(
      `mutation ($authData: JSON) { authorizeApp(appId: "2905", authData: $authData) { url } }`,
      { authData: { authorize_url: 'https://idp.example.com/authorize', token_url: 'https://idp.example.com/token' } },
      token,
    );
    expect(missing.errors?.[0]).toMatchObject({ message: '请填写「客户端 ID」', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4000 } });
    const noOauth = await stack.gql(`mutation { authorizeApp(appId: "1007") { url } }`, {}, token);
    expect(noOauth.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 4000 });
    const refresh = await stack.gql(`mutation { refreshAppAccount(accountId: "123456789") { accountId } }`, {}, token);
    expect(refresh.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstreamCode: 4004 });
    const signedOut = await stack.gql(`mutation { authorizeApp(appId: "2905") { url } }`);
    expect(signedOut.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 2101 });
  });
});
