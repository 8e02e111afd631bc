// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import StatisticsScreen from './StatisticsScreen';
import { statisticsAnswers } from './statisticsTestData';

const SLOW = { timeout: 10_000 };

/** As the gateway sends it: UTF-8 text starting with the BOM, Chinese, a quoted cell and a guarded formula. */
const SERIES_CSV = '\uFEFF时间,运行次数,成功\r\n2026-11-21,630,600\r\n"合计, 全部",1220,1170\r\n\'=1+1,0,0\r\n';

/** The files the page handed to the browser to save: each Blob and the name its link gave it. */
function recordDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // the download itself is the browser's: record what the link asks it to save instead of navigating
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  return files;
}

function setup(answers: Record<string, Answer> = {}) {
  const { client, calls } = operationClient(
    statisticsAnswers({
      ExportRunAnalytics: () => ({
        data: { exportRunAnalytics: { fileName: 'run-statistics-2026-11-23.csv', content: SERIES_CSV, rows: 3, truncated: false } },
      }),
      ExportRuns: () => ({
        data: { exportRuns: { fileName: 'runs-2026-11-23.csv', content: '\uFEFFlog_id\r\n9000000000000000001\r\n', rows: 50_000, truncated: true } },
      }),
      ...answers,
    }),
  );
  const view = renderScreen(<StatisticsScreen />, { client, path: '/data-log/statistics?status=failed&bucket=week' });
  return { ...view, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('导出 CSV', { timeout: 30_000 }, () => {
  it('saves the view’s series under the server’s file name, byte for byte, and says so', async () => {
    const files = recordDownloads();
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '导出 CSV' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: '统计数据（当前视图）' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('run-statistics-2026-11-23.csv');
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
    // one BOM, as UTF-8 (Excel then opens the Chinese correctly), and nothing added or lost
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes).toEqual(new TextEncoder().encode(SERIES_CSV));
    expect(calls.filter((c) => c.operation === 'ExportRunAnalytics').map((c) => c.variables)).toEqual([
      { filter: { status: 'failed', datePreset: 'last30Days' }, bucket: 'week' },
    ]);
    expect(await screen.findByText('已导出 run-statistics-2026-11-23.csv（3 行）')).toBeTruthy();
    expect(screen.queryByText(/超过了一次导出的上限/)).toBeNull();
  });

  it('saves the filtered runs, and notes when more matched than one export holds', async () => {
    const files = recordDownloads();
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '导出 CSV' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: '运行记录（当前筛选）' }));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['runs-2026-11-23.csv']));
    expect(await files[0]!.blob.text()).toBe('\uFEFFlog_id\r\n9000000000000000001\r\n');
    expect(calls.filter((c) => c.operation === 'ExportRuns').map((c) => c.variables)).toEqual([
      { filter: { status: 'failed', datePreset: 'last30Days' } },
    ]);
    expect(await screen.findByText('筛选出的运行记录超过了一次导出的上限，文件只含最新的 50,000 条；缩小时间范围后可导出其余的。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByText(/超过了一次导出的上限/)).toBeNull();
  });

  it('saves nothing and says 操作失败 when the export fails', async () => {
    const files = recordDownloads();
    const { user } = setup({ ExportRuns: () => ({ errors: [{ message: '服务暂时不可用' }] }) });
    await user.click(await screen.findByRole('button', { name: '导出 CSV' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: '运行记录（当前筛选）' }));
    expect(await screen.findByText('操作失败')).toBeTruthy();
    expect(files).toEqual([]);
  });
});
