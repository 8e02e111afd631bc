// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answering } from '../../../test/answeringClient';
import { testI18n } from '../../../test/i18n';
import { RunHeader, type RunView } from './RunHeader';

const rerun = {
  logId: '382877520569049999',
  processId: '1',
  processTitle: '大额订单推送',
  status: 'success',
  triggerType: 'rerun',
  error: null,
  failedStepUuid: null,
  attempt: 2,
  parentLogId: '382877520569041302',
  createdAt: '2026-11-22T02:10:07Z',
  startedAt: '2026-11-22T02:10:07Z',
  finishedAt: '2026-11-22T02:10:09Z',
  durationMs: 2345,
  pipeline: { processId: '1', title: '大额订单推送' },
  steps: [],
  flowSteps: [],
} as unknown as RunView;

function renderHeader(data: unknown, language: 'zh-CN' | 'en' = 'zh-CN') {
  const endpoint = answering(data);
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={endpoint.client}>
          <MemoryRouter>
            <RunHeader run={rerun} />
          </MemoryRouter>
        </UrqlProvider>
      </FluentProvider>
    </I18nextProvider>,
  );
  return endpoint;
}

const parent = {
  run: {
    __typename: 'Run',
    logId: '382877520569041302',
    processTitle: '旧名字',
    createdAt: '2026-11-22T02:04:05Z',
    pipeline: { __typename: 'Pipeline', processId: '1', title: '大额订单推送' },
  },
};

describe('RunHeader', () => {
  it('shows the run’s times to the second and its duration readably', async () => {
    renderHeader(parent);
    expect(await screen.findByText('2026/11/22 10:10:09')).toBeTruthy();
    expect(screen.getAllByText('2026/11/22 10:10:07')).toHaveLength(2);
    expect(screen.getByText('2.3 秒')).toBeTruthy();
  });

  it('names the run a rerun came from by its pipeline and time to the second, linked to it, not by its id', async () => {
    const { asked } = renderHeader(parent);
    const link = await screen.findByRole('link', { name: '大额订单推送 · 2026/11/22 10:04:05' });
    expect(link.getAttribute('href')).toBe('/data-log/382877520569041302');
    expect(asked).toEqual([{ logId: '382877520569041302' }]);
    expect(document.body.textContent).not.toContain('382877520569041302');
  });

  it('says the original run is gone when it was deleted, in English', async () => {
    renderHeader({ run: null }, 'en');
    expect(await screen.findByText('The original run was deleted')).toBeTruthy();
    expect(screen.queryByText(/382877520569041302/)).toBeNull();
  });
});
