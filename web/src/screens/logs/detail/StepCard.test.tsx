// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n';
import { useFlowIndex, type FlowStepView } from '../shared/useRunFlow';
import { StepCard, type RunStepView } from './StepCard';

const flowSteps: FlowStepView[] = [
  { uuid: 'trigger', appId: '1001', title: '接收订单', segments: [], conditions: null },
  {
    uuid: 'filter',
    appId: '1003',
    title: '只要金牌',
    segments: [],
    conditions: [
      [
        { field: '{{1.level}}', operator: 'IS', value: '金牌' },
        { field: '{{1.amount}}', operator: 'GT', value: 100 },
      ],
      [{ field: '{{1.vip}}', operator: 'NOT_EMPTY', value: null }],
    ],
  },
  {
    uuid: 'switch',
    appId: '1004',
    title: null,
    segments: [
      { segKey: 'fb3e0c24-1111', title: '金牌客户', isFallback: false, conditions: [[{ field: '{{1.level}}', operator: 'IS', value: '金牌' }]] },
      { segKey: 'a7d2e9f0-2222', title: '', isFallback: false, conditions: [[{ field: '{{1.day}}', operator: 'BEFORE', value: 'today-7d' }]] },
      { segKey: 'c3b4a5d6-3333', title: '其他', isFallback: true, conditions: null },
    ],
    conditions: null,
  },
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

function Card({ step }: { step: RunStepView }) {
  return <StepCard step={step} flow={useFlowIndex(flowSteps)} />;
}

function renderCard(step: RunStepView, language: 'zh-CN' | 'en' = 'zh-CN') {
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <FluentProvider theme={webLightTheme}>
        <Card step={step} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('article');
}

describe('StepCard', () => {
  it('names the branch a step ran in by its title, not its key', () => {
    const card = renderCard(aStep({ branch: 'fb3e0c24-1111', switchUuid: 'switch' }));
    expect(card.textContent).toContain('分支：金牌客户');
    expect(card.textContent).not.toContain('fb3e0c24');
  });

  it('numbers an untitled branch instead of showing its key, in English too', () => {
    const card = renderCard(aStep({ branch: 'a7d2e9f0-2222', switchUuid: 'switch' }), 'en');
    expect(card.textContent).toContain('Branch: Branch 2');
    expect(card.textContent).not.toContain('a7d2e9f0');
  });

  it('reads a filter’s conditions as field, operator name and value, the raw JSON behind a switch', async () => {
    const input = { conditions: [[{ field: '金牌', operator: 13, value: '金牌' }]] };
    const card = renderCard(aStep({ stepUuid: 'filter', appId: '1003', appName: '数据过滤', title: '只要金牌', input }));
    const list = within(card).getByRole('list', { name: '条件' });
    expect(list.textContent).toContain('1 · level 等于 金牌且 1 · amount 大于 100或 1 · vip 不为空');
    expect(card.textContent).not.toContain('"operator"');
    await userEvent.click(within(card).getByRole('switch', { name: '显示原始数据' }));
    expect(within(card).getByRole('region', { name: '原始输入' }).textContent).toContain('"operator": 13');
  });

  it('shows a switch’s branches with their conditions in English operator names and date presets', () => {
    const card = renderCard(aStep({ stepUuid: 'switch', appId: '1004', appName: '分支路径', title: '分支路径', input: { mode: 'first' } }), 'en');
    expect(within(card).getByRole('list', { name: 'Conditions of branch 金牌客户' }).textContent).toContain('1 · level is 金牌');
    expect(within(card).getByRole('list', { name: 'Conditions of branch Branch 2' }).textContent).toContain('1 · day before 7 days ago');
    expect(card.textContent).toContain('Taken when no other branch matches');
  });

  it('names the branches a switch took, from the keys its output recorded', () => {
    const output = { branches: ['fb3e0c24-1111', 'a7d2e9f0-2222'], titles: ['金牌客户', ''] };
    const card = renderCard(aStep({ stepUuid: 'switch', appId: '1004', appName: '分支路径', title: '按等级分流', output }), 'en');
    expect(card.textContent).toContain('Branches taken: 金牌客户 and Branch 2');
  });

  it('translates builtin app names and untyped titles in English, keeps typed titles as typed', () => {
    const card = renderCard(aStep({ stepUuid: 'loop', appId: '1005', appName: '循环', title: '循环', input: null }), 'en');
    expect(card.textContent).toContain('Step 4 · Loop');
    expect(card.textContent).toContain('App: Loop');
    // no CJK, full-width punctuation included
    expect(card.textContent).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
  });

  it('keeps a title the user typed', () => {
    const card = renderCard(aStep({ title: '通知销售' }), 'en');
    expect(card.textContent).toContain('Step 4 · 通知销售');
    expect(card.textContent).toContain('App: Send data');
  });
});
