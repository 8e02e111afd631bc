import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { runOrders, startPickyReceiver, tokenOf } from './statistics-support';
import { signUp } from './support';

// issue 16: an analyst reads the statistics of real runs. Five orders go through a pipeline's real webhook to a
// loopback receiver that refuses two of them; the statistics screen, reached from the run log's tabs, shows the
// figures, switches to hourly bars (the address follows), and exports the view and its runs as CSV files, read here
// byte for byte as the browser saved them. The charts draw under the app's Content-Security-Policy with no violation.

const screenshot = (name: string) => resolve(import.meta.dirname, '../../docs/screenshots', name);

let receiver: Awaited<ReturnType<typeof startPickyReceiver>>;

test.beforeAll(async () => {
  receiver = await startPickyReceiver();
});

test.afterAll(() => receiver.close());

/** The figure of a KPI card: the cards are a <dl>, the name in <dt>, the figure in the <dd> after it. */
function kpi(page: Page, name: string): Locator {
  return page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

/** CSP violations reported inside the page (an HTML tooltip's inline styles would be one). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  return violations;
}

/** Chooses one of 导出 CSV's files and waits for the browser to save it; returns its name and text (BOM checked). */
async function exportCsv(page: Page, item: string): Promise<{ name: string; text: string }> {
  const saved: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download = await saved;
  const bytes = await readFile((await download.path())!);
  // UTF-8 with a BOM, so Excel opens the Chinese headers right
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), text: bytes.subarray(3).toString('utf8') };
}

/** The sum of one column of a data table's body rows (counts written with group separators). */
async function columnSum(table: Locator, column: number): Promise<number> {
  const cells = await table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
  return cells.reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0);
}

test('an analyst reads the figures of a few runs, switches to hours and downloads the view as CSV', async ({ page, request }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const { email, password } = await signUp(page, { company: '统计测试公司', name: '王五', emailPrefix: 'e2e-stats' });
  const title = '订单转发（统计）';
  await runOrders(request, await tokenOf(request, email, password), { title, receiverUrl: receiver.url, ok: 3, failing: 2 });

  // from the run log, by its 统计分析 tab (its filters would come along)
  await page.goto('/data-log');
  await page.getByRole('link', { name: '统计分析' }).click();
  await expect(page).toHaveURL(/\/data-log\/statistics/);
  await expect(page).toHaveTitle('统计分析 | 汇流');
  await expect(kpi(page, '运行次数')).toHaveText('5');
  await expect(kpi(page, '成功率')).toHaveText('60%');
  await expect(kpi(page, 'P95 耗时')).toHaveText(/^[\d.]+ (毫秒|秒)$/);
  // a new company: this month's runs are these five, against the free plan's limit
  await expect(kpi(page, '本月用量')).toHaveText(/^5 \/ [\d,]+$/);

  const failing = page.getByRole('table', { name: '失败最多的流程' }).getByRole('row').filter({ hasText: title });
  await expect(failing.getByRole('cell').nth(1)).toHaveText('2');
  await expect(failing.getByRole('link', { name: title })).toHaveAttribute('href', /status=failed/);
  const errors = page.getByRole('table', { name: '常见错误' }).getByRole('row').filter({ hasText: '对方返回 HTTP 400' });
  await expect(errors.getByRole('cell').nth(1)).toHaveText('2');

  // the chart is drawn, and its tooltip too (drawn in the chart, not as HTML)
  const chart = page.getByRole('img', { name: /运行次数（按状态）/ });
  await expect(chart.locator('svg')).toBeVisible();
  // tall enough for the figures, the charts and the top lists in one picture
  await page.setViewportSize({ width: 1280, height: 1560 });
  await expect(page.getByRole('table', { name: '常见错误' })).toBeInViewport();
  await page.screenshot({ path: screenshot('statistics.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  await chart.hover();

  // 小时: the address keeps the bucket, the series is asked again, and its data table adds up to the same runs
  // urql sends a short query as GET (operation and variables in the address), a long one as POST
  const hourly = page.waitForResponse((response) => {
    const asked = `${response.url()} ${response.request().postData() ?? ''}`;
    return asked.includes('RunAnalyticsSeries') && asked.includes('hour');
  });
  // click, not check(): the radio shows the address's bucket, which the router updates a moment after the click
  await page.getByRole('radio', { name: '小时' }).click();
  await expect(page.getByRole('radio', { name: '小时' })).toBeChecked();
  await expect(page).toHaveURL(/bucket=hour/);
  await hourly;
  const runsChart = page.getByRole('region', { name: '运行次数（按状态）' });
  // by its name: the SVG ECharts draws inside the image counts as one too
  await expect(runsChart.getByRole('img', { name: /运行次数（按状态）/ })).toBeVisible();
  await runsChart.getByRole('button', { name: '数据表' }).click();
  const table = page.getByRole('table', { name: '运行次数（按状态）' });
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(/\d{2}:\d{2}$/);
  // columns: 时间, 成功, 失败, 部分成功, 已过滤, 已取消, 合计
  expect([await columnSum(table, 1), await columnSum(table, 2), await columnSum(table, 6)]).toEqual([3, 2, 5]);

  // the view's series: a row per hour and the total row from the summary
  const series = await exportCsv(page, '统计数据（当前视图）');
  expect(series.name).toMatch(/\.csv$/);
  expect(series.text).toMatch(/^合计,5,3,2,/m);
  await expect(page.getByText(`已导出 ${series.name}`).first()).toBeVisible();

  // the runs the view filters: a header and the five runs
  const runs = await exportCsv(page, '运行记录（当前筛选）');
  expect(runs.text.trim().split(/\r?\n/)).toHaveLength(6);
  expect(runs.text).toContain('对方返回 HTTP 400');

  expect(violations).toEqual([]);
});
