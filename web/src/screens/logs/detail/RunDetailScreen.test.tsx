// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LayoutFn } from '../../../editor/layout/layout';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import RunDetailScreen from './RunDetailScreen';

const SLOW = { timeout: 5000 };

/** The graph's layout as a column, node after node: what the test reads is the run on it, not ELK's placement. */
const column: LayoutFn = async (graph) => new Map(graph.nodes.map((n, i) => [n.id, { x: 0, y: i * 120 }]));

const recorded = (id: string, stepUuid: string, stepNumber: number, appId: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'RunStep',
  id,
  stepUuid,
  stepNumber,
  appId,
  appName: title,
  title,
  status: 'success',
  input: { order_id: '1234567890123456789' },
  output: { ok: true },
  error: null,
  branch: null,
  switchUuid: null,
  loopIndex: null,
  attempts: 1,
  startedAt: `2026-11-22T02:04:0${stepNumber}Z`,
  durationMs: 300,
  ...extra,
});

const stored = (uuid: string, appId: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Step',
  uuid,
  actionType: uuid === 'hook' ? 'TRIGGER' : 'ACTION',
  appId,
  actionId: 'act',
  title,
  switchUuid: null,
  segKey: null,
  parentLoopUuid: null,
  segments: [],
  conditions: null,
  ...extra,
});

const segment = (segKey: string, title: string) => ({ __typename: 'Segment', segKey, title, isFallback: false, conditions: null });

/** webhook → switch (大单 taken, 小单 not) → in 大单 a send that failed. */
const run = {
  __typename: 'Run',
  logId: '382877520569041302',
  processId: '1',
  processTitle: '大额订单推送',
  status: 'failed',
  triggerType: 'webhook',
  acceptId: '482877520569041399',
  error: '请求外部地址失败',
  failedStepUuid: 'send',
  attempt: 1,
  parentLogId: null,
  createdAt: '2026-11-22T02:04:01Z',
  startedAt: '2026-11-22T02:04:01Z',
  finishedAt: '2026-11-22T02:04:04Z',
  durationMs: 3000,
  pipeline: { __typename: 'Pipeline', processId: '1', title: '大额订单推送' },
  steps: [
    recorded('11', 'hook', 1, '1001', '接收订单'),
    recorded('12', 'sw', 2, '1004', '按金额分流', { output: { branches: ['big'] } }),
    recorded('13', 'send', 3, '1007', '推送到订单系统', {
      status: 'failed',
      error: '请求外部地址失败：connect ECONNREFUSED',
      branch: 'big',
      switchUuid: 'sw',
      attempts: 2,
    }),
  ],
};

const flowSteps = [
  stored('hook', '1001', '接收订单'),
  stored('sw', '1004', '按金额分流', { segments: [segment('big', '大单'), segment('small', '小单')] }),
  stored('send', '1007', '推送到订单系统', { switchUuid: 'sw', segKey: 'big' }),
  stored('note', '1007', '记录小单', { switchUuid: 'sw', segKey: 'small' }),
];

function answers(extra: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    RunDetail: () => ({ data: { run } }),
    RunFlow: () => ({ data: { run: { __typename: 'Run', logId: run.logId, flowSteps } } }),
    ...extra,
  };
}

function renderDetail(path: string, options: { language?: 'zh-CN' | 'en'; answers?: Record<string, Answer> } = {}) {
  const { client, calls } = operationClient(options.answers ?? answers());
  const view = renderScreen(
    <Routes>
      <Route path="/data-log/:id" element={<RunDetailScreen layout={column} />} />
    </Routes>,
    { client, path, language: options.language },
  );
  return { ...view, calls };
}

const location = () => screen.getByTestId('location').textContent;

describe('/data-log/{id} 日志详情', () => {
  it('opens on the failed step: its error, attempts and branch in the step panel', async () => {
    renderDetail('/data-log/382877520569041302');
    const panel = await screen.findByRole('article', { name: '第 3 步 · 推送到订单系统' }, SLOW);
    expect(within(panel).getByText('请求外部地址失败：connect ECONNREFUSED')).toBeTruthy();
    expect(panel.textContent).toContain('尝试次数：2');
    expect(panel.textContent).toContain('分支：大单');
  });

  it('lists the steps in order on the timeline, and opens the one clicked (kept in the address)', async () => {
    const { user } = renderDetail('/data-log/382877520569041302');
    const timeline = await screen.findByRole('list', { name: '时间线' }, SLOW);
    const rows = within(timeline).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      '第 1 步 · 接收订单成功300 毫秒',
      '第 2 步 · 按金额分流成功300 毫秒',
      '第 3 步 · 推送到订单系统失败分支：大单300 毫秒',
    ]);
    expect(rows[2]!.getAttribute('aria-current')).toBe('step');
    await user.click(rows[0]!);
    expect(location()).toBe('/data-log/382877520569041302?step=11');
    expect(await screen.findByRole('article', { name: '第 1 步 · 接收订单' })).toBeTruthy();
  });

  it('links the webhook’s raw request, the branch log and the list', async () => {
    renderDetail('/data-log/382877520569041302');
    expect((await screen.findByRole('link', { name: '查看原始请求' }, SLOW)).getAttribute('href')).toBe(
      '/data-log/webhook-accepts/482877520569041399',
    );
    expect(screen.getByRole('link', { name: '分支日志' }).getAttribute('href')).toBe('/data-log/branch-log/382877520569041302');
  });

  it('draws the run on its pipeline: the failed step, the branch taken and the one passed by, and opens a step', async () => {
    const { user } = renderDetail('/data-log/382877520569041302?view=graph');
    const graph = await screen.findByRole('region', { name: '流程图' }, SLOW);
    await within(graph).findByText('1. 接收订单', {}, SLOW);
    expect(
      within(graph)
        .getByRole('button', { name: /3\. 推送到订单系统\s*失败/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(graph).getByText('分支：大单').parentElement!.textContent).toContain('已进入');
    expect(within(graph).getByText('分支：小单').parentElement!.textContent).toContain('未进入');
    // never reached: drawn, not a button
    expect(within(graph).getByText('4. 记录小单').closest('button')).toBeNull();
    await user.click(within(graph).getByRole('button', { name: /2\. 按金额分流/ }));
    await waitFor(() => expect(location()).toBe('/data-log/382877520569041302?view=graph&step=12'));
  });

  it('重新运行 opens the new run', async () => {
    const { user, calls } = renderDetail('/data-log/382877520569041302', {
      answers: answers({ RescheduleRun: () => ({ data: { rescheduleRun: { __typename: 'Run', logId: '382877520569049999', status: 'queued' } } }) }),
    });
    await user.click(await screen.findByRole('button', { name: '重新运行' }, SLOW));
    await waitFor(() => expect(location()).toBe('/data-log/382877520569049999'));
    expect(calls.find((c) => c.operation === 'RescheduleRun')?.variables).toEqual({ logId: '382877520569041302' });
  });

  it('passes axe and shows no Chinese in English on the timeline and on the graph', { timeout: 30_000 }, async () => {
    const { user } = renderDetail('/data-log/382877520569041302', { language: 'en' });
    await screen.findByRole('article', { name: 'Step 3 · 推送到订单系统' }, SLOW);
    const data = [
      '大额订单推送',
      '接收订单',
      '按金额分流',
      '推送到订单系统',
      '记录小单',
      '大单',
      '小单',
      '请求外部地址失败：connect ECONNREFUSED',
      '请求外部地址失败',
    ];
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(data)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Flow chart' }));
    await screen.findByText('1. 接收订单', {}, SLOW);
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(data)).toEqual([]);
  });
});
