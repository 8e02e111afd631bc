import { expect, test } from '@playwright/test';
import { gql, openRunStep, startReceiver, stepDataAsJson } from './support';

// issue 3: a real pipeline runs end to end and its run log shows every step. The pipeline is created
// through GraphQL; the webhook is real HTTP through the public port; the log is read in the UI by
// role and Chinese label. The receiver is a loopback server allow-listed by HUILIU_OUTBOUND_ALLOW
// (playwright.config.ts), because the engine's guarded client refuses loopback otherwise.

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = await startReceiver('{"accepted":true,"receipt":9007199254740993123}');
  receiverUrl = receiver.url;
});

test.afterAll(() => receiver.close());

/** webhook (reply with the following steps) → amount > 100 → send the order → custom return, as GraphQL's typed steps. */
function orderPipeline(url: string) {
  return [
    {
      uuid: 'hook',
      actionType: 'TRIGGER',
      appId: '1001',
      actionId: 'receive',
      title: '接收订单',
      fields: [{ key: 'response_type', value: 'following_steps' }],
    },
    {
      uuid: 'filter',
      actionType: 'ACTION',
      appId: '1003',
      actionId: 'filter',
      title: '金额大于 100',
      conditions: [[{ field: '{{1.amount}}', operator: 'GT', value: 100 }]],
    },
    {
      uuid: 'send',
      actionType: 'ACTION',
      appId: '1007',
      actionId: 'http',
      title: '推送到订单系统',
      fields: [
        { key: 'url', value: url },
        { key: 'method', value: 'POST' },
        { key: 'body', value: { order_id: '{{1.order_id}}', amount: '{{1.amount}}' } },
      ],
    },
    {
      uuid: 'reply',
      actionType: 'ACTION',
      appId: '1009',
      actionId: 'return',
      title: '返回结果',
      fields: [
        { key: 'status', value: 201 },
        { key: 'body', value: { ok: true, order_id: '{{1.order_id}}' } },
      ],
    },
  ];
}

test('a webhook run of a live pipeline shows each step, its status and output in the run log', async ({ page, request }) => {
  const email = `e2e-log-${Date.now()}@example.com`;
  const password = 's3cret-pass-1';
  const { signUp } = await gql<{ signUp: { token: string } }>(request, 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', {
    input: { companyName: '日志测试公司', uname: '李四', email, password },
  });
  const token = signUp.token;
  const { createPipeline } = await gql<{ createPipeline: { processId: string } }>(
    request,
    'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
    { input: { title: '大额订单推送', steps: orderPipeline(receiverUrl) } },
    token,
  );
  const processId = createPipeline.processId;
  await gql(request, 'mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }', { id: processId }, token);
  const { webhook } = await gql<{ webhook: { url: string } }>(
    request,
    'query ($id: ID!) { webhook(processId: $id) { url } }',
    { id: processId },
    token,
  );
  // the URL a sender is given is the public port's, absolute
  expect(webhook.url).toMatch(new RegExp(`^${test.info().project.use.baseURL}/v1/api/data/webhook/accept/\\S+$`));

  // a synchronous webhook: the caller gets the custom return once the run reaches it
  const big = await request.post(webhook.url, { data: { order_id: '1234567890123456789', amount: 250 } });
  expect(big.status()).toBe(201);
  expect(await big.json()).toEqual({ ok: true, order_id: '1234567890123456789' });
  expect(JSON.parse(receiver.bodies.at(-1)!)).toEqual({ order_id: '1234567890123456789', amount: 250 });
  // a small order stops at the filter
  const small = await request.post(webhook.url, { data: { order_id: '42', amount: 50 } });
  expect(small.status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('tab', { name: '登录' }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);

  await page.getByRole('link', { name: '流程日志' }).click();
  await expect(page).toHaveTitle('流程日志 | 汇流');
  const runs = page.getByRole('table', { name: '运行记录' });
  const rows = runs.getByRole('row').filter({ hasText: '大额订单推送' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '已过滤' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '成功' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '成功' })).toContainText('Webhook');

  // live: a new run appears on the open list without a reload (Subscription.runUpdated over SSE)
  await page.evaluate(() => ((window as unknown as { beforeLive: boolean }).beforeLive = true));
  const third = await request.post(webhook.url, { data: { order_id: '43', amount: 300 } });
  expect(third.status()).toBe(201);
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: '成功' })).toHaveCount(2);
  expect(await page.evaluate(() => (window as unknown as { beforeLive?: boolean }).beforeLive)).toBe(true);

  // filter the list down to the filtered run
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '已过滤' });
  await expect(runs.getByRole('row').filter({ hasText: '大额订单推送' })).toHaveCount(1);
  await expect(runs.getByRole('row').filter({ hasText: '已过滤' })).toHaveCount(1);
  await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '全部' });

  // the first order's run: the oldest successful one (the list is newest first)
  await rows.filter({ hasText: '成功' }).last().getByRole('link', { name: '查看详情' }).click();
  await expect(page).toHaveTitle('日志详情 | 汇流');
  await expect(page.getByRole('heading', { name: '大额订单推送', level: 1 })).toBeVisible();

  const steps = [
    ['第 1 步 · 接收订单', 'Webhook'],
    ['第 2 步 · 金额大于 100', '数据过滤'],
    ['第 3 步 · 推送到订单系统', '发送数据'],
    ['第 4 步 · 返回结果', '自定义返回'],
  ] as const;
  // every step on the timeline, in order, each opening in the step panel
  await expect(page.getByRole('list', { name: '时间线' }).getByRole('button')).toHaveCount(4);
  for (const [name, app] of steps) {
    const step = await openRunStep(page, name);
    await expect(step).toContainText(app);
    await expect(step).toContainText('成功');
  }
  // the filter's input reads as its condition; the recorded JSON is one switch away (issue 10 item 6)
  const filterStep = await openRunStep(page, '第 2 步 · 金额大于 100');
  await expect(filterStep.getByRole('list', { name: '条件' })).toHaveText('1 · amount 大于 100');
  await filterStep.getByRole('switch', { name: '显示原始数据' }).click();
  await expect(filterStep.getByRole('region', { name: '原始输入' })).toContainText('"operator": 21');
  // outputs as readable JSON, long ids exact to the last digit
  await expect(await stepDataAsJson(await openRunStep(page, '第 1 步 · 接收订单'), '输出')).toContainText('"order_id": "1234567890123456789"');
  await expect(await stepDataAsJson(await openRunStep(page, '第 3 步 · 推送到订单系统'), '输出')).toContainText('9007199254740993123');
  await expect(await stepDataAsJson(await openRunStep(page, '第 4 步 · 返回结果'), '输出')).toContainText('"status": 201');

  // the filtered run stops at the filter and says so
  await page.getByRole('link', { name: '返回流程日志' }).click();
  await rows.filter({ hasText: '已过滤' }).getByRole('link', { name: '查看详情' }).click();
  await expect(await openRunStep(page, '第 2 步 · 金额大于 100')).toContainText('已过滤');
  await expect(page.getByRole('list', { name: '时间线' }).getByRole('button')).toHaveCount(2);

  // a rerun names the run it came from by pipeline and time, linked back to it (issue 10 item 6)
  // the run's own address, without the step opened on it
  const filteredRun = new URL(page.url()).pathname;
  await page.getByRole('button', { name: '重新运行' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${filteredRun}(\\?|$)`));
  const parent = page.getByRole('link', { name: /^大额订单推送 · \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/ });
  await expect(parent).toBeVisible();
  await parent.click();
  await expect(page).toHaveURL(new RegExp(`${filteredRun}$`));
});

// issue 10: 立即运行 from the pipeline list starts a real run with the trigger's stored sample and opens its log.
test('立即运行 from the pipeline list runs the pipeline with its trigger sample and opens the run log', async ({ page, request }) => {
  const email = `e2e-run-now-${Date.now()}@example.com`;
  const password = 's3cret-pass-1';
  const { signUp } = await gql<{ signUp: { token: string } }>(request, 'mutation ($input: SignUpInput!) { signUp(input: $input) { token } }', {
    input: { companyName: '立即运行公司', uname: '王五', email, password },
  });
  const [, filter, send] = orderPipeline(receiverUrl);
  const trigger = {
    uuid: 'hook',
    actionType: 'TRIGGER',
    appId: '1001',
    actionId: 'receive',
    title: '接收订单',
    sampleData: { order_id: 'RUN-NOW-7', amount: 180 },
  };
  await gql(
    request,
    'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
    { input: { title: '手动运行的流程', steps: [trigger, filter, send] } },
    signUp.token,
  );

  await page.goto('/login');
  await page.getByRole('tab', { name: '登录' }).click();
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
  await page.getByRole('link', { name: '数据流程' }).click();
  await expect(page).toHaveURL(/\/data-pipeline$/);

  await page.getByRole('row').filter({ hasText: '手动运行的流程' }).getByRole('button', { name: '立即运行' }).click();
  await expect(page).toHaveURL(/\/data-log\/\d+$/);
  await expect(page).toHaveTitle('日志详情 | 汇流');
  await expect(await openRunStep(page, '第 3 步 · 推送到订单系统')).toContainText('成功');
  expect(receiver.bodies.some((b) => JSON.parse(b).order_id === 'RUN-NOW-7')).toBe(true);
});
