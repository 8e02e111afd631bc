import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { check, type Language } from './a11y-checks';
import { gql, PASSWORD } from './support';

// issue 14 embed: 嵌入设置 (/developer/embed: before embedding is on, with the secret shown once, the page configuration
// dialog, the list) and the embedded app (/embed/<cfgId>: the list and the editor as a partner's user sees them) pass
// axe-core in both languages, and the English pages show no Chinese (a11y-checks.ts). The data is Latin.

/** A partner server's signed SDK call (docs/embedding.md), written here apart from the platform's own signer. */
async function sdk(request: APIRequestContext, partner: { corpId: string; secret: string }, path: string, params: Record<string, unknown>) {
  const body: Record<string, unknown> = {
    corp_id: partner.corpId,
    timestamp: Math.floor(Date.now() / 1000),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  };
  const text = Object.keys(body)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof body[k] === 'object' ? JSON.stringify(body[k]) : String(body[k]))}`)
    .join('&');
  const reply = await request.post(`/api/sdk/${path}`, { data: { ...body, sign: createHmac('sha256', partner.secret).update(text).digest('hex') } });
  const envelope = (await reply.json()) as { code: number; data: Record<string, string> };
  expect(envelope.code, `${path}: ${JSON.stringify(envelope)}`).toBe(0);
  return envelope.data;
}

async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Partner');
  await page.locator('input[autocomplete=name]').fill('Alex Partner');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

const WORDS: Record<Language, { turnOn: string; created: string; newPage: string; name: string; secret: string; newPipeline: string }> = {
  'zh-CN': {
    turnOn: '开启嵌入',
    created: '已开启嵌入，请保存好密钥',
    newPage: '新建页面配置',
    name: '名称',
    secret: '密钥',
    newPipeline: '新建流程',
  },
  en: {
    turnOn: 'Turn on embedding',
    created: 'Embedding is on; keep the secret safe',
    newPage: 'New page configuration',
    name: 'Name',
    secret: 'Secret',
    newPipeline: 'New pipeline',
  },
};

for (const language of ['zh-CN', 'en'] as const) {
  test(`embedding settings and the embedded app pass axe in ${language}${language === 'en' ? ' and show no Chinese' : ''}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[language];
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-embed-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);

    await page.goto('/developer/embed');
    await expect(page.getByRole('button', { name: words.turnOn })).toBeVisible();
    await check(page, language, 'embedding settings, not on yet');
    await page.locator('textarea').fill('https://partner.example.com');
    await page.getByRole('button', { name: words.turnOn }).click();
    const secret = await page.getByLabel(words.secret, { exact: true }).inputValue();
    // the toast fades out (axe would measure its colours mid-fade)
    await expect(page.getByText(words.created)).toHaveCount(0, { timeout: 15_000 });
    await check(page, language, 'embedding settings with the secret shown once');
    await page.getByRole('button', { name: words.newPage }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(words.name).fill('Order desk');
    await check(page, language, 'page configuration dialog');
    await dialog.getByRole('button', { name: language === 'en' ? 'Save' : '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table')).toContainText('Order desk');
    await check(page, language, 'embedding settings with a page configuration');

    // the partner's user, signed in through the SDK as a partner server does
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    const admin = await gql<{ sdkPartner: { corpId: string }; sdkPageConfigs: { cfgId: string }[] }>(
      request,
      'query { sdkPartner { corpId } sdkPageConfigs { cfgId } }',
      {},
      login.token,
    );
    const partner = { corpId: admin.sdkPartner.corpId, secret };
    const cfgId = admin.sdkPageConfigs[0]!.cfgId;
    const { corp_token } = await sdk(request, partner, 'corp_token', {});
    await sdk(request, partner, 'create_user', { corp_token, user_identify: 'u-1', user_name: 'Jamie Embedded', cfg_id: cfgId });
    const { user_token } = await sdk(request, partner, 'user_token', { corp_token, user_identify: 'u-1', cfg_id: cfgId });

    await page.goto(`/embed/${cfgId}/data-pipeline#token=${user_token}`);
    await expect(page.getByRole('button', { name: words.newPipeline })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await check(page, language, 'embedded pipeline list');
    await page.goto(`/embed/${cfgId}/data-pipeline/create`);
    await expect(page.locator('[data-step-uuid]').first()).toBeVisible({ timeout: 45_000 });
    await check(page, language, 'embedded editor');
  });
}
