import { resolve } from 'node:path';
import { startCorpWechatBot } from '@huiliu/platform/apps/standins/corpwechat-bot';
import { expect, test } from '@playwright/test';
import { addBotAccount, expectRunSucceeded, PersonActions, postToWebhook, signUp } from './support';

// issue 12, simplified creation (create-simple-index / -template / -best) for people who never open the canvas: pick
// 触发 Webhook and 企业微信群机器人, take the pair's template, fill the guided form (the account added in its dialog,
// the message written with a field of the webhook's sample), 创建并启用, and send data to the address the success
// panel shows; the run log it links to shows the run 成功. The 企业微信 robot is the platform's own stand-in of the
// documented API (a wrong key or message is refused as the real one refuses it), loopback, allow-listed by
// HUILIU_OUTBOUND_ALLOW. Also: create-cmb-index leads to each way of creating.

const KEY = 'wecom-e2e-key';

let bot: Awaited<ReturnType<typeof startCorpWechatBot>>;

test.beforeAll(async () => {
  bot = await startCorpWechatBot({ key: KEY });
});

test.afterAll(() => bot.close());

const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

test('simplified creation: two apps, the pair’s template, one form, 创建并启用, and a successful run', async ({ page, request }) => {
  test.setTimeout(120_000);
  const act = new PersonActions();
  await signUp(page, { company: '简易创建公司', name: '孙丁', emailPrefix: 'e2e-simple' });
  await act.click(page.getByRole('link', { name: '按应用简易创建' }));
  await expect(page).toHaveURL(/\/data-pipeline\/create-simple-index$/);

  await act.click(page.getByRole('radiogroup', { name: /触发应用/ }).getByRole('radio', { name: 'Webhook', exact: true }));
  await act.click(page.getByRole('radiogroup', { name: /执行应用/ }).getByRole('radio', { name: '企业微信群机器人', exact: true }));
  await expect(page.getByText(/^有 \d+ 个模板可用$/)).toBeVisible();
  await act.click(page.getByRole('button', { name: '查看全部模板' }));
  await expect(page).toHaveURL(/\/data-pipeline\/create-simple-template\?trigger_app_id=\d+&action_app_id=\d+$/);
  await act.click(page.getByRole('button', { name: '使用模板 Webhook 收到数据时发送企业微信群消息' }));
  await expect(page).toHaveURL(/\/data-pipeline\/create-simple-best\?template_id=\d+$/);

  // the guided form: the account, the message, a title, 创建并启用
  const form = page.getByRole('form', { name: 'Webhook 收到数据时发送企业微信群消息' });
  await act.click(form.getByRole('button', { name: '添加账户' }));
  await addBotAccount(page, act, { webhook: `${bot.url}/cgi-bin/webhook/send?key=${KEY}`, name: '客服群机器人' });
  await expect(form.getByRole('combobox', { name: /企业微信群机器人 的账户/ }).locator('option:checked')).toHaveText('客服群机器人');
  const message = form.getByRole('textbox', { name: '消息内容' });
  await act.fill(message, '新工单来自 ');
  // a field of the webhook's sample, inserted from the menu beside the message
  await act.click(form.getByRole('button', { name: '为消息内容插入字段' }));
  await act.click(page.getByRole('menuitem', { name: /^customer/ }));
  await expect(message).toHaveValue('新工单来自 {{1.customer}}');
  await act.fill(form.getByLabel('流程名称'), '客服群提醒');
  await act.click(form.getByRole('button', { name: '创建并启用' }));

  // the success panel: on, with the address to send data to
  const done = page.getByRole('region', { name: '流程已创建并启用' });
  await expect(done).toBeVisible();
  const address = done.getByLabel('Webhook 地址');
  await expect(address).toHaveValue(/\/v1\/api\/data\/webhook\/accept\/\S+$/);
  await page.screenshot({ path: screenshot('simple-success.png') });
  const runId = await postToWebhook(request, await address.inputValue(), { customer: '钱小姐', order_no: 'SO-S-1' });
  await act.click(done.getByRole('link', { name: '查看流程日志' }));
  await expect(page).toHaveURL(/\/data-log\?process_id=\d+$/);
  await expectRunSucceeded(page, act, { pipeline: '客服群提醒', runId });
  expect(bot.received.at(-1)?.body).toMatchObject({ msgtype: 'text', text: { content: '新工单来自 钱小姐' } });
  test.info().annotations.push({ type: 'simplified creation', description: `${act.count} person actions from the gallery to a successful run` });
});

test('新建流程’s chooser leads to each way of creating', async ({ page }) => {
  await signUp(page, { company: '方式公司', name: '周戊', emailPrefix: 'e2e-chooser' });
  const ways = [
    ['浏览模板库', /\/pipeline-template$/, '流程模板 | 汇流'],
    ['开始简易创建', /\/data-pipeline\/create-simple-index$/, '简易创建 | 汇流'],
    ['打开空白画布', /\/data-pipeline\/create$/, '新建流程 | 汇流'],
    ['用 AI 创建', /\/data-pipeline\/create-ai$/, 'AI 创建流程 | 汇流'],
  ] as const;
  for (const [action, url, title] of ways) {
    await page.goto('/pipeline-template');
    await page.getByRole('button', { name: '创建流程' }).click();
    await expect(page).toHaveURL(/\/data-pipeline\/create-cmb-index$/);
    const list = page.getByRole('list', { name: '创建方式' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await list.getByRole('link', { name: action }).click();
    await expect(page).toHaveURL(url);
    await expect(page).toHaveTitle(title);
  }
});
