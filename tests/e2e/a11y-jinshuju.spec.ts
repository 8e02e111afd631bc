import { startJinshuju } from '@huiliu/platform/apps/standins/jinshuju';
import { expect, test, type Page } from '@playwright/test';
import { check } from './a11y-checks';
import { gql, PASSWORD } from './support';

// issue 17 jinshuju: the 金数据 app page with an account, its forms, a form's fields and a pipeline's push address, in
// Chinese and in English, passes axe-core with no serious or critical violation, and the English page shows no Chinese
// outside the users' data. The form is the stand-in's (platform/src/apps/standins/jinshuju.ts) with Latin names, so a
// CJK character on the English page is a leak of untranslated UI text.

let jinshuju: Awaited<ReturnType<typeof startJinshuju>>;

test.beforeAll(async () => {
  jinshuju = await startJinshuju({
    key: 'e2e-key',
    secret: 'e2e-secret-1',
    forms: [
      {
        token: 'SignUp',
        name: 'Event sign-up',
        fields: [
          { api_code: 'field_1', label: 'Name', type: 'single_line_text', required: true },
          {
            api_code: 'field_2',
            label: 'Title',
            type: 'single_choice',
            choices: [
              { name: 'Mr', value: '2jYk' },
              { name: 'Ms', value: 'pIjs' },
            ],
          },
        ],
      },
    ],
  });
});

test.afterAll(() => jinshuju.close());

/** Signs up in the browser by the form's fields, whatever the language; the new user lands on the gallery. */
async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Forms');
  await page.locator('input[autocomplete=name]').fill('Alex Smith');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`the 金数据 app page passes axe in ${language}${language === 'en' ? ' and shows no Chinese' : ''}`, async ({ page, request }) => {
    const L = <T>(zh: T, en: T): T => (language === 'en' ? en : zh);
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-jinshuju-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    const { authorizeJinshuju } = await gql<{ authorizeJinshuju: { accountId: string } }>(
      request,
      'mutation ($input: JinshujuAuthInput!) { authorizeJinshuju(input: $input) { accountId } }',
      { input: { apiKey: 'e2e-key', apiSecret: 'e2e-secret-1', baseUrl: jinshuju.url, accountName: 'Forms account' } },
      login.token,
    );
    await gql(
      request,
      'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
      {
        input: {
          title: 'Follow up sign-ups',
          steps: [
            {
              uuid: 'form',
              actionType: 'TRIGGER',
              appId: '2012',
              actionId: 'new_entry',
              title: 'New sign-up',
              accountId: authorizeJinshuju.accountId,
              fields: [{ key: 'form', value: 'SignUp' }],
            },
          ],
        },
      },
      login.token,
    );

    await page.goto('/app-manage?app=2012');
    await expect(page.getByRole('heading', { name: L('表单', 'Forms') })).toBeVisible();
    await page.getByRole('button', { name: L('Event sign-up（SignUp）', 'Event sign-up (SignUp)') }).click();
    await expect(page.getByRole('table', { name: L('「Event sign-up」的字段', 'Fields of “Event sign-up”') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: L('「Follow up sign-ups」的推送地址', 'Push address of “Follow up sign-ups”') })).toHaveValue(
      /\/v1\/api\/data\/jinshuju\/push\//,
    );
    await check(page, language, '金数据 app page with a form open');
  });
}
