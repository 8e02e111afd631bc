import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newWebhookPipeline, openPanelSection, openPickerAtEnd, signUp } from './support';

// issue 14 (slice open-web): a developer builds an app of the open platform in the browser — 新建应用, an action whose
// request posts to the developer's own API (a loopback server here, allow-listed by HUILIU_OUTBOUND_ALLOW in
// playwright.config.ts), tested in the console (the reply shows), published — then uses it in a pipeline on the
// canvas beside the built-ins (开放平台 badge), and a real run calls the API and succeeds. Run with E2E_PORT=3412.

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** The developer's API: answers every order with its id, and remembers every call. */
async function startOrderApi() {
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as { order_id?: string }) : {};
      calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errcode: 0, accepted: body.order_id ?? null }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    calls,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let api: Awaited<ReturnType<typeof startOrderApi>>;
test.beforeAll(async () => {
  api = await startOrderApi();
});
test.afterAll(() => api.close());

const panelOf = (page: Page) => page.getByRole('complementary');
const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a developer publishes an app that calls their API, and a pipeline run uses it', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signUp(page, { company: '开放平台测试公司', name: '钱七', emailPrefix: 'e2e-open-platform' });

  // 开发者中心 → 新建应用
  await page.getByRole('link', { name: '开发者中心' }).click();
  await expect(page).toHaveURL(/\/developer$/);
  await expect(page).toHaveTitle('开发者中心 | 汇流');
  await page.getByRole('button', { name: '新建应用' }).click();
  const create = page.getByRole('dialog', { name: '新建应用' });
  await create.getByLabel('应用名称（中文）').fill('订单中心');
  await create.getByLabel('应用名称（英文）').fill('Order hub');
  await choose(page, create.getByRole('combobox', { name: '授权方式' }), '无需账户');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/developer\/apps\/\d{7,}$/);
  const appId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(Number(appId)).toBeGreaterThanOrEqual(1_000_000);
  await expect(page).toHaveTitle('应用开发 | 汇流');
  await expect(page.getByRole('heading', { name: '订单中心' })).toBeVisible();

  // 定义: the starter draft's one action rewritten to post the order id to the API
  const action = page.getByRole('region', { name: /^动作 / });
  await expect(action).toHaveCount(1);
  await action.getByLabel('名称（中文）', { exact: true }).first().fill('创建订单');
  await action.getByLabel('名称（英文）', { exact: true }).first().fill('Create order');
  const field = action.getByRole('group', { name: /^字段 / });
  await expect(field).toHaveCount(1);
  await field.getByLabel('字段标识').fill('order_id');
  await field.getByLabel('名称（中文）').fill('订单号');
  await field.getByLabel('名称（英文）').fill('Order id');
  await action.getByLabel(/^请求地址/).fill(api.url);
  await action.getByLabel(/^请求体（JSON）/).fill('{"order_id": "{{input.order_id}}"}');
  await action.getByLabel('成功判断字段').fill('errcode');
  await action.getByLabel('成功取值').fill('0');
  await action.getByLabel(/^输出示例/).fill('{"errcode": 0, "accepted": "A-1"}');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿 0.1.0 已保存').first()).toBeVisible();
  await action.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot('developer-app-editor.png') });

  // 测试: the console sends the draft's request and shows the API's reply
  await page.getByRole('tab', { name: '测试' }).click();
  // by role: the definition form stays mounted (hidden) under 测试, and its field group is labelled 订单号 too
  await page.getByRole('textbox', { name: '订单号' }).fill('T-100');
  await page.getByRole('button', { name: '仅预览请求' }).click();
  await expect(page.getByRole('region', { name: '收到的回复' })).toContainText('未发送（仅预览）');
  expect(api.calls).toHaveLength(0);
  await page.getByRole('button', { name: '发送测试' }).click();
  const reply = page.getByRole('region', { name: '收到的回复' });
  await expect(reply).toContainText('状态码 200');
  await expect(reply).toContainText('"accepted": "T-100"');
  await expect(page.getByRole('region', { name: '发送的请求' })).toContainText(`POST ${api.url}`);
  expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { order_id: 'T-100' } });
  await page.getByRole('region', { name: '发送的请求' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot('developer-test-console.png') });

  // 版本: publish 0.1.0
  await page.getByRole('tab', { name: '版本' }).click();
  const row = page.getByRole('table', { name: '版本列表' }).getByRole('row').filter({ hasText: '0.1.0' });
  await row.getByRole('button', { name: '发布' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('0.1.0 已发布').first()).toBeVisible();
  await expect(row).toContainText('当前运行');
  await page.screenshot({ path: screenshot('developer-versions.png') });
  await page.goto('/developer');
  await expect(page.getByRole('table', { name: '我的应用' }).getByRole('row').filter({ hasText: appId })).toContainText('0.1.0');
  await page.screenshot({ path: screenshot('developer-centre.png') });

  // a pipeline: webhook → 订单中心 · 创建订单 with the webhook's order id mapped in
  const webhookUrl = await newWebhookPipeline(page, request, '开放平台下单', { order_id: 'A-1001' }, 'A-1001');

  const app = (await openPickerAtEnd(page)).getByRole('button', { name: /^订单中心/ });
  await expect(app).toContainText('开放平台');
  await app.click();
  const actions = panelOf(page).getByRole('group', { name: '动作' });
  if (await actions.isVisible()) await actions.getByRole('button', { name: /^创建订单/ }).click();
  await openPanelSection(page, '匹配数据');
  await panelOf(page)
    .getByRole('button', { name: /^为“[^”]*订单号[^”]*”插入变量$/ })
    .first()
    .click();
  await page.getByRole('treeitem', { name: /^order_id(?![a-z_])/ }).click();
  await page.screenshot({ path: screenshot('developer-app-in-editor.png') });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  const save = page.getByRole('dialog', { name: '保存流程' });
  await save.getByLabel('版本备注').fill('开放平台应用');
  await save.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.getByRole('switch', { name: '启用流程' }).click();
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();

  // a real run: the API receives the mapped order, the run log says 成功
  const before = api.calls.length;
  const accepted = await request.post(webhookUrl, { data: { order_id: 'A-2002' } });
  expect(accepted.ok()).toBe(true);
  const { data } = (await accepted.json()) as { data: { log_id: string } };
  await expect.poll(() => api.calls.length, { timeout: 30_000 }).toBeGreaterThan(before);
  expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/orders', body: { order_id: 'A-2002' } });
  await page.goto(`/data-log/${data.log_id}`);
  await expect(page.locator('dt', { hasText: '状态' }).locator('xpath=following-sibling::dd[1]')).toHaveText('成功', { timeout: 30_000 });
});
