// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settled } from '../../../test/settledDialog';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import RunListScreen from './RunListScreen';

const SLOW = { timeout: 5000 };

const aRun = (logId: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Run',
  logId,
  processId: '3234567890123456789',
  processTitle: '大额订单推送',
  status,
  triggerType: 'webhook',
  error: status === 'failed' ? '请求外部地址失败' : null,
  failedStepUuid: status === 'failed' ? 'send' : null,
  createdAt: `2026-11-22T02:04:0${logId.at(-1)}Z`,
  durationMs: 850,
  pipeline: { __typename: 'Pipeline', processId: '3234567890123456789', title: '大额订单推送' },
  ...extra,
});

const RUNS = [aRun('382877520569041303', 'failed'), aRun('382877520569041302', 'success'), aRun('382877520569041301', 'filtered')];

function answers(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    RunList: () => ({ data: { runs: { __typename: 'RunPage', total: 33, items: RUNS } } }),
    RunPipelineOptions: () => ({
      data: { runPipelineOptions: [{ __typename: 'RunPipelineOption', processId: '3234567890123456789', title: '大额订单推送' }] },
    }),
    RunAppOptions: () => ({
      data: {
        apps: [
          { __typename: 'App', appId: '1007', appName: '发送数据', appNameEn: 'Send data' },
          { __typename: 'App', appId: '2001', appName: '钉钉', appNameEn: 'DingTalk' },
        ],
      },
    }),
    ...extra,
  };
}

const listCalls = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'RunList').map((c) => c.variables);
const location = () => screen.getByTestId('location').textContent;

describe('/data-log 运行记录', () => {
  it('opens on the filters and page the address names, and asks for exactly those runs', async () => {
    const { client, calls } = operationClient(answers());
    renderScreen(<RunListScreen />, { client, path: '/data-log?status=failed&app_id=1007&date_preset=today&page=2' });
    await screen.findByRole('table', { name: '运行记录' }, SLOW);
    expect(listCalls(calls)).toEqual([{ filter: { status: 'failed', appId: '1007', datePreset: 'today' }, limit: 15, offset: 15 }]);
    expect((screen.getByRole('combobox', { name: '状态' }) as HTMLSelectElement).value).toBe('failed');
    expect((screen.getByRole('combobox', { name: '时间' }) as HTMLSelectElement).value).toBe('today');
    expect(await screen.findByRole('option', { name: '发送数据', selected: true })).toBeTruthy();
    expect(screen.getByText('第 2 / 3 页')).toBeTruthy();
  });

  it('writes a changed filter into the address and starts again at page 1; a preset clears the date range', async () => {
    const { client, calls } = operationClient(answers());
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log?start_date=2026-11-01&page=3' });
    await screen.findByRole('table', { name: '运行记录' }, SLOW);
    await user.selectOptions(screen.getByRole('combobox', { name: '触发方式' }), '定时触发');
    expect(location()).toBe('/data-log?start_date=2026-11-01&trigger_type=schedule');
    await user.selectOptions(screen.getByRole('combobox', { name: '时间' }), '最近7天');
    expect(location()).toBe('/data-log?trigger_type=schedule&date_preset=last7Days');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ filter: { triggerType: 'schedule', datePreset: 'last7Days' }, limit: 15, offset: 0 }),
    );
  });

  it('searches the keyword once, 500 ms after the typing stops (spec §5)', async () => {
    const { client, calls } = operationClient(answers());
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log' });
    await screen.findByRole('table', { name: '运行记录' }, SLOW);
    await user.type(screen.getByRole('searchbox', { name: '关键词' }), '订单42');
    expect(location()).toBe('/data-log');
    await waitFor(() => expect(location()).toBe('/data-log?keyword=%E8%AE%A2%E5%8D%9542'), { timeout: 2000 });
    await waitFor(() => expect(listCalls(calls).at(-1)?.filter).toEqual({ keyword: '订单42' }));
    expect(listCalls(calls).filter((v) => (v.filter as { keyword?: string }).keyword)).toHaveLength(1);
  });

  it('deletes the chosen runs after a confirmation that names how many', async () => {
    const { client, calls } = operationClient(answers({ DeleteRuns: () => ({ data: { deleteRuns: 2 } }) }));
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log' });
    const table = await screen.findByRole('table', { name: '运行记录' }, SLOW);
    expect(screen.getByRole('button', { name: '批量删除' })).toHaveProperty('disabled', true);
    await user.click(within(table).getByRole('checkbox', { name: '选择 大额订单推送 2026/11/22 10:04:03 的运行' }));
    await user.click(within(table).getByRole('checkbox', { name: '选择 大额订单推送 2026/11/22 10:04:01 的运行' }));
    expect(screen.getByText('已选择 2 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await settled(await screen.findByRole('dialog', {}, SLOW));
    expect(dialog.textContent).toContain('确定删除选中的 2 条运行记录吗？');
    await user.click(await within(dialog).findByRole('button', { name: '批量删除' }, SLOW));
    expect(await screen.findByText('已删除 2 条运行记录', {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.operation === 'DeleteRuns')?.variables).toEqual({ logIds: ['382877520569041303', '382877520569041301'] });
    await waitFor(() => expect(screen.queryByText('已选择 2 条')).toBeNull());
  });

  it('chooses the whole page at once, and nothing off it once the page changes', async () => {
    const { client } = operationClient(answers());
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log' });
    await screen.findByRole('table', { name: '运行记录' }, SLOW);
    await user.click(screen.getByRole('checkbox', { name: '选择本页全部运行记录' }));
    expect(screen.getByText('已选择 3 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(location()).toBe('/data-log?page=2');
    expect(await screen.findByText('已选择 0 条')).toBeTruthy();
  });

  it('reruns a run from its row, and offers 从失败步骤重试 only on a failed run', async () => {
    const { client, calls } = operationClient(
      answers({ RescheduleRun: () => ({ data: { rescheduleRun: { __typename: 'Run', logId: '382877520569049999', status: 'queued' } } }) }),
    );
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log' });
    const table = await screen.findByRole('table', { name: '运行记录' }, SLOW);
    expect(within(table).getAllByRole('button', { name: '从失败步骤重试' })).toHaveLength(1);
    const [failedRow] = within(table).getAllByRole('row').slice(1);
    expect(within(failedRow!).getByRole('button', { name: '从失败步骤重试' })).toBeTruthy();
    await user.click(within(failedRow!).getByRole('button', { name: '重新运行' }));
    await waitFor(() => expect(calls.map((c) => c.operation)).toContain('RescheduleRun'));
    const link = await screen.findByRole('link', { name: '查看新的运行' }, SLOW);
    expect(link.getAttribute('href')).toBe('/data-log/382877520569049999');
    expect(calls.find((c) => c.operation === 'RescheduleRun')?.variables).toEqual({ logId: '382877520569041303' });
  });

  it('links the statistics with the same filters, and the webhook requests', async () => {
    const { client } = operationClient(answers());
    renderScreen(<RunListScreen />, { client, path: '/data-log?status=failed&page=2' });
    const tabs = await screen.findByRole('navigation', { name: '流程日志分区' }, SLOW);
    expect(within(tabs).getByRole('link', { name: '运行记录' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: '统计分析' }).getAttribute('href')).toBe('/data-log/statistics?status=failed');
    expect(within(tabs).getByRole('link', { name: '接收记录' }).getAttribute('href')).toBe('/data-log/webhook-accepts?status=failed');
  });

  it('passes axe and shows no Chinese in English but the users’ own data', { timeout: 20_000 }, async () => {
    const { client } = operationClient(answers());
    const { user } = renderScreen(<RunListScreen />, { client, path: '/data-log', language: 'en' });
    const table = await screen.findByRole('table', { name: 'Runs' }, SLOW);
    await screen.findByRole('option', { name: 'DingTalk' }, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(['大额订单推送'])).toEqual([]);
    await user.click(within(table).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await settled(await screen.findByRole('dialog', {}, SLOW));
    expect(dialog.textContent).toContain('Delete the selected runs (1)?');
    expect(await axeViolations()).toEqual([]);
  });
});
