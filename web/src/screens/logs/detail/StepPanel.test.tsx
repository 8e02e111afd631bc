// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { useFlowIndex, type FlowStepView } from '../shared/useRunFlow';
import { StepPanel, type RunStepView } from './StepPanel';

/** A stored step of the run's content, as the gateway types it. */
const stored = (uuid: string, appId: string, title: string | null, extra: Partial<FlowStepView> = {}): FlowStepView => ({
  uuid,
  actionType: uuid === 'trigger' ? 'TRIGGER' : 'ACTION',
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

const flowSteps: FlowStepView[] = [
  stored('trigger', '1001', '接收订单'),
  stored('filter', '1003', '只要金牌', {
    conditions: [
      [
        { field: '{{1.level}}', operator: 'IS', value: '金牌' },
        { field: '{{1.amount}}', operator: 'GT', value: 100 },
      ],
      [{ field: '{{1.vip}}', operator: 'NOT_EMPTY', value: null }],
    ],
  }),
  stored('switch', '1004', null, {
    segments: [
      { segKey: 'fb3e0c24-1111', title: '金牌客户', isFallback: false, conditions: [[{ field: '{{1.level}}', operator: 'IS', value: '金牌' }]] },
      { segKey: 'a7d2e9f0-2222', title: '', isFallback: false, conditions: [[{ field: '{{1.day}}', operator: 'BEFORE', value: 'today-7d' }]] },
      { segKey: 'c3b4a5d6-3333', title: '其他', isFallback: true, conditions: null },
    ],
  }),
  stored('loop', '1005', '逐个推送'),
  stored('each', '1007', '推送一条', { parentLoopUuid: 'loop' }),
];

function aStep(extra: Partial<RunStepView>): RunStepView {
  return {
    id: '1',
    stepUuid: 'send',
    stepNumber: 4,
    appId: '1007',
    appName: '发送数据',
    title: '通知销售',
    status: 'success',
    input: {},
    output: {},
    error: null,
    branch: null,
    switchUuid: null,
    loopIndex: null,
    attempts: 1,
    startedAt: '2026-11-22T02:00:00Z',
    durationMs: 12,
    ...extra,
  } as RunStepView;
}

function Panel({ step, steps }: { step: RunStepView; steps: RunStepView[] }) {
  return <StepPanel step={step} flow={useFlowIndex(flowSteps)} steps={steps} logId="9" onSelect={() => undefined} />;
}

function renderPanel(step: RunStepView, options: { language?: 'zh-CN' | 'en'; steps?: RunStepView[]; answers?: Record<string, Answer> } = {}) {
  const { client, calls } = operationClient(options.answers ?? {});
  const { user } = renderScreen(<Panel step={step} steps={options.steps ?? [step]} />, { client, path: '/data-log/9', language: options.language });
  return { panel: screen.getByRole('article'), user, calls };
}

describe('StepPanel', () => {
  it('names the branch a step ran in by its title, not its key', () => {
    const { panel: card } = renderPanel(aStep({ branch: 'fb3e0c24-1111', switchUuid: 'switch' }));
    expect(card.textContent).toContain('分支：金牌客户');
    expect(card.textContent).not.toContain('fb3e0c24');
  });

  it('numbers an untitled branch instead of showing its key, in English too', () => {
    const { panel: card } = renderPanel(aStep({ branch: 'a7d2e9f0-2222', switchUuid: 'switch' }), { language: 'en' });
    expect(card.textContent).toContain('Branch: Branch 2');
    expect(card.textContent).not.toContain('a7d2e9f0');
  });

  it('reads a filter’s conditions as field, operator name and value, the raw JSON behind a switch', async () => {
    const input = { conditions: [[{ field: '金牌', operator: 13, value: '金牌' }]] };
    const { panel: card, user } = renderPanel(aStep({ stepUuid: 'filter', appId: '1003', appName: '数据过滤', title: '只要金牌', input }));
    const list = within(card).getByRole('list', { name: '条件' });
    expect(list.textContent).toContain('1 · level 等于 金牌且 1 · amount 大于 100或 1 · vip 不为空');
    expect(card.textContent).not.toContain('"operator"');
    await user.click(within(card).getByRole('switch', { name: '显示原始数据' }));
    expect(within(card).getByRole('region', { name: '原始输入' }).textContent).toContain('"operator": 13');
  });

  it('shows a switch’s branches with their conditions in English operator names and date presets', () => {
    const { panel: card } = renderPanel(
      aStep({ stepUuid: 'switch', appId: '1004', appName: '分支路径', title: '分支路径', input: { mode: 'first' } }),
      { language: 'en' },
    );
    expect(within(card).getByRole('list', { name: 'Conditions of branch 金牌客户' }).textContent).toContain('1 · level is 金牌');
    expect(within(card).getByRole('list', { name: 'Conditions of branch Branch 2' }).textContent).toContain('1 · day before 7 days ago');
    expect(card.textContent).toContain('Taken when no other branch matches');
  });

  it('names the branches a switch took, from the keys its output recorded', () => {
    const output = { branches: ['fb3e0c24-1111', 'a7d2e9f0-2222'], titles: ['金牌客户', ''] };
    const { panel: card } = renderPanel(aStep({ stepUuid: 'switch', appId: '1004', appName: '分支路径', title: '按等级分流', output }), {
      language: 'en',
    });
    expect(card.textContent).toContain('Branches taken: 金牌客户 and Branch 2');
  });

  it('translates builtin app names and untyped titles in English, keeps typed titles as typed', () => {
    const { panel: card } = renderPanel(aStep({ stepUuid: 'other-loop', appId: '1005', appName: '循环', title: '循环', input: null }), {
      language: 'en',
    });
    expect(card.textContent).toContain('Step 4 · Loop');
    expect(card.textContent).toContain('App: Loop');
    // no CJK, full-width punctuation included
    expect(card.textContent).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
  });

  it('keeps a title the user typed', () => {
    const { panel: card } = renderPanel(aStep({ title: '通知销售' }), { language: 'en' });
    expect(card.textContent).toContain('Step 4 · 通知销售');
    expect(card.textContent).toContain('App: Send data');
  });
  it('shows a failed step’s error first, and its output as a table with long ids whole', async () => {
    const output = { status: 502, receipt: '9007199254740993123' };
    const { panel } = renderPanel(aStep({ status: 'failed', error: '请求外部地址失败：502 Bad Gateway', output, attempts: 3 }));
    expect(within(panel).getByText('请求外部地址失败：502 Bad Gateway')).toBeTruthy();
    expect(panel.textContent).toContain('尝试次数：3');
    const table = within(within(panel).getByRole('region', { name: '输出' })).getByRole('table', { name: '表格' });
    expect(table.textContent).toContain('9007199254740993123');
  });

  it('复制输出 puts the output on the clipboard as indented JSON and says so', async () => {
    const output = { order_id: '1234567890123456789', items: [1, 2] };
    const { panel, user } = renderPanel(aStep({ output }));
    await user.click(within(panel).getByRole('button', { name: '复制输出' }));
    expect(await screen.findByText('已复制输出')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(output, null, 2));
  });

  it('lists a loop’s iterations 15 a page with the steps each ran, and opens a step from them', async () => {
    const loop = aStep({ id: 'l', stepUuid: 'loop', stepNumber: 4, appId: '1005', appName: '循环', title: '逐个推送', input: null });
    const each = (i: number, status: 'success' | 'failed') =>
      aStep({ id: `e${i}`, stepUuid: 'each', stepNumber: 5, title: '推送一条', loopIndex: i, status, durationMs: 40 + i });
    const steps = [loop, ...Array.from({ length: 16 }, (_, i) => each(i, i === 1 ? 'failed' : 'success'))];
    const page = (offset: number) =>
      steps.slice(1 + offset, 1 + offset + 15).map((s) => ({ __typename: 'RunStep', id: s.id, loopIndex: s.loopIndex, status: s.status }));
    const selected: string[] = [];
    const { client, calls } = operationClient({
      LoopIterations: (v) => ({
        data: {
          loopIterations: { __typename: 'RunStepPage', total: 16, items: page(Number(v.offset)) },
          loopIterationCount: { __typename: 'LoopRunCount', count: 16, success: 15, failed: 1 },
        },
      }),
    });
    function Loop() {
      return <StepPanel step={loop} flow={useFlowIndex(flowSteps)} steps={steps} logId="9" onSelect={(id) => selected.push(id)} />;
    }
    const { user } = renderScreen(<Loop />, { client, path: '/data-log/9' });
    const iterations = await screen.findByRole('region', { name: '循环明细' }, { timeout: 5000 });
    expect(await within(iterations).findByText('共 16 次 · 成功 15 次 · 失败 1 次', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(iterations).getAllByRole('heading', { level: 4 })).toHaveLength(15);
    await user.click(within(iterations).getByRole('button', { name: '第 5 步 · 推送一条 · 失败 · 41 毫秒' }));
    expect(selected).toEqual(['e1']);
    expect(calls[0]!.variables).toEqual({ logId: '9', stepUuid: 'each', limit: 15, offset: 0 });
    await user.click(within(iterations).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(iterations).getAllByRole('heading', { level: 4 })).toHaveLength(1));
    expect(within(iterations).getByRole('heading', { name: '第 16 次循环' })).toBeTruthy();
  });

  it('passes axe and shows no Chinese in English but the users’ own data', { timeout: 20_000 }, async () => {
    renderPanel(aStep({ status: 'failed', error: 'HTTP 502', output: { a: 1 }, branch: 'fb3e0c24-1111', switchUuid: 'switch' }), { language: 'en' });
    expect(await axeViolations()).toEqual([]);
    expect(cjkLeaks(['通知销售', '金牌客户'])).toEqual([]);
  });
});
