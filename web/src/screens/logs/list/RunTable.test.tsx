// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import { RunTable, type ListRun } from './RunTable';
import { useRunSelection } from './useRunSelection';

const run = (logId: string, createdAt: string, durationMs: number): ListRun =>
  ({
    logId,
    processId: '1',
    processTitle: '大额订单推送',
    status: 'success',
    triggerType: 'webhook',
    error: null,
    failedStepUuid: null,
    createdAt,
    durationMs,
    pipeline: { processId: '1', title: '大额订单推送' },
  }) as ListRun;

function Table({ items }: { items: ListRun[] }) {
  return (
    <RunTable
      items={items}
      selection={useRunSelection(
        items.map((r) => r.logId),
        '',
      )}
    />
  );
}

function renderTable(items: ListRun[], language: 'zh-CN' | 'en') {
  renderScreen(<Table items={items} />, { client: operationClient({}).client, path: '/data-log', language });
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
