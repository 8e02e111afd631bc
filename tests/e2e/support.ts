import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * A loopback receiver for the pipelines' send steps (allow-listed by HUILIU_OUTBOUND_ALLOW in
 * playwright.config.ts, as the engine's guarded client refuses loopback otherwise): it keeps every body
 * it receives and answers `reply` as JSON.
 */
export async function startReceiver(reply = '{"accepted":true}') {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GraphQL call through the public port; a reply with errors fails the test with them. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const reply = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const PASSWORD = 's3cret-pass-1';

/**
 * Signs a new company up in the browser, as a newcomer does, and waits for the page every new user lands on: the
 * template gallery (spec §2, issue 12); or, with `from`, opens that path signed out first, is sent to sign in, and
 * after signing up is back on it (a share link survives signing up). The email is unique per call.
 */
export async function signUp(
  page: Page,
  who: { company: string; name: string; emailPrefix: string },
  from?: string,
): Promise<{ email: string; password: string }> {
  const email = `${who.emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(from ?? '/login');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('公司名称').fill(who.company);
  await page.getByLabel('姓名').fill(who.name);
  await page.getByLabel('邮箱').fill(email);
  await page.getByLabel('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '注册' }).click();
  if (from) await expect(page).toHaveURL(new URL(from, page.url()).href);
  else await expect(page).toHaveURL(/\/pipeline-template$/);
  return { email, password: PASSWORD };
}

/**
 * What a person does in the browser on the way to a result, counted: every click and every field filled (issue 12
 * asks how few it takes to reach a first successful run). Waiting, reading and the sender's own HTTP call are not
 * the person's actions.
 */
export class PersonActions {
  count = 0;

  async click(target: Locator): Promise<void> {
    this.count += 1;
    await target.click();
  }

  async fill(target: Locator, value: string): Promise<void> {
    this.count += 1;
    await target.fill(value);
  }

  async select(target: Locator, option: { label: string }): Promise<void> {
    this.count += 1;
    await target.selectOption(option);
  }
}

export interface DingTalkCall {
  accessToken: string | null;
  signValid: boolean;
  body: { msgtype?: string; text?: { content?: string } };
}

/**
 * 钉钉 自定义机器人 as documented, written here independently of the product's signer: POST
 * /robot/send?access_token=…&timestamp=…&sign=…, where sign is base64(HMAC-SHA256(key = secret, message = timestamp +
 * "\n" + secret)), URL-encoded, and the timestamp within an hour; replies errcode 0, or 310000 for a bad signature.
 */
export async function startDingTalkRobot(accessToken: string, secret: string) {
  const calls: DingTalkCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const timestamp = url.searchParams.get('timestamp');
      const sign = url.searchParams.get('sign');
      const expected = timestamp ? createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64') : '';
      const fresh = timestamp !== null && Math.abs(Date.now() - Number(timestamp)) < 60 * 60 * 1000;
      const call: DingTalkCall = {
        accessToken: url.searchParams.get('access_token'),
        signValid: fresh && sign === expected,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as DingTalkCall['body'],
      };
      calls.push(call);
      const ok = req.method === 'POST' && url.pathname === '/robot/send' && call.accessToken === accessToken && call.signValid;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { errcode: 0, errmsg: 'ok' } : { errcode: 310000, errmsg: 'sign not match' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    /** The robot's webhook address, as 钉钉 shows it in the group's robot settings. */
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/robot/send?access_token=${accessToken}`,
    calls,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * Adds an account in the account dialog a template screen opened (the /app-manage form): a group bot's webhook
 * address, its 加签 secret when it has one, and a name.
 */
export async function addBotAccount(page: Page, act: PersonActions, account: { webhook: string; secret?: string; name?: string }): Promise<void> {
  const dialog = page.getByRole('dialog');
  await act.fill(dialog.getByLabel(/Webhook/), account.webhook);
  if (account.secret) await act.fill(dialog.getByLabel(/加签/), account.secret);
  if (account.name) await act.fill(dialog.getByLabel('账户名称'), account.name);
  await act.click(dialog.getByRole('button', { name: '保存' }));
  await expect(dialog).toBeHidden();
}

/** The webhook address of the pipeline open in the editor, from its trigger's panel. */
export async function webhookInEditor(page: Page, act: PersonActions): Promise<string> {
  await act.click(page.getByRole('group', { name: /^步骤 1：/ }));
  const address = page.getByRole('complementary').getByLabel('Webhook 地址');
  await expect(address).toHaveValue(/\/v1\/api\/data\/webhook\/accept\/\S+$/);
  return address.inputValue();
}

/** Posts to a webhook as the sender's system does; returns the run it started (the accept's `log_id`). */
export async function postToWebhook(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<string> {
  const reply = await request.post(url, { data });
  expect(reply.ok()).toBe(true);
  const body = (await reply.json()) as { code: number; data: { log_id: string | null } };
  expect(body.code).toBe(0);
  expect(body.data.log_id).toMatch(/^\d+$/);
  return body.data.log_id!;
}

/**
 * Opens a run from the run log's list as a person does (the nav's 流程日志, or a link already on the page that leads
 * there, then the row's 查看详情) and waits until the run's status reads 成功: the list and the detail follow the
 * run live, so a run still going shows 成功 once it ends.
 */
export async function expectRunSucceeded(page: Page, act: PersonActions, run: { pipeline: string; runId: string }): Promise<void> {
  const row = page
    .getByRole('table', { name: '运行记录' })
    .getByRole('row')
    .filter({ hasText: run.pipeline })
    .filter({ has: page.locator(`a[href="/data-log/${run.runId}"]`) });
  await expect(row).toContainText('成功', { timeout: 30_000 });
  await act.click(row.getByRole('link', { name: '查看详情' }));
  await expect(page).toHaveURL(new RegExp(`/data-log/${run.runId}$`));
  await expect(page.locator('dt', { hasText: '状态' }).locator('xpath=following-sibling::dd[1]')).toHaveText('成功');
}

/**
 * Opens a step of the run shown (/data-log/{id}) as a person does, from the 时间线 (its row's name starts with the
 * step's heading, '第 3 步 · 推送到订单系统'), and gives its step panel.
 */
export async function openRunStep(page: Page, heading: string): Promise<Locator> {
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .getByRole('list', { name: '时间线' })
    .getByRole('button', { name: new RegExp(`^${escaped}`) })
    .click();
  const panel = page.getByRole('article', { name: heading });
  await expect(panel).toBeVisible();
  return panel;
}

/** A step panel's output (or input) as indented JSON: the preview's JSON tab, as a person switches to it. */
export async function stepDataAsJson(panel: Locator, part: '输出' | '输入'): Promise<Locator> {
  const region = panel.getByRole('region', { name: part });
  await region.getByRole('tab', { name: 'JSON' }).click();
  return region;
}

/**
 * Goes through the create-from-template wizard from its first page to the editor, as a newcomer does: 下一步 page
 * after page, each account page's account added in its dialog, the asked fields left as the template designed them,
 * the pipeline named, 创建流程. Pages are told apart by the progress list's current step, so a template with or
 * without asked fields takes the same helper.
 */
export async function completeTemplateWizard(
  page: Page,
  act: PersonActions,
  choices: { account: { webhook: string; secret?: string }; title: string },
): Promise<string> {
  const current = page.getByRole('list', { name: '创建步骤' }).locator('[aria-current="step"]');
  for (;;) {
    const name = (await current.textContent()) ?? '';
    if (name === '命名并创建') break;
    if (/^连接.+账户$/.test(name)) {
      await act.click(page.getByRole('button', { name: '添加账户' }));
      await addBotAccount(page, act, choices.account);
    }
    await act.click(page.getByRole('button', { name: '下一步' }));
    await expect(current).not.toHaveText(name);
  }
  await act.fill(page.getByLabel('流程名称'), choices.title);
  await act.click(page.getByRole('button', { name: '创建流程' }));
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);
  await expect(page.getByLabel('流程名称')).toHaveValue(choices.title);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** Switches the pipeline open in the editor on and returns its webhook address. */
export async function switchOnInEditor(page: Page, act: PersonActions): Promise<string> {
  await act.click(page.getByRole('switch', { name: '启用流程' }));
  await expect(page.getByRole('switch', { name: '启用流程' })).toBeChecked();
  return webhookInEditor(page, act);
}

/**
 * Clicks the '+' at the end of the flow until the step panel's app picker shows, and gives the panel. The canvas lays
 * out again (in ELK's worker) after a step's title changes: on a busy machine that can land between Playwright
 * finding the '+' still and its click, which then hits the step above instead; a person clicks again.
 */
export async function openPickerAtEnd(root: Page | FrameLocator): Promise<Locator> {
  const panel = root.getByRole('complementary');
  const picker = panel.getByRole('textbox', { name: '搜索应用或动作' });
  await expect(async () => {
    await root.getByRole('button', { name: '在末尾添加步骤' }).click({ timeout: 5_000 });
    await expect(picker).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return panel;
}

/**
 * A new webhook pipeline with a real sample, as a person makes one: 数据流程 → 新建流程 named `title`, the trigger's
 * panel, `sample` posted to its address while it listens, then 获取样本数据 until the sample shows `seen`. Gives the
 * webhook's address.
 */
export async function newWebhookPipeline(
  page: Page,
  request: APIRequestContext,
  title: string,
  sample: Record<string, unknown>,
  seen: string,
): Promise<string> {
  const panel = page.getByRole('complementary');
  await page.getByRole('link', { name: '数据流程' }).click();
  await page.getByRole('button', { name: '新建流程' }).click();
  await page.getByLabel('流程名称').fill(title);
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);
  await page.getByRole('group', { name: '步骤 1：接收到数据时' }).click();
  const address = panel.getByLabel('Webhook 地址');
  await expect(address).toHaveValue(/\/v1\/api\/data\/webhook\/accept\/\S+$/);
  const webhookUrl = await address.inputValue();
  await expect(panel.getByText('正在接收样本')).toBeVisible();
  await request.post(webhookUrl, { data: sample });
  await panel.getByRole('button', { name: '获取样本数据' }).click();
  await expect(panel.getByRole('region', { name: '样本数据' })).toContainText(seen);
  return webhookUrl;
}

/** Opens a section of the step panel (the accordion keeps the others as they are). */
export async function openPanelSection(page: Page, name: string): Promise<void> {
  const header = page.getByRole('complementary').getByRole('button', { name, exact: true });
  if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
}
