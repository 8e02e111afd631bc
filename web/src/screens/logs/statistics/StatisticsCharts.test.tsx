// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import StatisticsScreen from './StatisticsScreen';
import { statisticsAnswers } from './statisticsTestData';

const SLOW = { timeout: 10_000 };

function setup(language: 'zh-CN' | 'en' = 'zh-CN', answers: Record<string, Answer> = {}) {
  const { client } = operationClient(statisticsAnswers(answers));
  return renderScreen(<StatisticsScreen />, { client, path: '/data-log/statistics', language });
}

/** The text of every row of a table, header first. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The chart section under its visible title. */
function chart(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

describe('statistics charts', { timeout: 30_000 }, () => {
  it('draws each chart as one named image under its visible title', async () => {
    setup();
    const runs = await screen.findByRole('img', { name: '运行次数（按状态）图表，数据见“数据表”' }, SLOW);
    // ECharts drew into it (SVG), with the status names as its legend
    expect(runs.querySelector('svg')).toBeTruthy();
    expect(runs.textContent).toContain('失败');
    expect(screen.getByRole('heading', { name: '成功率', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '耗时分位数', level: 2 })).toBeTruthy();
  });

  it('shows the same figures as a table under 数据表: runs by status, with the total', async () => {
    const { user } = setup();
    await screen.findByRole('img', { name: /运行次数（按状态）/ }, SLOW);
    const toggle = within(chart('运行次数（按状态）')).getByRole('button', { name: '数据表' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(chart('运行次数（按状态）')).queryByRole('img')).toBeNull();
    expect(rowsOf(screen.getByRole('table', { name: '运行次数（按状态）' }))).toEqual([
      ['时间', '成功', '失败', '部分成功', '已过滤', '已取消', '合计'],
      ['2026/11/21', '600', '30', '0', '0', '0', '630'],
      ['2026/11/22', '570', '20', '0', '0', '0', '590'],
      ['2026/11/23', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(toggle);
    expect(await within(chart('运行次数（按状态）')).findByRole('img')).toBeTruthy();
  });

  it('writes rates as percentages and durations in ms or seconds, with a dash where nothing finished', async () => {
    const { user } = setup();
    await screen.findByRole('img', { name: /成功率/ }, SLOW);
    await user.click(within(chart('成功率')).getByRole('button', { name: '数据表' }));
    expect(rowsOf(screen.getByRole('table', { name: '成功率' })).slice(1)).toEqual([
      ['2026/11/21', '95.2%'],
      ['2026/11/22', '96.6%'],
      ['2026/11/23', '—'],
    ]);
    await user.click(within(chart('耗时分位数')).getByRole('button', { name: '数据表' }));
    expect(rowsOf(screen.getByRole('table', { name: '耗时分位数' }))).toEqual([
      ['时间', 'P50', 'P95', 'P99'],
      ['2026/11/21', '300 毫秒', '900 毫秒', '1.5 秒'],
      ['2026/11/22', '400 毫秒', '1.2 秒', '2.0 秒'],
      ['2026/11/23', '—', '—', '—'],
    ]);
  });

  it('writes the table in English, weeks by their first day', async () => {
    const { client } = operationClient(statisticsAnswers());
    const { user } = renderScreen(<StatisticsScreen />, { client, path: '/data-log/statistics?bucket=week', language: 'en' });
    await screen.findByRole('img', { name: /Runs by status/ }, SLOW);
    await user.click(within(chart('Runs by status')).getByRole('button', { name: 'Data table' }));
    expect(rowsOf(screen.getByRole('table', { name: 'Runs by status' }))[0]).toEqual([
      'Time',
      'Succeeded',
      'Failed',
      'Partly succeeded',
      'Filtered',
      'Cancelled',
      'Total',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Runs by status' }))[1]![0]).toBe('Week of 11/21/2026');
  });

  it('asks for a shorter window or a wider interval when the platform refuses that many bars', async () => {
    const refused = { message: '请求参数有误：bucket 按小时统计最多 2232 个时间段', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4000 } };
    setup('zh-CN', { RunAnalyticsSeries: () => ({ errors: [refused] }) });
    expect(await screen.findByText('时间范围太长，无法按当前时间粒度统计：请缩短时间范围，或改用更大的时间粒度。', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/请求参数有误/)).toBeNull();
    // the figures that did come still show
    expect(screen.getByRole('table', { name: '失败最多的流程' })).toBeTruthy();
  });
});
