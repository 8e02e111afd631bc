// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answering } from '../../../test/answeringClient';
import { testI18n } from '../../../test/i18n';
import BranchLogScreen from './BranchLogScreen';

const recorded = (extra: Record<string, unknown>) => ({
  __typename: 'RunStep',
  logId: '9',
  input: null,
  output: null,
  error: null,
  branch: null,
  switchUuid: null,
  loopIndex: null,
  attempts: 1,
  startedAt: '2026-11-22T02:04:05Z',
  durationMs: 3,
  status: 'success',
  ...extra,
});

const segment = (segKey: string, title: string) => ({ __typename: 'Segment', segKey, title, isFallback: false, conditions: null });

/** A run whose switch step was untitled and whose branches are 金牌客户 and an untitled second one. */
const run = {
  __typename: 'Run',
  logId: '9',
  processId: '1',
  processTitle: '订单分流',
  status: 'success',
  triggerType: 'webhook',
  error: null,
  failedStepUuid: null,
  attempt: 1,
  parentLogId: null,
  createdAt: '2026-11-22T02:04:05Z',
  startedAt: '2026-11-22T02:04:05Z',
  finishedAt: '2026-11-22T02:04:06Z',
  durationMs: 900,
  pipeline: { __typename: 'Pipeline', processId: '1', title: '订单分流' },
  steps: [
    recorded({ id: '1', stepUuid: 't', stepNumber: 1, appId: '1001', appName: 'Webhook', title: '接收订单' }),
    recorded({ id: '2', stepUuid: 'sw', stepNumber: 2, appId: '1004', appName: '分支路径', title: '分支路径' }),
    recorded({
      id: '3',
      stepUuid: 'a',
      stepNumber: 3,
      appId: '1007',
      appName: '发送数据',
      title: '通知销售',
      branch: 'fb3e0c24-1111',
      switchUuid: 'sw',
    }),
    recorded({
      id: '4',
      stepUuid: 'b',
      stepNumber: 4,
      appId: '1007',
      appName: '发送数据',
      title: '发送数据',
      branch: 'a7d2e9f0-2222',
      switchUuid: 'sw',
    }),
  ],
  flowSteps: [
    { __typename: 'Step', uuid: 't', appId: '1001', title: '接收订单', segments: [], conditions: null },
    {
      __typename: 'Step',
      uuid: 'sw',
      appId: '1004',
      title: null,
      segments: [segment('fb3e0c24-1111', '金牌客户'), segment('a7d2e9f0-2222', '')],
      conditions: null,
    },
  ],
};

function renderScreen(language: 'zh-CN' | 'en', failing: string[] = []) {
  const { client } = answering({ run }, failing);
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={client}>
          <MemoryRouter initialEntries={['/data-log/branch-log/9']}>
            <Routes>
              <Route path="/data-log/branch-log/:id" element={<BranchLogScreen />} />
            </Routes>
          </MemoryRouter>
        </UrqlProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('BranchLogScreen', () => {
  it('names each branch by its title from the run’s content, or 分支 N, never by its key', async () => {
    renderScreen('zh-CN');
    expect(await screen.findByRole('group', { name: '分支：金牌客户' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '分支：分支 2' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/fb3e0c24|a7d2e9f0/);
  });

  it('reads in English: switch and untitled steps by their app’s English name, user titles as typed', async () => {
    renderScreen('en');
    expect(await screen.findByRole('heading', { name: 'Switch step: Switch path' })).toBeTruthy();
    const second = screen.getByRole('group', { name: 'Branch: Branch 2' });
    expect(screen.getByRole('article', { name: 'Step 3 · 通知销售' })).toBeTruthy();
    await userEvent.click(within(second).getByRole('button', { name: /^Step 4 · Send data/ }));
    expect(await screen.findByRole('article', { name: 'Step 4 · Send data' })).toBeTruthy();
  });

  it('still shows the run when its content cannot be read, its branches unnamed rather than by key', async () => {
    renderScreen('zh-CN', ['RunFlow']);
    expect(await screen.findByRole('article', { name: '第 3 步 · 通知销售' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: '分支：未知分支' })).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/fb3e0c24|a7d2e9f0/);
  });
});
