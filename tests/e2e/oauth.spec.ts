import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OAuth2Server } from 'oauth2-mock-server';
import { gql } from './support';

// issue 11 "OAuth 2 end to end", in Chromium: the account form's hand-off (sessionStorage, as the web slice's
// /app-manage dialog writes it) → /app-auth-redirect/2905 → a real OAuth 2 authorisation server on loopback
// (oauth2-mock-server: PKCE S256 checked at its token endpoint) → the platform's callback → the success screen
// with the token's expiry → a forced refresh shown there. App 2905 is the JSON definition in tests/e2e/apps
// (HUILIU_APPS_DIR in playwright.config.ts): its endpoints come from the form, as those of 通用 HTTP 请求 do.
// The first test drives the redirect route directly; the last starts from the /app-manage dialog of 通用 HTTP 请求.

const provider = new OAuth2Server();
let tokenRequests: Record<string, string>[] = [];

test.beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeResponse', (_res: unknown, req: { body: Record<string, string> }) => tokenRequests.push({ ...req.body }));
});
test.afterAll(() => provider.stop());

async function signIn(page: Page, request: Parameters<typeof gql>[0]) {
  const email = `e2e-oauth-${Date.now()}@example.com`;
  const password = 's3cret-pass-1';
  await gql(request, 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', {
    input: { companyName: '授权测试公司', uname: '王五', email, password },
  });
  await page.goto('/login');
  await page.getByRole('tab', { name: '登录' }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).exclude('[data-tabster-dummy]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(blocking, `${screen}: axe serious/critical violations`).toEqual([]);
}

test('a person authorises an OAuth 2 account, sees its expiry, refreshes it, and a replayed callback fails', async ({ page, request }) => {
  tokenRequests = [];
  await signIn(page, request);

  // what the account dialog leaves for the redirect screen (web/src/screens/oauth/pendingAuthorization.ts)
  await page.evaluate((issuer) => {
    sessionStorage.setItem(
      'huiliu_oauth_pending',
      JSON.stringify({
        appId: '2905',
        accountName: '测试 OAuth 账户',
        authData: {
          authorize_url: `${issuer}/authorize`,
          token_url: `${issuer}/token`,
          client_id: 'e2e-client',
          client_secret: 'e2e-secret',
          scope: 'read',
        },
        returnTo: '/data-pipeline',
      }),
    );
  }, provider.issuer.url!);

  const callbacks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/api/process/app/callback')) callbacks.push(r.url());
  });
  await page.goto('/app-auth-redirect/2905');

  await expect(page).toHaveURL(/\/app-auth-callback\/success\?account_id=\d+$/);
  await expect(page).toHaveTitle('授权成功 | 汇流');
  await expect(page.getByRole('heading', { name: '授权成功' })).toBeVisible();
  await expect(page.getByTestId('oauth-account-name')).toHaveText('测试 OAuth 账户');
  // the mock grants an hour: the expiry is a date and time, not "does not expire"
  await expect(page.getByTestId('oauth-expires-at')).toHaveText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId('oauth-refreshed')).toHaveText('尚未刷新');
  // the browser went through the platform's callback, and the code was exchanged with a PKCE verifier
  expect(callbacks).toHaveLength(1);
  expect(tokenRequests[0]).toMatchObject({ grant_type: 'authorization_code', client_id: 'e2e-client' });
  expect(tokenRequests[0]!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  // the form with the client secret is gone from the tab
  expect(await page.evaluate(() => sessionStorage.getItem('huiliu_oauth_pending'))).toBeNull();
  await expectAccessible(page, 'success');

  await page.getByRole('button', { name: '立即刷新授权' }).click();
  await expect(page.getByTestId('oauth-refreshed')).toHaveText(/^已刷新 1 次，最近一次 \d{4}\/\d{2}\/\d{2}/);
  expect(tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token' });

  // the state is single-use: the same callback again ends on the failure screen with a translated reason
  await page.goto(callbacks[0]!);
  await expect(page).toHaveURL(/\/app-auth-callback\/fail\?reason=state_used$/);
  await expect(page.getByText('该授权请求已经使用过，请重新发起授权。')).toBeVisible();
  await expectAccessible(page, 'fail');
  await page.getByRole('button', { name: '返回流程' }).click();
  await expect(page).toHaveURL(/\/data-pipeline$/);
});

test('the failure screen in English shows no Chinese, and the redirect screen explains a missing form', async ({ page, request }) => {
  await signIn(page, request);
  await page.evaluate(() => localStorage.setItem('huiliu_lang', 'en'));
  await page.goto('/app-auth-callback/fail?reason=denied');
  await expect(page.getByText("You declined the authorisation on the provider's page.")).toBeVisible();
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\p{Script=Han}/u);
  await expectAccessible(page, 'fail (en)');

  await page.goto('/app-auth-redirect/2905');
  await expect(page.getByText('There is no account waiting for authorisation. Add the account again from Apps.')).toBeVisible();
});

test('the /app-manage account dialog hands an OAuth 2 form to the provider and the account comes back', async ({ page, request }) => {
  tokenRequests = [];
  await signIn(page, request);
  const issuer = provider.issuer.url!;
  await page.goto('/app-manage?app=2005');
  await page.getByRole('button', { name: '添加账户' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'OAuth 2 授权' }).check();
  await dialog.getByLabel(/^授权地址/).fill(`${issuer}/authorize`);
  await dialog.getByLabel(/^令牌地址/).fill(`${issuer}/token`);
  await dialog.getByLabel(/^Client ID/).fill('e2e-client');
  await dialog.getByLabel(/^Client Secret/).fill('e2e-secret');
  await dialog.getByLabel('账户名称').fill('表单发起的 OAuth 账户');
  await dialog.getByRole('button', { name: '去授权' }).click();

  await expect(page).toHaveURL(/\/app-auth-callback\/success\?account_id=\d+/);
  await expect(page.getByTestId('oauth-account-name')).toHaveText('表单发起的 OAuth 账户');
  expect(tokenRequests[0]).toMatchObject({ grant_type: 'authorization_code', client_id: 'e2e-client' });
  // the account is listed on the app's page with its token expiry, the secret never in the page
  await page.goto('/app-manage?app=2005');
  const account = page.getByRole('listitem', { name: '表单发起的 OAuth 账户' });
  await expect(account).toBeVisible();
  await expect(account).toContainText('令牌到期');
  expect(await page.content()).not.toContain('e2e-secret');
});
