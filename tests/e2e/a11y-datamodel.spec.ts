import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { check, type Language } from './a11y-checks';
import { gql, PASSWORD } from './support';

// issue 17 datamodel: the data-source area (/data-source, its upload dialog), the data model screens (list, form with a
// pre-filter, a trained model's page with its figures, versions and 试一试, the delete dialog) and the editor's 预测
// step pass axe-core with no serious or critical violation in both languages, and the English pages show no CJK
// character (a11y-checks.ts). The data is Latin, so any CJK character there is untranslated UI text.

async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Models');
  await page.locator('input[autocomplete=name]').fill('Alex Analyst');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

function leadsCsv(): string {
  const lines = ['x1,x2,city,converts'];
  for (let i = 0; i < 120; i++)
    lines.push(`${(i * 7) % 11},${(i * 3) % 6},${['Paris', 'Lyon'][i % 2]},${((i * 7) % 11) + 2 * ((i * 3) % 6) > 10 ? 'yes' : 'no'}`);
  return `${lines.join('\n')}\n`;
}

/** A trained model of a CSV data source, made through the public port as an API client would. */
async function trainedModel(request: APIRequestContext, token: string): Promise<string> {
  const staged = await request.post('/v1/api/datasource/upfile', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(leadsCsv()) } },
  });
  const file = ((await staged.json()) as { data: { Filepath: string; types: { name: string; type: string }[] } }).data;
  const { addDatasource } = await gql<{ addDatasource: { dsid: string } }>(
    request,
    'mutation ($input: AddDatasourceInput!) { addDatasource(input: $input) { dsid } }',
    { input: { name: 'leads', filepath: file.Filepath, tableFields: file.types.map((f) => ({ name: f.name, type: f.type.toUpperCase() })) } },
    token,
  );
  const { createDataModel } = await gql<{ createDataModel: { dmid: string } }>(
    request,
    'mutation ($input: DataModelInput!) { createDataModel(input: $input) { dmid } }',
    { input: { name: 'Lead scoring', scene: 'sales', datasourceId: addDatasource.dsid, predictField: 'converts', feature: ['x1', 'x2', 'city'] } },
    token,
  );
  const dmid = createDataModel.dmid;
  const { trainDataModel } = await gql<{ trainDataModel: { tmid: string } }>(
    request,
    'mutation ($d: ID!) { trainDataModel(dmid: $d) { tmid } }',
    { d: dmid },
    token,
  );
  await expect
    .poll(
      async () =>
        (
          await gql<{ modelTraining: { status: string } }>(
            request,
            'query ($t: ID!) { modelTraining(tmid: $t) { status } }',
            { t: trainDataModel.tmid },
            token,
          )
        ).modelTraining.status,
      { timeout: 30_000 },
    )
    .toBe('SUCCEEDED');
  return dmid;
}

for (const language of ['zh-CN', 'en'] as Language[]) {
  test(`the data-source area and the data model screens pass axe in ${language}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-models-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    const dmid = await trainedModel(request, login.token);

    await page.goto('/data-source');
    await expect(page.getByRole('table').getByText('leads')).toBeVisible();
    await check(page, language, 'data sources');
    await page.getByRole('heading', { level: 1 }).locator('..').getByRole('button').click();
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from(leadsCsv()) });
    await expect(page.getByRole('dialog').getByRole('combobox').first()).toBeVisible();
    await check(page, language, 'upload dialog', []);
    await page.keyboard.press('Escape');

    await page.goto('/data-source/models');
    await expect(page.getByRole('table').getByRole('link', { name: 'Lead scoring' })).toBeVisible();
    await check(page, language, 'data models');

    await page.goto('/data-source/models/new');
    await page
      .getByRole('combobox')
      .first()
      .selectOption({ label: language === 'en' ? 'leads (120 rows)' : 'leads（120 行）' });
    await page.locator('button', { hasText: language === 'en' ? 'Add a condition' : '添加筛选条件' }).click();
    await check(page, language, 'data model form');

    await page.goto(`/data-source/models/${dmid}`);
    await expect(page.getByRole('table').first()).toBeVisible();
    const tryFields = page
      .getByRole('group')
      .filter({ has: page.locator('input') })
      .last();
    await tryFields.locator('input').first().fill('9');
    await page.locator('main button', { hasText: language === 'en' ? /^Predict$/ : /^预测$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /yes|no|是|否/i })).toBeVisible();
    await check(page, language, 'data model page', []);
    await page.locator('main button', { hasText: language === 'en' ? /^Delete$/ : /^删除$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, language, 'delete model dialog');
    await page.keyboard.press('Escape');

    // the editor's 预测 step, its feature fields named by the model
    const { createPipeline } = await gql<{ createPipeline: { processId: string } }>(
      request,
      'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
      {
        input: {
          title: 'Score leads',
          steps: [
            { uuid: 'hook', actionType: 'TRIGGER', appId: '1001', actionId: 'receive', title: 'Receive lead', fields: [] },
            { uuid: 'predict', actionType: 'ACTION', appId: '1011', actionId: 'predict', title: 'Score', fields: [{ key: 'dmid', value: dmid }] },
          ],
        },
      },
      login.token,
    );
    await page.goto(`/data-pipeline/${createPipeline.processId}`);
    await page.locator('[data-step-uuid="predict"]').click();
    await expect(page.getByRole('complementary').getByRole('textbox', { name: /x1/ })).toBeVisible();
    await check(page, language, '预测 step panel');
  });
}
