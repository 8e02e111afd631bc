import { expect, test, type Locator, type Page } from '@playwright/test';
import { newWebhookPipeline, openPickerAtEnd, openRunStep, signUp, startReceiver } from './support';

// issue 17: a data model trained from an uploaded CSV predicts inside a pipeline run. A person uploads the file as a
// data source, makes a model of it, trains it and reads its figures against the baseline, then builds webhook →
// 预测 → send data on the canvas; a posted record's prediction reaches a loopback receiver (allow-listed by
// HUILIU_OUTBOUND_ALLOW in playwright.config.ts) and shows in the run log.

/** 是否购买 = x1 + 2·x2 > 10 on a grid with a city that decides nothing: a rule a forest learns from 240 rows. */
function purchasesCsv(): string {
  const lines = ['x1,x2,城市,是否购买'];
  for (let i = 0; i < 240; i++) {
    const x1 = (i * 7) % 11;
    const x2 = (i * 3) % 6;
    lines.push(`${x1},${x2},${['北京', '上海', '广州'][i % 3]},${x1 + 2 * x2 > 10 ? '购买' : '未购买'}`);
  }
  return `${lines.join('\n')}\n`;
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

const panelOf = (page: Page) => page.getByRole('complementary');

/** Map a field from an earlier step's output with the picker: open it beside the field, pick the key. */
async function mapField(page: Page, fieldLabel: string, key: string, step: number) {
  await panelOf(page)
    .getByRole('button', { name: `为“${fieldLabel}”插入变量` })
    .click();
  await page.getByRole('treeitem', { name: new RegExp(`^${key}(?![\\w])`) }).click();
  await expect(panelOf(page).getByRole('textbox', { name: fieldLabel })).toContainText(`${step} · ${key}`);
}

/** Add a step at the end and choose its app (and action when the app has several). */
async function addStepAtEnd(page: Page, app: string, action?: RegExp) {
  await page.getByRole('toolbar', { name: '流程编辑工具栏' }).getByRole('button', { name: '适应画布' }).click();
  const panel = await openPickerAtEnd(page);
  await panel.getByRole('group', { name: '应用' }).getByRole('button', { name: app, exact: true }).click();
  if (action) await panel.getByRole('group', { name: '动作' }).getByRole('button', { name: action }).click();
}

async function uploadDataSource(page: Page) {
  await page.getByRole('link', { name: '数据源' }).click();
  await page.getByRole('button', { name: '上传数据源' }).click();
  const dialog = page.getByRole('dialog', { name: '上传数据源' });
  await dialog.getByLabel('选择文件').setInputFiles({ name: '购买记录.csv', mimeType: 'text/csv', buffer: Buffer.from(purchasesCsv()) });
  await expect(dialog.getByText('共 240 行、4 列。请确认各列的类型：')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: '「x1」列的类型' })).toHaveValue('NUMBER');
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: '数据源列表' })).toContainText('购买记录');
}

async function createModel(page: Page) {
  await page.getByRole('tab', { name: '数据模型' }).click();
  await page.getByRole('button', { name: '新建数据模型' }).click();
  await page.getByLabel('模型名称').fill('购买预测');
  await page.getByRole('combobox', { name: /^数据源/ }).selectOption({ label: '购买记录（240 行）' });
  await page.getByRole('combobox', { name: /^预测字段/ }).selectOption('是否购买');
  const features = page.getByRole('group', { name: /^特征字段/ });
  for (const name of ['x1（数字）', 'x2（数字）', '城市（文本）']) await features.getByRole('checkbox', { name }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/data-source\/models\/\d{15,}$/);
}

/** Trains and waits for the first version's figures: accuracy against the majority-class baseline. */
async function trainAndReadMetrics(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '开始训练' }).click();
  const metrics = page.getByRole('group', { name: '模型效果' });
  await expect(metrics).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '效果（版本 1）' })).toBeVisible();
  await expect(metrics).toContainText('准确率');
  await expect(metrics).toContainText('基线');
  await expect(metrics).toContainText('个百分点');
  await expect(metrics.getByText('这个版本没有超过基线', { exact: false })).toHaveCount(0);
  return metrics;
}

test('a model trained from an uploaded CSV predicts inside a pipeline run', async ({ page, request }) => {
  // ≈ 65 s measured on the shared 2-core machine; the canvas part is most of it
  test.setTimeout(120_000);
  await signUp(page, { company: '模型测试公司', name: '赵六', emailPrefix: 'e2e-model' });
  await uploadDataSource(page);
  await createModel(page);
  await trainAndReadMetrics(page);

  // 试一试 on the model's page
  const tryFields = page.getByRole('group', { name: '试一试的字段' });
  await tryFields.getByLabel('x1（数字）').fill('10');
  await tryFields.getByLabel('x2（数字）').fill('5');
  await tryFields.getByLabel('城市（文本）').fill('北京');
  await page.getByRole('button', { name: '预测', exact: true }).click();
  await expect(page.getByRole('status', { name: '预测结果' })).toContainText('预测结果：购买');

  // webhook → 预测 → send data, on the canvas
  const webhookUrl = await newWebhookPipeline(page, request, '线索打分', { name: '王五', x1: 1, x2: 1, city: '北京' }, '王五');

  await addStepAtEnd(page, '数据模型');
  await panelOf(page)
    .getByRole('combobox', { name: /^数据模型/ })
    .selectOption({ label: '购买预测（预测是否购买）' });
  await mapField(page, '特征字段 x1', 'x1', 1);
  await mapField(page, '特征字段 x2', 'x2', 1);
  await mapField(page, '特征字段 城市', 'city', 1);

  await addStepAtEnd(page, '发送数据', /^发送 HTTP 请求/);
  await panelOf(page).getByRole('textbox', { name: '请求地址' }).fill(receiver.url);
  await panelOf(page).getByRole('button', { name: '添加请求体' }).click();
  await panelOf(page).getByLabel('请求体 第 1 行的键').fill('buys');
  await mapField(page, '请求体 第 1 行的值', 'prediction', 2);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  const save = page.getByRole('dialog', { name: '保存流程' });
  await save.getByRole('button', { name: '保存' }).click();
  await expect(save).toBeHidden();
  await page.getByRole('switch', { name: '启用流程' }).click();
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();

  // a record posted to the webhook: the prediction reaches the receiver and the run log
  const posted = await request.post(webhookUrl, { data: { name: '李雷', x1: 10, x2: 5, city: '上海' } });
  expect(posted.ok()).toBe(true);
  await expect.poll(() => receiver.bodies.at(-1), { timeout: 20_000 }).toBe(JSON.stringify({ buys: '购买' }));
  await page.getByRole('link', { name: '流程日志' }).click();
  const row = page.getByRole('table', { name: '运行记录' }).getByRole('row').filter({ hasText: '线索打分' }).first();
  await expect(row).toContainText('成功', { timeout: 20_000 });
  await row.getByRole('link', { name: '查看详情' }).click();
  const predictStep = await openRunStep(page, '第 2 步 · 预测');
  await expect(predictStep).toContainText('成功');
  await expect(predictStep.getByRole('region', { name: '输出' })).toContainText('购买');
});
