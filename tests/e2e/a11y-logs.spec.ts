import { expect, test, type Page } from '@playwright/test';
import { check } from './a11y-checks';
import { gql, PASSWORD, startReceiver } from './support';

// issue 16: the run log's screens — the list with its filter bar and the bulk delete dialog, a run as a timeline and
// as a graph, a loop's iterations, the branch log, and the webhook requests (list and one request) — pass axe-core in
// both languages and, in English, show no CJK character (a11y-checks.ts). The data is Latin, so any CJK character on
// an English page is untranslated UI text. The statistics screen is checked by its own spec.

let receiver: Awaited<ReturnType<typeof startReceiver>>;

test.beforeAll(async () => {
  receiver = await startReceiver();
});

test.afterAll(() => receiver.close());

async function signUpAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('input[autocomplete=organization]').fill('Acme Logs');
  await page.locator('input[autocomplete=name]').fill('Lee Log');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
}

/** webhook → switch (Gold when tier = gold, else Others) with a send in Gold → a loop over the items, a send in it. */
function loggedPipeline(url: string) {
  const send = (uuid: string, title: string, extra: Record<string, unknown>) => ({
    uuid,
    actionType: 'ACTION',
    appId: '1007',
    actionId: 'send',
    title,
    fields: [
      { key: 'url', value: url },
      { key: 'method', value: 'POST' },
      { key: 'body', value: { order: '{{1.order_id}}' } },
    ],
    ...extra,
  });
  return [
    { uuid: 'hook', actionType: 'TRIGGER', appId: '1001', actionId: 'receive', title: 'Receive order' },
    {
      uuid: 'switch',
      actionType: 'ACTION',
      appId: '1004',
      actionId: 'switch',
      title: 'By tier',
      segments: [
        { segKey: 'gold', title: 'Gold', conditions: [[{ field: '{{1.tier}}', operator: 'IS', value: 'gold' }]] },
        { segKey: 'rest', title: 'Others', isFallback: true },
      ],
    },
    send('send-gold', 'Notify gold desk', { switchUuid: 'switch', segKey: 'gold' }),
    { uuid: 'loop', actionType: 'ACTION', appId: '1005', actionId: 'loop', title: 'Each item', loop: { items: '{{1.items}}' } },
    send('each', 'Send item', { parentLoopUuid: 'loop' }),
  ];
}

/** Latin data the page shows, kept out of the CJK check by name (none: the fixtures are Latin). */
const OWN_DATA: readonly string[] = [];

for (const language of ['zh-CN', 'en'] as const) {
  test(`the run log screens pass axe in ${language}${language === 'en' ? ' and show no Chinese' : ''}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.addInitScript((lang) => localStorage.setItem('huiliu_lang', lang), language);
    const email = `e2e-a11y-logs-${language}-${Date.now()}@example.com`;
    await signUpAnyLanguage(page, email);
    const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email, password: PASSWORD },
    });
    const { createPipeline } = await gql<{ createPipeline: { processId: string } }>(
      request,
      'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
      { input: { title: `Order log ${language}`, steps: loggedPipeline(receiver.url) } },
      login.token,
    );
    const processId = createPipeline.processId;
    await gql(request, 'mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }', { id: processId }, login.token);
    const { webhook } = await gql<{ webhook: { url: string } }>(
      request,
      'query ($id: ID!) { webhook(processId: $id) { url } }',
      { id: processId },
      login.token,
    );
    const order = { order_id: 'A-1', tier: 'gold', items: [{ sku: 'X-1' }, { sku: 'X-2' }, { sku: 'X-3' }] };
    const posted = await request.post(`${webhook.url}?source=shop`, { data: order, headers: { authorization: 'Bearer hidden', 'x-shop': 'acme' } });
    expect(posted.ok()).toBe(true);

    // the list, its filters set from the address
    await page.goto('/data-log?status=success&date_preset=today');
    const runs = page.getByRole('table').first();
    await expect(runs.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await check(page, language, 'run list with filters', OWN_DATA);
    await runs.getByRole('checkbox').nth(1).click();
    await page.getByRole('button', { name: language === 'en' ? 'Delete selected' : '批量删除' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, language, 'bulk delete dialog', OWN_DATA);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // the run: its timeline with the failed-or-first step open, its graph, and the loop step with its iterations
    const detail = await runs.getByRole('row').nth(1).locator('a[href^="/data-log/"]:not([href*="branch-log"])').getAttribute('href');
    await page.goto(detail!);
    await expect(page.getByRole('article')).toBeVisible();
    await check(page, language, 'run timeline', OWN_DATA);
    await page.getByRole('tab', { name: language === 'en' ? 'Flow chart' : '流程图' }).click();
    // ELK lays the graph out in a worker: slow on a busy 2-core machine
    await expect(page.locator('.react-flow__node').first()).toBeVisible({ timeout: 45_000 });
    await check(page, language, 'run graph', OWN_DATA);
    await page.getByRole('button', { name: /^4\. Each item/ }).click();
    const iterations = page.getByRole('region', { name: language === 'en' ? 'Iterations' : '循环明细' });
    await expect(iterations.getByRole('heading', { level: 4 })).toHaveCount(3);
    await check(page, language, 'run with a loop’s iterations', OWN_DATA);

    // the branch log
    await page.goto(detail!.replace('/data-log/', '/data-log/branch-log/'));
    await expect(page.getByRole('group', { name: /Gold/ })).toBeVisible();
    await check(page, language, 'branch log', OWN_DATA);

    // the webhook requests, and the one that started the run
    await page.goto('/data-log/webhook-accepts');
    const accepts = page.getByRole('table');
    await expect(accepts.getByRole('row').nth(1)).toBeVisible();
    await check(page, language, 'webhook requests', OWN_DATA);
    await accepts.getByRole('row').nth(1).locator('a[href^="/data-log/webhook-accepts/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Raw request' : '原始请求');
    await expect(page.getByRole('region', { name: language === 'en' ? 'Body' : '请求体' })).toContainText('"sku": "X-1"');
    await check(page, language, 'raw webhook request', OWN_DATA);
  });
}
