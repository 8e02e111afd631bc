// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { meOf } from '../../../test/me';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient } from '../../apps/testClient';
import { aModel, aTraining } from '../testFixtures';
import DataModelListScreen from './DataModelListScreen';

function setup(role: 'editor' | 'viewer' = 'editor', language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    Me: () => meOf(role),
    DataModels: (v) => ({
      data: {
        dataModels: {
          __typename: 'DataModelPage',
          total: 3,
          items: v.keyword
            ? []
            : [
                aModel(),
                aModel({
                  dmid: '701',
                  name: 'Churn',
                  training: aTraining({
                    tmid: '802',
                    status: 'RUNNING',
                    version: null,
                    progress: { __typename: 'TrainingProgress', phase: 'TRAINING', rowsRead: 10, rowsTotal: 10, treesBuilt: 15, treesTotal: 30 },
                  }),
                }),
                aModel({ dmid: '702', name: 'Spend', datasourceName: null, training: null, latestVersion: null }),
              ],
        },
      },
    }),
  });
  return { ...renderScreen(<DataModelListScreen />, { client, path: '/data-source/models', language }), calls };
}

describe('/data-source/models', { timeout: 30_000 }, () => {
  it('lists the models with where their training stands, each linked to its page', async () => {
    setup();
    const table = await screen.findByRole('table', { name: '数据模型列表' });
    const [, trained, training, fresh] = within(table).getAllByRole('row');
    expect(within(trained!).getByRole('link', { name: 'Purchases' }).getAttribute('href')).toBe('/data-source/models/700');
    expect(within(trained!).getByText('版本 1')).toBeTruthy();
    expect(within(training!).getByText('训练中 53%')).toBeTruthy();
    expect(within(fresh!).getByText('未训练')).toBeTruthy();
    expect(within(fresh!).getByText('数据源已删除')).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建数据模型' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('searches by keyword and offers no creation to a viewer', async () => {
    const { user, calls } = setup('viewer');
    await user.type(await screen.findByRole('searchbox', { name: '按名称或场景搜索' }), 'x');
    expect(await screen.findByText('没有符合条件的数据模型')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.operation === 'DataModels').at(-1)?.variables).toEqual({ keyword: 'x', limit: 15, offset: 0 }));
    expect(screen.queryByRole('button', { name: '新建数据模型' })).toBeNull();
  });

  it('reads in English with no Chinese of its own', async () => {
    setup('editor', 'en');
    expect(await screen.findByText('Training 53%')).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
  });
});
