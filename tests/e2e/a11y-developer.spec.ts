import { expect, test, type Page } from '@playwright/test';
import { check } from './a11y-checks';
import { gql, PASSWORD } from './support';

// issue 14 open-web: 开发者中心 (/developer, the 新建应用 dialog) and an app's page (/developer/apps/:appId: 定义 as form
// and JSON, 版本 with the publish dialog, 测试) pass axe-core in both languages and, in English, show no CJK character
// (a11y-checks.ts). The app's data is Latin, so any CJK character on the English page is untranslated UI text.

async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Developers');
  await page.locator('input[autocomplete=name]').fill('Dana Dev');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

const CREATE = 'mutation ($input: CreateOpenAppInput!) { createOpenApp(input: $input) { appId versions { version definition } } }';
const SAVE =
  'mutation ($appId: ID!, $version: String!, $definition: JSON!) { saveOpenAppVersion(appId: $appId, version: $version, definition: $definition) { version } }';

for (const language of ['zh-CN', 'en'] as const) {
  test(`the developer screens pass axe in ${language}${language === 'en' ? ' and show no Chinese' : ''}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-developer-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });

    // an app whose draft has an action with a field, a request with headers and a body, a success rule and a sample
    const { createOpenApp } = await gql<{ createOpenApp: { appId: string; versions: { version: string; definition: Record<string, unknown> }[] } }>(
      request,
      CREATE,
      { input: { name: 'Order hub', nameEn: 'Order hub', classType: 'developer', authType: 'api_key' } },
      login.token,
    );
    const draft = createOpenApp.versions[0]!;
    const definition = {
      ...draft.definition,
      en: {
        name: 'Order hub',
        actions: { create_order: { name: 'Create order' } },
        fields: { order_id: { label: 'Order id' }, api_key: { label: 'API key' } },
      },
      actions: [
        {
          action_id: 'create_order',
          name: 'Create order',
          description: 'Posts an order',
          kind: 'action',
          editor: 'fields',
          sendsData: true,
          fields: [{ key: 'order_id', kind: 'text', label: 'Order id', required: true, mappable: true }],
          request: {
            method: 'POST',
            url: 'https://api.example.com/orders',
            headers: { 'X-Source': 'huiliu' },
            body: { id: '{{input.order_id}}' },
            body_type: 'json',
          },
          success: { path: 'errcode', equals: [0] },
          output_sample: { errcode: 0 },
        },
      ],
    };
    await gql(request, SAVE, { appId: createOpenApp.appId, version: draft.version, definition }, login.token);

    await page.goto('/developer');
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, language, 'developer centre');
    await page.getByRole('button', { name: language === 'en' ? 'New app' : '新建应用' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, language, 'new app dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`/developer/apps/${createOpenApp.appId}`);
    await expect(page.getByRole('heading', { name: 'Order hub' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Create order$/ })).toBeVisible();
    await check(page, language, 'app definition form');
    await page.getByRole('tab', { name: 'JSON' }).click();
    await check(page, language, 'app definition JSON');
    await page.getByRole('tab', { name: language === 'en' ? 'Versions' : '版本' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, language, 'app versions');
    await page
      .getByRole('table')
      .getByRole('button', { name: language === 'en' ? 'Publish' : '发布', exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, language, 'publish dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: language === 'en' ? 'Test' : '测试', exact: true }).click();
    await expect(page.getByRole('button', { name: language === 'en' ? 'Send test' : '发送测试' })).toBeVisible();
    await check(page, language, 'test console');
  });
}
