import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { addBotAccount, expectRunSucceeded, PersonActions, postToWebhook, signUp, startDingTalkRobot, webhookInEditor } from './support';

// issue 12: "A new user lands on the gallery and can reach a first successful run in ≤ 3 minutes without reading
// anything — measure it with a Playwright test and report the time." A brand-new company signs up, lands on
// /pipeline-template, takes the first card (Webhook → 钉钉群), adds its 钉钉 robot in the wizard's dialog (a loopback
// stand-in checking the 加签 signature, allow-listed by HUILIU_OUTBOUND_ALLOW), names the pipeline, creates it, finds
// the editor with nothing to fix, switches it on, its system posts to the webhook, and the run log shows the run as
// 成功 while the robot holds the mapped message. Wall time and the person's actions are printed and annotated.

const ACCESS_TOKEN = 'first-run-token';
const SECRET = 'SECfirstrun0123456789';
const LIMIT_MS = 180_000;

let robot: Awaited<ReturnType<typeof startDingTalkRobot>>;

test.beforeAll(async () => {
  robot = await startDingTalkRobot(ACCESS_TOKEN, SECRET);
});

test.afterAll(() => robot.close());

const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

test('a new user reaches a first successful run from the gallery in under 3 minutes', async ({ page, request }) => {
  test.setTimeout(LIMIT_MS + 60_000);
  await signUp(page, { company: '第一次公司', name: '陈一', emailPrefix: 'e2e-first-run' });
  // the clock starts when the gallery is there to read: landing, not signing up, is the starting line
  const newcomer = page.getByRole('group', { name: '第一次搭建流程？从这里开始' });
  await expect(newcomer).toBeVisible();
  const started = Date.now();
  const act = new PersonActions();

  // the first card's first pick: Webhook → 钉钉群
  const first = newcomer.getByRole('list', { name: '推荐的入门模板' }).getByRole('button').first();
  await expect(first).toHaveText('Webhook 收到数据时发送钉钉群消息');
  await page.screenshot({ path: screenshot('template-gallery.png') });
  await act.click(first);
  await expect(page).toHaveURL(/\/data-pipeline\/create-from-template\?template_id=\d+$/);
  await expect(page.getByRole('list', { name: '模板步骤' })).toContainText('钉钉群机器人');
  await act.click(page.getByRole('button', { name: '下一步' }));

  // its one account, added in the dialog and chosen at once
  await expect(page.getByRole('heading', { name: '连接钉钉群机器人账户', level: 3 })).toBeVisible();
  await act.click(page.getByRole('button', { name: '添加账户' }));
  await addBotAccount(page, act, { webhook: robot.url, secret: SECRET });
  const picker = page.getByRole('combobox', { name: /钉钉群机器人 的账户/ });
  await expect(picker.locator('option:checked')).not.toHaveText('还没有账户，请添加');
  await page.screenshot({ path: screenshot('template-wizard-account.png') });
  await act.click(page.getByRole('button', { name: '下一步' }));

  // the message the template asks for comes designed, mapping the webhook's fields; the person keeps it
  await expect(page.getByRole('textbox', { name: '消息内容' })).toHaveValue(/\{\{1\.order_no\}\}/);
  await act.click(page.getByRole('button', { name: '下一步' }));
  await act.fill(page.getByLabel('流程名称'), '新订单通知');
  await act.click(page.getByRole('button', { name: '创建流程' }));

  // the editor opens with nothing left to fix
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);
  await expect(page.getByLabel('流程名称')).toHaveValue('新订单通知');
  // no red badge: neither the summary beside the title nor any step counts an error (a yellow "未测试发送数据"
  // reminder may stay: the message has not been sent yet, which is what the first run does)
  await expect(page.getByRole('group', { name: /^步骤 2：/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d+ 个问题/)).toHaveCount(0);
  await expect(page.getByRole('main').getByLabel(/\d+ 个错误/)).toHaveCount(0);
  await act.click(page.getByRole('switch', { name: '启用流程' }));
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();
  const webhook = await webhookInEditor(page, act);

  // the company's system sends an order
  const runId = await postToWebhook(request, webhook, {
    event: '新订单',
    order_no: 'SO-FIRST-0001',
    customer: '周小雨',
    amount: 128,
    created_at: '2026-11-27 09:00:00',
  });
  await act.click(page.getByRole('link', { name: '流程日志' }));
  await expectRunSucceeded(page, act, { pipeline: '新订单通知', runId });
  const elapsed = Date.now() - started;

  // the robot holds the message the template mapped from the order, signed with the account's secret
  const arrived = robot.calls.at(-1)!;
  expect(arrived.signValid).toBe(true);
  expect(arrived.body.msgtype).toBe('text');
  expect(arrived.body.text?.content).toContain('SO-FIRST-0001');
  expect(arrived.body.text?.content).toContain('周小雨');

  const seconds = (elapsed / 1000).toFixed(1);
  test.info().annotations.push({ type: 'first successful run', description: `${seconds} s, ${act.count} person actions` });
  // the figure the issue asks to report
  console.info(`first successful run from the gallery: ${seconds} s, ${act.count} person actions (clicks + fields filled)`);
  expect(elapsed).toBeLessThanOrEqual(LIMIT_MS);
});
