import { expect, test, type Page } from '@playwright/test';
import { startGithub } from '../../platform/src/apps/standins/github';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/walk-shots/${name}.png` });
const CJK = /[\u3400-\u9fff]/;

test('a new user connects GitHub and a pipeline opens issues', async ({ page, request }) => {
  const gh = await startGithub({ token: 'ghp_walk_token_123456', login: 'walker', repos: ['walker/orders', 'walker/ops'] });
  const t0 = Date.now();
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('公司名称').fill('漫步公司');
  await page.getByLabel('姓名').fill('王五');
  await page.getByLabel('邮箱').fill(`walk-${Date.now()}@example.com`);
  await page.getByLabel('密码').fill('s3cret-pass-1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/data-pipeline$/);

  // 应用管理: the catalogue, then pinyin search
  await page.getByRole('link', { name: '应用管理' }).click();
  await expect(page).toHaveTitle('应用管理 | 汇流');
  const cards = page.getByRole('list', { name: '应用列表' }).getByRole('listitem');
  console.log('apps listed:', await cards.count());
  await shot(page, '01-app-manage');
  await page.getByRole('searchbox').or(page.getByPlaceholder('搜索应用或动作，支持拼音')).first().fill('feishu');
  await page.waitForTimeout(1200);
  console.log('search feishu →', (await page.getByRole('list', { name: '应用列表' }).innerText()).replace(/\s+/g, ' ').slice(0, 200));
  await shot(page, '02-search-feishu');
  await page.getByPlaceholder('搜索应用或动作，支持拼音').fill('');
  await page.waitForTimeout(800);

  // GitHub: add an account (token) against the loopback stand-in, test the connection
  await page.getByRole('button', { name: 'GitHub', exact: true }).click();
  await page.getByRole('button', { name: '添加账户' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/个人访问令牌/).fill('ghp_walk_token_123456');
  await dialog.getByLabel(/API 地址/).fill(gh.url);
  await dialog.getByLabel('账户名称').fill('我的 GitHub');
  await shot(page, '03-add-account');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '测试连接' }).first().click();
  await expect(page.getByText('连接成功').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, '04-account-tested');

  // a pipeline through the editor: webhook → GitHub 创建 Issue, repo from the account's repos
  await page.getByRole('link', { name: '数据流程' }).click();
  await page.getByRole('button', { name: '新建流程' }).click();
  await page.getByLabel('流程名称').fill('订单转 Issue');
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);
  const panel = page.getByRole('complementary');
  await page.getByRole('group', { name: '步骤 1：接收到数据时' }).click();
  const webhookUrl = await panel.getByLabel('Webhook 地址').inputValue();
  await request.post(webhookUrl, { data: { order_id: 'W-7', note: '加急' } });
  await panel.getByRole('button', { name: '获取样本数据' }).click();
  await expect(panel.getByRole('region', { name: '样本数据' })).toContainText('W-7');
  await page.getByRole('button', { name: '在末尾添加步骤' }).click();
  await panel.getByRole('textbox', { name: '搜索应用或动作' }).fill('github');
  await panel.getByRole('button', { name: 'GitHub', exact: true }).click();
  const actions = panel.getByRole('group', { name: '动作' });
  if (await actions.isVisible()) await actions.getByRole('button', { name: /^创建 Issue/ }).click();
  const header = (name: string) => panel.getByRole('button', { name, exact: true });
  if ((await header('账户').getAttribute('aria-expanded')) === 'false') await header('账户').click();
  await panel.getByRole('combobox', { name: /账户/ }).selectOption({ label: '我的 GitHub' });
  if ((await header('匹配数据').getAttribute('aria-expanded')) === 'false') await header('匹配数据').click();
  await panel.getByLabel(/仓库所有者/).first().fill('walker');
  const repo = panel.getByRole('combobox', { name: /^仓库/ });
  await expect(repo.locator('option', { hasText: 'walker/ops' })).toHaveCount(1, { timeout: 20_000 });
  await repo.selectOption({ label: 'walker/orders' });
  await panel.getByRole('button', { name: /^为“标题”插入变量$/ }).click();
  await page.getByRole('treeitem', { name: /^order_id(?![a-z_])/ }).click();
  await shot(page, '05-editor-github-step');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const save = page.getByRole('dialog', { name: '保存流程' });
  await save.getByLabel('版本备注').fill('初版');
  await save.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.getByRole('switch', { name: '启用流程' }).click();
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();
  const sent = Date.now();
  expect((await request.post(webhookUrl, { data: { order_id: 'W-8', note: '普通' } })).ok()).toBe(true);
  await expect.poll(() => gh.issues('walker/orders').length, { timeout: 30_000 }).toBeGreaterThan(0);
  console.log('issue arrived after', Date.now() - sent, 'ms:', JSON.stringify(gh.issues('walker/orders')[0]).slice(0, 200));

  // the run log
  await page.getByRole('link', { name: '流程日志' }).click();
  await page.waitForTimeout(1500);
  await shot(page, '06-run-log');

  // deleting the account in use names the pipeline
  await page.goto('/app-manage?app=2006');
  await page.waitForTimeout(1500);
  await shot(page, '07-github-page');
  await page.getByRole('button', { name: '删除' }).first().click();
  await page.waitForTimeout(1500);
  console.log('delete dialog:', (await page.getByRole('dialog').innerText()).replace(/\s+/g, ' '));
  await shot(page, '08-delete-in-use');
  await page.getByRole('button', { name: '取消' }).click();

  // English: no Chinese outside the user's own data
  await page.getByRole('button', { name: 'English' }).click();
  for (const path of ['/app-manage', '/actions', '/app-manage?app=2002']) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    const text = (await page.locator('body').innerText()).replace(/我的 GitHub|王五|订单转 Issue|漫步公司/g, '');
    const hits = [...new Set(text.split('\n').filter((l) => CJK.test(l)))];
    console.log(`EN ${path}: title=${await page.title()} CJK lines=${hits.length}`, hits.slice(0, 5));
    await shot(page, `09-en${path.replace(/[/?=]/g, '_')}`);
  }
  console.log('walk took', Date.now() - t0, 'ms');
  await gh.close();
});
