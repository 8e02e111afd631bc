// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import StatisticsScreen from './StatisticsScreen';
import { aSummary, statisticsAnswers } from './statisticsTestData';

const SLOW = { timeout: 10_000 };

function setup(options: { path?: string; language?: 'zh-CN' | 'en'; answers?: Record<string, Answer> } = {}) {
  const { client, calls } = operationClient(statisticsAnswers(options.answers));
  const view = renderScreen(<StatisticsScreen />, { client, path: options.path ?? '/data-log/statistics', language: options.language });
  const asked = (operation: string) => calls.filter((c) => c.operation === operation).map((c) => c.variables);
  const location = () => screen.getByTestId('location').textContent ?? '';
  return { ...view, asked, location };
}

/** The figure under a KPI card's name. */
function kpi(name: string): string {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === name);
  return dt?.nextElementSibling?.textContent ?? '';
}

describe('/data-log/statistics', { timeout: 30_000 }, () => {
  it('asks for the runs the address names, under the run list’s parameter names', async () => {
    const { asked } = setup({
      path: '/data-log/statistics?process_id=3234567890123456789&status=failed&date_preset=last7Days&keyword=A-1&bucket=week',
    });
    await screen.findByText('1,234', {}, SLOW);
    const filter = { processId: '3234567890123456789', status: 'failed', datePreset: 'last7Days', keyword: 'A-1' };
    expect(asked('RunAnalyticsSummary')).toEqual([{ filter, limit: 10 }]);
    expect(asked('RunAnalyticsSeries')).toEqual([{ filter, bucket: 'week' }]);
    expect((screen.getByRole('combobox', { name: '状态' }) as HTMLSelectElement).value).toBe('failed');
    expect((screen.getByRole('combobox', { name: '时间' }) as HTMLSelectElement).value).toBe('last7Days');
    expect((screen.getByRole('searchbox', { name: '关键词' }) as HTMLInputElement).value).toBe('A-1');
    expect((screen.getByRole('radio', { name: '周' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads the last 30 days when the address names no window, as the platform does', async () => {
    const { asked } = setup();
    await screen.findByText('1,234', {}, SLOW);
    expect(asked('RunAnalyticsSummary')).toEqual([{ filter: { datePreset: 'last30Days' }, limit: 10 }]);
    expect((screen.getByRole('combobox', { name: '时间' }) as HTMLSelectElement).value).toBe('last30Days');
  });

  it('writes a changed filter and bucket back into the address, and asks again', async () => {
    const { user, asked, location } = setup({ path: '/data-log/statistics?app_id=1007' });
    await screen.findByText('1,234', {}, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '失败');
    // the default window stays implicit in the address: the platform reads it so
    await waitFor(() => expect(location()).toBe('/data-log/statistics?app_id=1007&status=failed'));
    await user.click(screen.getByRole('radio', { name: '小时' }));
    await waitFor(() => expect(location()).toBe('/data-log/statistics?app_id=1007&status=failed&bucket=hour'));
    await waitFor(() =>
      expect(asked('RunAnalyticsSeries').at(-1)).toEqual({ filter: { appId: '1007', status: 'failed', datePreset: 'last30Days' }, bucket: 'hour' }),
    );
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '订单');
    await waitFor(() => expect(location()).toContain('&keyword=%E8%AE%A2%E5%8D%95'), SLOW);
  });

  it('shows the four figures: runs, success rate, p95 duration and the month’s quota', async () => {
    setup();
    await screen.findByText('1,234', {}, SLOW);
    expect(kpi('运行次数')).toBe('1,234');
    expect(screen.getByText('成功 1,170 · 失败 50')).toBeTruthy();
    expect(kpi('成功率')).toBe('95.2%');
    expect(kpi('P95 耗时')).toBe('1.2 秒');
    expect(screen.getByText('P50 350 毫秒 · P99 2 小时 5 分')).toBeTruthy();
    expect(kpi('本月用量')).toBe('1,234 / 10,000');
    expect(screen.getByRole('progressbar', { name: '本月运行次数用量' })).toBeTruthy();
  });

  it('links each top failure to the run list filtered to it and to 失败, over the same window', async () => {
    setup({ path: '/data-log/statistics?trigger_type=webhook' });
    const pipelines = await screen.findByRole('table', { name: '失败最多的流程' }, SLOW);
    expect(within(pipelines).getByRole('link', { name: '大额订单推送' }).getAttribute('href')).toBe(
      '/data-log?process_id=3234567890123456789&status=failed&trigger_type=webhook&date_preset=last30Days',
    );
    expect(within(pipelines).getByText('2026/11/22 10:04:09')).toBeTruthy();
    const apps = screen.getByRole('table', { name: '失败最多的应用' });
    expect(within(apps).getByRole('link', { name: '发送数据' }).getAttribute('href')).toBe(
      '/data-log?app_id=1007&status=failed&trigger_type=webhook&date_preset=last30Days',
    );
    const errors = screen.getByRole('table', { name: '常见错误' });
    expect(within(errors).getByText('对方返回 HTTP 400')).toBeTruthy();
    expect(within(errors).getByRole('link', { name: '查看运行' }).getAttribute('href')).toBe('/data-log/9000000000000000001');
  });

  it('says so when no run falls in the window, and offers no export of nothing', async () => {
    const totals = { total: 0, success: 0, failed: 0, filtered: 0, partial: 0, cancelled: 0, queued: 0, running: 0 };
    setup({
      answers: {
        RunAnalyticsSummary: () => ({
          data: {
            runAnalytics: aSummary({
              totals,
              successRate: null,
              durations: { count: 0, p50Ms: null, p95Ms: null, p99Ms: null },
              topFailingPipelines: [],
              topFailingApps: [],
              topErrors: [],
            }),
          },
        }),
      },
    });
    expect(await screen.findByText('所选时间内没有运行记录', {}, SLOW)).toBeTruthy();
    expect(kpi('成功率')).toBe('—');
    expect(kpi('P95 耗时')).toBe('—');
    expect(screen.queryByRole('heading', { name: '运行次数（按状态）' })).toBeNull();
    expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says 获取数据失败 with a retry when the figures do not come', async () => {
    let fail = true;
    const { user } = setup({
      answers: { RunAnalyticsSummary: () => (fail ? { errors: [{ message: '服务暂时不可用' }] } : { data: { runAnalytics: aSummary() } }) },
    });
    expect(await screen.findByText('获取数据失败', {}, SLOW)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('1,234')).toBeTruthy();
  });

  it('reads in English with no Chinese outside the company’s own data, and passes axe', async () => {
    setup({ language: 'en' });
    await screen.findByText('1,234', {}, SLOW);
    expect(kpi('Runs')).toBe('1,234');
    expect(kpi('P95 duration')).toBe('1.2 s');
    expect(await screen.findByRole('heading', { name: 'Runs by status' }, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Apps failing most' })).getByRole('link', { name: 'Send data' })).toBeTruthy();
    await screen.findAllByRole('img', {}, SLOW);
    expect(cjkLeaks(['大额订单推送', '对方返回 HTTP 400'])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
