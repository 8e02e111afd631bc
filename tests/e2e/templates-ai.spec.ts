import { expect, test } from '@playwright/test';
import { addBotAccount, expectRunSucceeded, PersonActions, postToWebhook, signUp, startDingTalkRobot, switchOnInEditor } from './support';

// issue 12, AI creation with the offline planner (playwright.config.ts configures no LLM provider): a Chinese
// description becomes a draft (Webhook → 钉钉群), opened in the editor with validation run; the person picks the
// 钉钉 account where the editor marks the step, saves, switches on, and a webhook run succeeds, the robot (a loopback
// stand-in checking 加签, allow-listed by HUILIU_OUTBOUND_ALLOW) holding the message the draft composed.

const SECRET = 'SECai0123456789abcdef';

let robot: Awaited<ReturnType<typeof startDingTalkRobot>>;

test.beforeAll(async () => {
  robot = await startDingTalkRobot('ai-robot', SECRET);
});

test.afterAll(() => robot.close());

test('a Chinese description becomes a pipeline that runs: 生成, 在编辑器中打开, the account, save, on, a successful run', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const act = new PersonActions();
  await signUp(page, { company: 'AI 创建公司', name: '吴己', emailPrefix: 'e2e-ai' });
  await act.click(page.getByRole('button', { name: '创建流程' }));
  await act.click(page.getByRole('link', { name: '用 AI 创建' }));
  await expect(page).toHaveURL(/\/data-pipeline\/create-ai$/);

  await act.fill(page.getByLabel('描述你的流程'), '每当收到 Webhook 数据，就发到钉钉群');
  await act.click(page.getByRole('button', { name: '生成' }));
  const draft = page.getByRole('region', { name: /^生成的流程：/ });
  await expect(draft).toBeVisible({ timeout: 30_000 });
  // no model is configured: the built-in planner drafted it, trigger and step as described
  await expect(draft).toContainText('生成方式：内置规划器');
  await expect(draft).toContainText('共 2 个步骤');
  await expect(draft).toContainText('Webhook');
  await expect(draft).toContainText('钉钉群机器人');
  await act.click(draft.getByRole('button', { name: '在编辑器中打开' }));

  // the editor runs validation: the 钉钉 step lacks only its account
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);
  const robotStep = page.getByRole('group', { name: /^步骤 2：/ });
  await expect(robotStep).toBeVisible({ timeout: 30_000 });
  await expect(robotStep.getByLabel(/\d+ 个错误/)).toBeVisible();
  await act.click(robotStep);
  const panel = page.getByRole('complementary');
  const accountHeader = panel.getByRole('button', { name: '账户', exact: true });
  if ((await accountHeader.getAttribute('aria-expanded')) === 'false') await act.click(accountHeader);
  await act.click(panel.getByRole('button', { name: '添加账户' }));
  await addBotAccount(page, act, { webhook: robot.url, secret: SECRET, name: 'AI 群机器人' });
  await expect(panel.getByRole('combobox', { name: /账户/ }).locator('option:checked')).toHaveText('AI 群机器人');
  await expect(robotStep.getByLabel(/\d+ 个错误/)).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/\d+ 个问题/)).toHaveCount(0);

  // save a version, switch on, and the sender's system posts
  await act.click(page.getByRole('button', { name: '保存', exact: true }));
  const save = page.getByRole('dialog', { name: '保存流程' });
  await act.fill(save.getByLabel('版本备注'), '连接钉钉群');
  await act.click(save.getByRole('button', { name: '保存' }));
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const title = await page.getByLabel('流程名称').inputValue();
  const webhook = await switchOnInEditor(page, act);
  const runId = await postToWebhook(request, webhook, { order_no: 'AI-0001', customer: '郑庚' });
  await act.click(page.getByRole('link', { name: '流程日志' }));
  await expectRunSucceeded(page, act, { pipeline: title, runId });
  const arrived = robot.calls.at(-1)!;
  expect(arrived.signValid).toBe(true);
  expect(arrived.body.msgtype).toBe('text');
  // the draft's message maps the webhook's data: the order posted arrives in it
  expect(arrived.body.text?.content).toContain('AI-0001');
  test.info().annotations.push({ type: 'AI creation', description: `${act.count} person actions to a successful run` });
});
