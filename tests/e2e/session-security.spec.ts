import { expect, test, type Page } from '@playwright/test';

// issue 7: the session is an HttpOnly cookie the gateway sets, no script of the page can read the token,
// and the app works under its Content-Security-Policy: the pipeline list, and the editor's canvas laid
// out by ELK in a Web Worker, with no violation reported and no console error.

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Collects CSP violations (reported from inside the page, across navigations) and console errors. */
async function watchPolicy(page: Page): Promise<{ violations: Violation[]; errors: string[]; workers: string[] }> {
  const violations: Violation[] = [];
  const errors: string[] = [];
  const workers: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: Violation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(v: unknown): void }).reportCspViolation;
      report({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('worker', (worker) => workers.push(worker.url()));
  return { violations, errors, workers };
}

/** Every value a script of the page can read: cookies, local storage and session storage. */
async function scriptVisibleState(page: Page) {
  return page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

test('a newcomer signs up with an HttpOnly session cookie and uses the app under its CSP without a violation', async ({ page, context }) => {
  const seen = await watchPolicy(page);

  const login = await page.goto('/login');
  expect(login!.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(login!.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('公司名称').fill('安全测试有限公司');
  await page.getByLabel('姓名').fill('赵六');
  await page.getByLabel('邮箱').fill(`e2e-session-${Date.now()}@example.com`);
  await page.getByLabel('密码').fill('s3cret-pass-1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();

  // the browser holds the session where only it can reach it
  const cookie = (await context.cookies()).find((c) => c.name === 'huiliu_token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(604_800_000 - 120_000);
  const visible = await scriptVisibleState(page);
  expect(visible.cookie).not.toContain('huiliu_token');
  expect(JSON.stringify(visible)).not.toContain(cookie!.value);
  expect(JSON.stringify(visible)).not.toContain(decodeURIComponent(cookie!.value));
  expect(Object.keys(visible.local)).toEqual(expect.arrayContaining(['huiliu_user_id', 'huiliu_company_id']));

  // the editor: its canvas appears only once the ELK worker has laid the pipeline out
  await page.getByRole('link', { name: '数据流程' }).click();
  await page.getByRole('button', { name: '新建流程' }).click();
  await expect(page).toHaveTitle('新建流程 | 汇流');
  await expect(page.getByRole('group', { name: '步骤 1：接收到数据时' })).toBeVisible();
  expect(seen.workers.some((url) => /\/assets\/elk-worker[^/]*\.js$/.test(url))).toBe(true);
  // Fluent's run-time style elements were admitted (a refused one has no sheet and the page goes unstyled)
  const sheets = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.sheet !== null));
  expect(sheets.length).toBeGreaterThan(0);
  expect(sheets.every(Boolean)).toBe(true);
  await page.getByLabel('流程名称').fill('安全流程');
  await page.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/data-pipeline\/\d{15,}$/);

  // the pipeline list, and a reload: the cookie alone keeps the session
  await page.getByRole('link', { name: '数据流程' }).click();
  await expect(page.getByRole('link', { name: '安全流程', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: '安全流程', exact: true })).toBeVisible();

  // logout: the gateway's reply expires the cookie, the app drops the ids
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'huiliu_token')).toBe(false);
  expect((await scriptVisibleState(page)).local).not.toHaveProperty('huiliu_user_id');

  expect(seen.violations).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a browser signed in before the HttpOnly cookie loses the readable token and signs in again', async ({ page, context }) => {
  await page.goto('/login');
  // what the app used to keep: the token in local storage and in a cookie scripts could read
  await page.evaluate(() => {
    localStorage.setItem('huiliu_token', 'old-token-from-before');
    localStorage.setItem('huiliu_user_id', '1234567890123456789');
    localStorage.setItem('huiliu_company_id', '987654321098765432');
    document.cookie = 'huiliu_token=old-token-from-before; max-age=604800; path=/; SameSite=Lax';
  });

  await page.goto('/data-pipeline');
  await expect(page).toHaveURL(/\/login/);
  const visible = await scriptVisibleState(page);
  expect(JSON.stringify(visible)).not.toContain('old-token-from-before');
  expect(visible.local).not.toHaveProperty('huiliu_user_id');
  expect((await context.cookies()).some((c) => c.name === 'huiliu_token')).toBe(false);
});

test('a second tab shares the cookie session and follows a logout made in the first', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  await page.getByLabel('公司名称').fill('双标签公司');
  await page.getByLabel('姓名').fill('孙八');
  await page.getByLabel('邮箱').fill(`e2e-tabs-${Date.now()}@example.com`);
  await page.getByLabel('密码').fill('s3cret-pass-1');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/pipeline-template$/);

  const second = await context.newPage();
  await second.goto('/data-pipeline');
  await expect(second.getByText('孙八')).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(second).toHaveURL(/\/login/);
});
