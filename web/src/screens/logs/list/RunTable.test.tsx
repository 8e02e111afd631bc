// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../test/i18n';
import { RunTable, type ListRun } from './RunTable';

const run = (logId: string, createdAt: string, durationMs: number): ListRun =>
  ({
    logId,
    processId: '1',
    processTitle: '大额订单推送',
    status: 'success',
    triggerType: 'webhook',
    error: null,
    createdAt,
    durationMs,
    pipeline: { processId: '1', title: '大额订单推送' },
  }) as ListRun;

function renderTable(items: ListRun[], language: 'zh-CN' | 'en') {
  render(
    <I18nextProvider i18n={testI18n(language)}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>
          <RunTable items={items} />
        </MemoryRouter>
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('RunTable', () => {
  it('tells apart runs seconds apart: times to the second in the company time zone', () => {
    renderTable([run('2', '2026-11-22T02:04:09Z', 850), run('1', '2026-11-22T02:04:05Z', 7_545_000)], 'zh-CN');
    expect(screen.getByText('2026/11/22 10:04:09')).toBeTruthy();
    expect(screen.getByText('2026/11/22 10:04:05')).toBeTruthy();
    expect(screen.getByText('850 毫秒')).toBeTruthy();
    expect(screen.getByText('2 小时 5 分')).toBeTruthy();
  });

  it('reads in English with seconds and English durations', () => {
    renderTable([run('1', '2026-11-22T02:04:05Z', 7_545_000)], 'en');
    expect(screen.getByText('11/22/2026, 10:04:05')).toBeTruthy();
    expect(screen.getByText('2 h 5 min')).toBeTruthy();
  });
});
