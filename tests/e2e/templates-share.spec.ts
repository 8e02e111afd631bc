import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { completeTemplateWizard, expectRunSucceeded, PersonActions, postToWebhook, signUp, startDingTalkRobot, switchOnInEditor } from './support';

// issue 12, sharing (spec §3 Share/template): company A shares a pipeline as a link from the pipeline list's 分享;
// company B, in a browser of its own, opens the link, connects its own 钉钉 robot, creates, switches on, and a
// webhook run succeeds. A then stops sharing on /pipeline-share: B's copy keeps running, the link creates no more.
// Each company's robot is a loopback stand-in checking its own 加签 secret, so a copy carrying A's account or secret
// would fail at B's robot (and A's robot would hear from B's pipeline).

const A_SECRET = 'SECcompanyA0123456789';
const B_SECRET = 'SECcompanyB9876543210';
const SHARED_TITLE = '订单群通知（共享）';

let robotA: Awaited<ReturnType<typeof startDingTalkRobot>>;
let robotB: Awaited<ReturnType<typeof startDingTalkRobot>>;

test.beforeAll(async () => {
  robotA = await startDingTalkRobot('robot-a', A_SECRET);
  robotB = await startDingTalkRobot('robot-b', B_SECRET);
});

test.afterAll(async () => {
  await robotA.close();
  await robotB.close();
});

const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

test('a pipeline shared as a link is copied by another company, runs there, and keeps running after sharing stops', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const act = new PersonActions();

  // A: a pipeline from the first starter, with A's robot
  await signUp(page, { company: '分享方公司', name: '林甲', emailPrefix: 'e2e-share-a' });
  await act.click(page.getByRole('list', { name: '推荐的入门模板' }).getByRole('button').first());
  await completeTemplateWizard(page, act, { account: { webhook: robotA.url, secret: A_SECRET }, title: '订单群通知' });

  // A shares it from the pipeline list, link only
  await page.getByRole('link', { name: '数据流程' }).click();
  await page.getByRole('button', { name: '分享 订单群通知' }).click();
  const dialog = page.getByRole('dialog', { name: '分享流程' });
  await expect(dialog.getByText('以下 1 个步骤的账户会被移除，使用者需要连接自己的账户：')).toBeVisible();
  await dialog.getByLabel('模板名称').fill(SHARED_TITLE);
  await dialog.getByRole('radio', { name: '仅持有分享链接的人可以使用' }).check();
  await dialog.getByLabel('分享说明').fill('把你们自己的钉钉群机器人连上即可。');
  await page.screenshot({ path: screenshot('share-dialog.png') });
  await dialog.getByRole('button', { name: '分享', exact: true }).click();
  const done = page.getByRole('dialog', { name: '分享成功' });
  const link = await done.getByLabel('分享链接').inputValue();
  expect(link).toMatch(/\/data-pipeline\/template-auto\?template_id=\d+&share=\S+$/);
  await done.getByRole('button', { name: '关闭' }).click();

  // B, another company in a browser of its own, opens the link, signs up on the way, and is back on it
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signUp(pageB, { company: '使用方公司', name: '王乙', emailPrefix: 'e2e-share-b' }, link);
  await expect(pageB.getByRole('heading', { name: SHARED_TITLE, level: 2 })).toBeVisible();
  await expect(pageB.getByText('把你们自己的钉钉群机器人连上即可。')).toBeVisible();
  // nothing of A's account travelled with the template
  expect(await pageB.content()).not.toContain(A_SECRET);
  expect(await pageB.content()).not.toContain('robot-a');
  await completeTemplateWizard(pageB, new PersonActions(), { account: { webhook: robotB.url, secret: B_SECRET }, title: '我们的订单通知' });
  const webhookB = await switchOnInEditor(pageB, new PersonActions());
  const firstRun = await postToWebhook(request, webhookB, {
    event: '新订单',
    order_no: 'SO-B-0001',
    customer: '赵丙',
    amount: 99,
    created_at: '2026-11-27 10:00:00',
  });
  await pageB.getByRole('link', { name: '流程日志' }).click();
  await expectRunSucceeded(pageB, new PersonActions(), { pipeline: '我们的订单通知', runId: firstRun });
  expect(robotB.calls.at(-1)?.signValid).toBe(true);
  expect(robotB.calls.at(-1)?.body.text?.content).toContain('SO-B-0001');
  expect(robotA.calls.some((c) => c.body.text?.content?.includes('SO-B-0001'))).toBe(false);

  // A sees who used it, then stops sharing
  await page.getByRole('link', { name: '我的分享' }).click();
  await expect(page).toHaveTitle('我的分享 | 汇流');
  const card = page
    .getByRole('main')
    .getByRole('group')
    .filter({ has: page.getByRole('heading', { name: SHARED_TITLE }) });
  await expect(card).toContainText('已使用 1 次');
  await card.getByRole('button', { name: `${SHARED_TITLE} 的使用情况` }).click();
  const uses = page.getByRole('dialog', { name: `${SHARED_TITLE} 的使用情况` });
  await expect(uses.getByRole('table', { name: '使用记录' }).getByRole('row')).toHaveCount(2);
  // the company that used it, but not its pipeline: that is B's own
  await expect(uses.getByRole('table', { name: '使用记录' })).toContainText('使用方公司');
  await expect(uses.getByRole('table', { name: '使用记录' })).not.toContainText('我们的订单通知');
  await uses.getByRole('button', { name: '关闭' }).click();
  await expect(uses).toBeHidden();
  await page.screenshot({ path: screenshot('my-shares.png') });
  await card.getByRole('button', { name: `停止分享 ${SHARED_TITLE}` }).click();
  await page
    .getByRole('dialog', { name: `停止分享“${SHARED_TITLE}”？` })
    .getByRole('button', { name: '停止分享' })
    .click();
  await expect(card).toContainText('已停止分享');
  await expect(card.getByLabel('分享链接')).toHaveCount(0);

  // B's copy still runs
  const secondRun = await postToWebhook(request, webhookB, {
    event: '新订单',
    order_no: 'SO-B-0002',
    customer: '赵丙',
    amount: 199,
    created_at: '2026-11-27 11:00:00',
  });
  await pageB.getByRole('link', { name: '返回流程日志' }).click();
  await expectRunSucceeded(pageB, new PersonActions(), { pipeline: '我们的订单通知', runId: secondRun });
  expect(robotB.calls.at(-1)?.body.text?.content).toContain('SO-B-0002');

  // the link creates nothing any more, and says why (a stopped template reads to other companies as an unknown one:
  // nothing tells a stranger it exists)
  await pageB.goto(link);
  await expect(pageB.getByText('模板不存在、已停止分享，或你没有使用它的权限。')).toBeVisible();
  await expect(pageB.getByRole('link', { name: '去模板库' })).toBeVisible();
  await expect(pageB.getByRole('button', { name: '下一步' })).toHaveCount(0);
  await contextB.close();
});
