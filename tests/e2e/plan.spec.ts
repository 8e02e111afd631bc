import { expect, test } from '@playwright/test';
import { check } from './a11y-checks';
import { signUp } from './support';

// issue 13 billing: the owner opens /plan, buys 团队版 through the sandbox provider's trade page and sees the plan and
// its limits change; /plan and the trade page pass axe, and /plan reads in English without Chinese.
test('the owner buys 团队版 on the sandbox trade page and sees the plan and its limits change', async ({ page }) => {
  await signUp(page, { company: 'Plan Works', name: 'Olive Owner', emailPrefix: 'plan' });
  await page.goto('/plan');
  await expect(page).toHaveTitle('产品定价 | 汇流');
  const free = page.getByRole('article', { name: '免费版' });
  const team = page.getByRole('article', { name: '团队版' });
  await expect(free.getByText('当前套餐')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: '同时开启的流程' })).toBeVisible();
  await expect(page.getByText('0 / 10', { exact: true })).toBeVisible();
  await expect(page.getByText('免费版长期有效')).toBeVisible();
  await check(page, 'zh-CN', 'plan');

  await team.getByRole('button', { name: '升级到团队版' }).click();
  await expect(page).toHaveURL(/\/v1\/api\/pay\/tradepage\?trade_no=SBX\d+&/);
  await expect(page.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await expect(page.getByText('¥199.00')).toBeVisible();
  await check(page, 'zh-CN', 'sandbox trade page');
  await page.getByRole('button', { name: '支付' }).click();

  await expect(page).toHaveURL(/\/plan\?order_id=\d+$/);
  await expect(page.getByText('支付成功，当前套餐：团队版')).toBeVisible();
  await expect(team.getByText('当前套餐')).toBeVisible();
  await expect(free.getByText('当前套餐')).toHaveCount(0);
  await expect(page.getByText('0 / 100', { exact: true })).toBeVisible();
  await expect(page.getByText('可以使用', { exact: true })).toBeVisible();
  await expect(page.getByText(/^有效期至 \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
  await expect(team.getByRole('button', { name: '续费团队版' })).toBeVisible();
  const orders = page.getByRole('table', { name: '订单' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText('已支付');
  await expect(page.getByRole('table', { name: '费用记录' }).getByRole('row').nth(1)).toContainText('支付');
  await check(page, 'zh-CN', 'plan after paying');

  await page.evaluate(() => localStorage.setItem('huiliu_lang', 'en'));
  await page.goto('/plan');
  await expect(page.getByRole('article', { name: 'Team' }).getByText('Current plan')).toBeVisible();
  await expect(page.getByText('0 / 100', { exact: true })).toBeVisible();
  await check(page, 'en', 'plan');
});
