import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { gql, openRunStep, PASSWORD, signUp } from './support';

// issue 16: a person fixes a pipeline from its run log. A send step posts to a loopback receiver at a wrong path and
// fails; the run is found from the list with the 失败 filter, opened, the failing step's error read, the pipeline
// fixed in the editor (its URL corrected) and saved, 重新运行 pressed on the run's page, and the new run seen 成功.
// The receiver is allow-listed by HUILIU_OUTBOUND_ALLOW (playwright.config.ts).

const received: { path: string; body: string }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
    const known = req.url === '/orders';
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(known ? '{"accepted":true}' : '{"error":"no such endpoint"}');
  });
});
let origin: string;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('a failing run is found with the 失败 filter, its error read, the pipeline fixed in the editor, rerun and seen to succeed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUp(page, { company: '日志修复公司', name: '赵六', emailPrefix: 'e2e-log-fix' });
  const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password: PASSWORD },
  });
  // webhook → send the order on, to a path the receiver does not have (a typo in the URL)
  const steps = [
    { uuid: 'hook', actionType: 'TRIGGER', appId: '1001', actionId: 'receive', title: '接收订单' },
    {
      uuid: 'send',
      actionType: 'ACTION',
      appId: '1007',
      actionId: 'send',
      title: '推送订单',
      fields: [
        { key: 'url', value: `${origin}/ordres` },
        { key: 'method', value: 'POST' },
        { key: 'body', value: { order_id: '{{1.order_id}}' } },
      ],
    },
  ];
  const { createPipeline } = await gql<{ createPipeline: { processId: string } }>(
    request,
    'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
    { input: { title: '订单推送（待修复）', steps } },
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
  expect((await request.post(webhook.url, { data: { order_id: '1234567890123456789' } })).ok()).toBe(true);
  await expect.poll(() => received.some((r) => r.path === '/ordres')).toBe(true);

  // found from the list: only the failed runs
  await page.getByRole('link', { name: '流程日志' }).click();
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '失败' });
  await expect(page).toHaveURL(/\/data-log\?status=failed$/);
  const row = page.getByRole('table', { name: '运行记录' }).getByRole('row').filter({ hasText: '订单推送（待修复）' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('失败');
  await row.getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveURL(/\/data-log\/\d+$/);
  const failedRun = page.url();

  // the failing step opens by itself, its error first
  const failing = page.getByRole('article', { name: '第 2 步 · 推送订单' });
  await expect(failing).toContainText('对方返回 HTTP 404');
  await expect(failing).toContainText('失败');

  // fixed in the editor: the URL corrected, a version saved
  await page.getByRole('link', { name: '编辑流程' }).click();
  await expect(page).toHaveURL(new RegExp(`/data-pipeline/${processId}$`));
  // after a navigation ELK's worker starts cold; on a busy machine its first layout can take >10 s
  await page.getByRole('group', { name: '步骤 2：推送订单' }).click({ timeout: 45_000 });
  const address = page.getByRole('complementary').getByRole('textbox', { name: '请求地址' });
  await address.fill(`${origin}/orders`);
  await expect(address).toContainText('/orders');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '保存流程' });
  await dialog.getByLabel('版本备注').fill('修正推送地址');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();

  // back on the failed run's page, 重新运行 opens the new run, which succeeds on the fixed pipeline
  await page.goBack();
  await expect(page).toHaveURL(failedRun);
  await page.getByRole('button', { name: '重新运行' }).click();
  await expect(page).not.toHaveURL(failedRun);
  await expect(page).toHaveURL(/\/data-log\/\d+$/);
  await expect(page.locator('dt', { hasText: '状态' }).locator('xpath=following-sibling::dd[1]')).toHaveText('成功', { timeout: 30_000 });
  await expect(await openRunStep(page, '第 2 步 · 推送订单')).toContainText('成功');
  expect(received.at(-1)).toEqual({ path: '/orders', body: JSON.stringify({ order_id: '1234567890123456789' }) });
});
