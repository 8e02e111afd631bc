// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../screens/apps/renderScreen';
import { operationClient } from '../screens/apps/testClient';
import { meOf } from '../test/me';
import { NavBar } from './NavBar';

async function currentEntries(path: string): Promise<string[]> {
  const { client } = operationClient({ Me: () => meOf('owner') });
  renderScreen(<NavBar />, { client, path });
  await screen.findByRole('link', { name: '开发者中心' });
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('NavBar', () => {
  it('shows the main entries first, then the secondary ones, each group in the spec’s order', async () => {
    const { client } = operationClient({ Me: () => meOf('owner') });
    renderScreen(<NavBar />, { client, path: '/data-pipeline' });
    await screen.findByRole('link', { name: '开发者中心' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '流程模板',
      '数据流程',
      '流程日志',
      '我的分享',
      '应用管理',
      '变量管理',
      '企业管理',
      '开发者中心',
      '嵌入设置',
      '数据源',
    ]);
  });

  it('marks one entry current: the deepest nav entry the address is under', async () => {
    expect(await currentEntries('/developer/embed')).toEqual(['嵌入设置']);
  });

  it('keeps 开发者中心 current on its own pages that have no entry of their own', async () => {
    expect(await currentEntries('/developer/apps/1000000')).toEqual(['开发者中心']);
  });

  it('keeps 流程日志 current on the statistics of the run log (issue 16)', async () => {
    expect(await currentEntries('/data-log/statistics')).toEqual(['流程日志']);
  });
});
