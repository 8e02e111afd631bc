import { expect, test, type Page } from '@playwright/test';
import { check, type Language } from './a11y-checks';
import { gql, PASSWORD, startReceiver } from './support';

// issue 12: the template screens in Chinese and in English pass axe-core with no serious or critical violation, and
// the English pages show no CJK character outside the users' own data (a11y-checks.ts, as a11y.spec.ts does for the
// other screens; the gallery is checked there, as the page sign-up lands on). Every screen is reached in its real
// state: the create-from-template wizard page by page with its account dialog, the chooser, the three simplified
// screens with their success panel, the share dialog before and after sharing, my shares with its dialogs, the
// simple-form editor, the share link's landing, and AI creation before and after drafting. The data is Latin, so a
// CJK character on an English page is a leak of untranslated UI text; the one exception is named where it is
// passed: the starter's designed message.

let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeAll(async () => {
  receiver = await startReceiver();
});

test.afterAll(() => receiver.close());

/** The first starter: Webhook → 钉钉群 (platform/src/templates/starters/notify.ts). */
const FIRST_STARTER = '901000001';
const WEBHOOK_APP = '1001';
const DINGTALK_BOT_APP = '2002';

/** A webhook with a sample, then a send step: a pipeline to share, all in Latin. */
function orderForwarding(url: string) {
  return [
    {
      uuid: 'hook',
      actionType: 'TRIGGER',
      appId: WEBHOOK_APP,
      actionId: 'receive',
      title: 'Receive order',
      sampleData: { order_id: 'A-1', customer: 'Lee' },
    },
    {
      uuid: 'send',
      actionType: 'ACTION',
      appId: '1007',
      actionId: 'send',
      title: 'Forward order',
      fields: [
        { key: 'url', value: url },
        { key: 'method', value: 'POST' },
        { key: 'body', value: { order: '{{1.order_id}}' } },
      ],
    },
  ];
}

/** Signs up in the browser by the form's fields, whatever the language; the new user lands on the gallery. */
async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Templates');
  await page.locator('input[autocomplete=name]').fill('Alex Smith');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`the template screens pass axe in ${language}${language === 'en' ? ' and show no Chinese' : ''}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const L = <T>(zh: T, en: T): T => (language === 'en' ? en : zh);
    const screen = (name: string) => check(page, language as Language, name);
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-templates-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    // the starter's designed values are its content, in Chinese (issue 12: a starter catalogue in Chinese; only its
    // titles, descriptions and the labels and help of what it asks have English twins): data, not UI text
    const { template } = await gql<{ template: { steps: Array<{ fields: Array<{ value: unknown }> }> } }>(
      request,
      'query ($id: ID!) { template(templateId: $id) { steps { fields { value } } } }',
      { id: FIRST_STARTER },
      login.token,
    );
    const starterContent = template.steps
      .flatMap((step) => step.fields.map((f) => f.value))
      .filter((v): v is string => typeof v === 'string' && /\p{Script=Han}/u.test(v));
    expect(starterContent.length).toBeGreaterThan(0);
    const pipelineTitle = `Order forwarding ${language}`;
    await gql(
      request,
      'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
      { input: { title: pipelineTitle, steps: orderForwarding(receiver.url) } },
      login.token,
    );

    // the create-from-template wizard, page by page, with the account dialog
    await page.goto(`/data-pipeline/create-from-template?template_id=${FIRST_STARTER}`);
    const current = page.getByRole('list', { name: L('创建步骤', 'Creation steps') }).locator('[aria-current="step"]');
    await expect(current).toHaveText(L('预览模板', 'Preview'));
    await screen('template wizard: preview');
    await page.getByRole('button', { name: L('下一步', 'Next') }).click();
    await expect(page.getByRole('button', { name: L('添加账户', 'Add account') })).toBeVisible();
    await screen('template wizard: account');
    await page.getByRole('button', { name: L('添加账户', 'Add account') }).click();
    const accountDialog = page.getByRole('dialog');
    await expect(accountDialog.getByLabel(/Webhook/)).toBeVisible();
    await screen('template wizard: add account dialog');
    await accountDialog.getByLabel(/Webhook/).fill(`${receiver.url}?access_token=a11y`);
    await accountDialog.getByLabel(L('账户名称', 'Account name')).fill('Sales bot');
    await accountDialog.getByRole('button', { name: L('保存', 'Save') }).click();
    await expect(accountDialog).toBeHidden();
    await page.getByRole('button', { name: L('下一步', 'Next') }).click();
    await expect(current).toHaveText(L('填写字段', 'Fill in fields'));
    await check(page, language, 'template wizard: fields', starterContent);
    await page.getByRole('button', { name: L('下一步', 'Next') }).click();
    await expect(current).toHaveText(L('命名并创建', 'Name and create'));
    await screen('template wizard: name and create');

    // the chooser of create-cmb-index
    await page.goto('/data-pipeline/create-cmb-index');
    await expect(page.getByRole('list', { name: L('创建方式', 'Ways to create') }).getByRole('listitem')).toHaveCount(4);
    await screen('create chooser');

    // simplified creation: the two apps, the pair's templates, the form, the success panel
    await page.goto('/data-pipeline/create-simple-index');
    await page.locator(`input[type=radio][value="${WEBHOOK_APP}"]`).check();
    await page.locator(`input[type=radio][value="${DINGTALK_BOT_APP}"]`).check();
    const allForPair = page.getByRole('button', { name: L('查看全部模板', 'See all templates') });
    await expect(allForPair).toBeEnabled();
    await screen('simple create: apps chosen');
    await allForPair.click();
    await expect(page).toHaveURL(/\/data-pipeline\/create-simple-template\?/);
    await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await screen('simple create: templates of the pair');
    await page.goto(`/data-pipeline/create-simple-best?template_id=${FIRST_STARTER}`);
    const accountPicker = page.getByRole('combobox').first();
    await expect(accountPicker).toBeVisible();
    await check(page, language, 'simple create: form', starterContent);
    await accountPicker.selectOption({ label: 'Sales bot' });
    await page.getByLabel(L('流程名称', 'Pipeline name')).fill(`Simple ${language}`);
    await page.getByRole('button', { name: L('创建并启用', 'Create and switch on') }).click();
    await expect(page.getByRole('region', { name: L('流程已创建并启用', 'Pipeline created and switched on') })).toBeVisible();
    await screen('simple create: success panel');

    // the share dialog, before and after sharing
    await page.goto('/data-pipeline');
    await page.getByRole('button', { name: L(`分享 ${pipelineTitle}`, `Share ${pipelineTitle}`) }).click();
    const shareDialog = page.getByRole('dialog');
    await expect(shareDialog.getByRole('radiogroup')).toBeVisible();
    await screen('share dialog');
    await shareDialog.getByLabel(L('分享说明', 'Share note')).fill('Connect your own receiver first.');
    await shareDialog.getByRole('button', { name: L('分享', 'Share'), exact: true }).click();
    const link = shareDialog.getByLabel(L('分享链接', 'Share link'));
    await expect(link).toHaveValue(/template-auto\?template_id=\d+&share=/);
    await screen('share dialog: shared');
    const shareLink = await link.inputValue();
    const templateId = new URL(shareLink).searchParams.get('template_id')!;
    await shareDialog.getByRole('button', { name: L('关闭', 'Close') }).click();

    // my shares and its dialogs
    await page.goto('/pipeline-share');
    await expect(page.getByRole('heading', { name: pipelineTitle })).toBeVisible();
    await screen('my shares');
    await page.getByRole('button', { name: L(`${pipelineTitle} 的使用情况`, `Uses of ${pipelineTitle}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen('my shares: uses dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: L('关闭', 'Close') })
      .click();
    await page.getByRole('button', { name: L(`停止分享 ${pipelineTitle}`, `Stop sharing ${pipelineTitle}`) }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen('my shares: stop sharing dialog');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: L('取消', 'Cancel') })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the simple-form editor of the shared template
    await page.goto(`/template-edit?template_id=${templateId}`);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await screen('template edit');

    // the share link's landing: the wizard with the sharer's note
    await page.goto(new URL(shareLink).pathname + new URL(shareLink).search);
    await expect(page.getByText('Connect your own receiver first.')).toBeVisible();
    await screen('share link landing');

    // AI creation, before and after drafting (the offline planner: no provider is configured); an example of the
    // page's own fills the description
    await page.goto('/data-pipeline/create-ai');
    const examples = page.getByRole('group', { name: L('试试这些例子', 'Try an example') });
    await expect(examples.getByRole('button').first()).toBeVisible();
    await screen('create with AI');
    await examples.getByRole('button').first().click();
    await page.getByRole('button', { name: L('生成', 'Generate'), exact: true }).click();
    await expect(page.getByRole('region', { name: L(/^生成的流程：/, /^The drafted pipeline: /) })).toBeVisible({ timeout: 30_000 });
    await screen('create with AI: the draft');
  });
}
