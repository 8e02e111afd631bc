import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newWebhookPipeline, openPanelSection, openPickerAtEnd, signUp, startDingTalkRobot } from './support';

// issue 11 (slice web): a person connects 钉钉群机器人 in the editor — finds it by pinyin, adds an account in the
// account step's dialog (webhook URL of a loopback 钉钉 stand-in + 加签 secret), maps a field of the webhook sample
// into the message, saves, switches on, calls the webhook, and the stand-in receives the mapped text with a valid
// signature; /app-manage then shows the account used by 1 pipeline. The stand-in is loopback, allow-listed by
// HUILIU_OUTBOUND_ALLOW in playwright.config.ts. Run with E2E_PORT=4340.

const ACCESS_TOKEN = 'e2e-robot-token';
const SECRET = 'SECe2e0123456789abcdef';

let robot: Awaited<ReturnType<typeof startDingTalkRobot>>;

test.beforeAll(async () => {
  robot = await startDingTalkRobot(ACCESS_TOKEN, SECRET);
});

test.afterAll(() => robot.close());

const panelOf = (page: Page) => page.getByRole('complementary');
const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

test('a person connects 钉钉群机器人 in the editor and the message arrives signed', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signUp(page, { company: '钉钉测试公司', name: '赵六', emailPrefix: 'e2e-apps' });
  await page.getByRole('link', { name: '数据流程' }).click();
  await expect(page).toHaveURL(/\/data-pipeline$/);

  // a webhook pipeline with a real sample
  const webhookUrl = await newWebhookPipeline(page, request, '订单播报', { order_id: 'A-1001', customer: '李雷' }, 'A-1001');

  // the action step: 钉钉 found by pinyin through the search service
  await (await openPickerAtEnd(page)).getByRole('textbox', { name: '搜索应用或动作' }).fill('dingding');
  await panelOf(page).getByRole('button', { name: '钉钉群机器人', exact: true }).click();
  const actions = panelOf(page).getByRole('group', { name: '动作' });
  if (await actions.isVisible()) await actions.getByRole('button', { name: /^发送文本消息/ }).click();

  // the account step: add an account in the dialog; saved, it is chosen
  await openPanelSection(page, '账户');
  await panelOf(page).getByRole('button', { name: '添加账户' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Webhook/).fill(robot.url);
  await dialog.getByLabel(/加签/).fill(SECRET);
  await dialog.getByLabel('账户名称').fill('销售群机器人');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const picker = panelOf(page).getByRole('combobox', { name: /账户/ });
  await expect(picker.locator('option:checked')).toHaveText('销售群机器人');
  await page.screenshot({ path: screenshot('editor-account-step.png') });

  // map the sample's order id into the message
  await openPanelSection(page, '匹配数据');
  await panelOf(page)
    .getByRole('button', { name: /^为“[^”]*内容[^”]*”插入变量$/ })
    .first()
    .click();
  await page.getByRole('treeitem', { name: /^order_id(?![a-z_])/ }).click();

  // save, switch on, call the webhook
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const save = page.getByRole('dialog', { name: '保存流程' });
  await save.getByLabel('版本备注').fill('钉钉播报');
  await save.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.getByRole('switch', { name: '启用流程' }).click();
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();
  const before = robot.calls.length;
  expect((await request.post(webhookUrl, { data: { order_id: 'A-2002', customer: '韩梅梅' } })).ok()).toBe(true);
  await expect.poll(() => robot.calls.length, { timeout: 30_000 }).toBeGreaterThan(before);
  const arrived = robot.calls.at(-1)!;
  expect(arrived.accessToken).toBe(ACCESS_TOKEN);
  expect(arrived.signValid).toBe(true);
  expect(arrived.body.msgtype).toBe('text');
  expect(arrived.body.text?.content).toContain('A-2002');

  // /app-manage shows the account, used by this pipeline
  await page.goto('/app-manage');
  await expect(page).toHaveTitle('应用管理 | 汇流');
  await expect(page.getByRole('list', { name: '应用列表' }).getByRole('button', { name: '钉钉群机器人', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshot('app-manage.png') });
  await page.getByRole('button', { name: '钉钉群机器人', exact: true }).click();
  const account = page.getByRole('region', { name: '钉钉群机器人' }).getByRole('listitem', { name: '销售群机器人' });
  await expect(account).toBeVisible();
  await expect(account.locator('dt', { hasText: '使用流程数' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  await page.screenshot({ path: screenshot('app-manage-app.png') });
});
