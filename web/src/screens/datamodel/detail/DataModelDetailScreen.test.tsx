// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { meOf } from '../../../test/me';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aModel, aTraining, aVersion } from '../testFixtures';
import DataModelDetailScreen from './DataModelDetailScreen';

const running = (treesBuilt: number) =>
  aTraining({
    tmid: '801',
    status: 'RUNNING',
    version: null,
    finishedAt: null,
    progress: { __typename: 'TrainingProgress', phase: 'TRAINING', rowsRead: 400, rowsTotal: 400, treesBuilt, treesTotal: 30 },
  });

function setup(
  options: { model?: () => Record<string, unknown>; training?: Answer; train?: Answer; versions?: () => unknown[]; language?: 'zh-CN' | 'en' } = {},
) {
  const { client, calls } = operationClient({
    Me: () => meOf('editor'),
    DataModel: () => ({ data: { dataModel: (options.model ?? (() => aModel()))() } }),
    ModelVersions: () => {
      const items = options.versions?.() ?? [aVersion()];
      return { data: { modelVersions: { __typename: 'ModelVersionPage', total: items.length, items } } };
    },
    ModelTraining: options.training ?? (() => ({ data: { modelTraining: aTraining() } })),
    ModelFlows: () => ({
      data: {
        modelFlows: {
          __typename: 'ModelFlowPage',
          total: 1,
          items: [{ __typename: 'ModelFlow', processId: '900', title: 'Score leads', status: 'ON' }],
        },
      },
    }),
    TrainDataModel: options.train ?? (() => ({ data: { trainDataModel: running(0) } })),
    CancelModelTraining: () => ({ data: { cancelModelTraining: aTraining({ tmid: '801', status: 'CANCELLED', version: null }) } }),
    PredictWithModel: () => ({
      data: {
        predictWithModel: { __typename: 'Prediction', prediction: 'yes', confidence: 0.87, version: 1, task: 'CLASSIFICATION', imputed: ['city'] },
      },
    }),
  });
  const ui = (
    <Routes>
      <Route path="/data-source/models/:dmid" element={<DataModelDetailScreen />} />
    </Routes>
  );
  return { ...renderScreen(ui, { client, path: '/data-source/models/700', language: options.language }), calls };
}

const ops = (calls: { operation: string; variables: Record<string, unknown> }[], operation: string) =>
  calls.filter((c) => c.operation === operation).map((c) => c.variables);

describe('a data model’s page', { timeout: 30_000 }, () => {
  it('shows the latest version against its baseline, every version, and the pipelines using the model', async () => {
    setup();
    const metrics = await screen.findByRole('group', { name: '模型效果' });
    expect(within(metrics).getByText('92.5%')).toBeTruthy();
    expect(within(metrics).getByText('46.3%')).toBeTruthy();
    expect(within(metrics).getByText('46.3 个百分点')).toBeTruthy();
    const versions = screen.getByRole('table', { name: '模型版本' });
    expect(within(versions).getByText(/x1、city（3 个取值）/)).toBeTruthy();
    expect(within(versions).getByText('4.2 秒，30 棵树，274 KB')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Score leads' })).toBeTruthy();
    expect(screen.getByText('版本 1', { selector: '.fui-Badge *, .fui-Badge' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('follows a training as it runs, then reads its new version', async () => {
    let polls = 0;
    let trained = false;
    setup({
      model: () => aModel({ training: trained ? aTraining({ tmid: '801', version: 2 }) : running(3), latestVersion: trained ? 2 : 1 }),
      training: () => {
        polls += 1;
        if (polls >= 2) trained = true;
        return { data: { modelTraining: trained ? aTraining({ tmid: '801', version: 2 }) : running(15) } };
      },
      versions: () => (trained ? [aVersion({ version: 2, tmid: '801', value: 0.95 }), aVersion()] : [aVersion()]),
    });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText(/正在构建决策树：(3|15) \/ 30 棵/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消训练' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('效果（版本 2）')).toBeTruthy(), { timeout: 6000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('95%')).toBeTruthy();
  });

  it('starts a training, and cancels it', async () => {
    let started = false;
    const { user, calls } = setup({
      model: () => aModel({ training: started ? running(2) : aTraining() }),
      training: () => ({ data: { modelTraining: running(2) } }),
      train: () => {
        started = true;
        return { data: { trainDataModel: running(0) } };
      },
    });
    await user.click(await screen.findByRole('button', { name: '重新训练' }));
    expect(ops(calls, 'TrainDataModel')).toEqual([{ dmid: '700' }]);
    await user.click(await screen.findByRole('button', { name: '取消训练' }, { timeout: 5000 }));
    await waitFor(() => expect(ops(calls, 'CancelModelTraining')).toEqual([{ tmid: '801' }]));
  });

  it('predicts a record typed by hand and says which fields it filled', async () => {
    const { user, calls } = setup();
    const fields = await screen.findByRole('group', { name: '试一试的字段' });
    await user.type(within(fields).getByRole('textbox', { name: 'x1（数字）' }), '9.5');
    await user.click(screen.getByRole('button', { name: '预测' }));
    await waitFor(() => expect(ops(calls, 'PredictWithModel')).toEqual([{ dmid: '700', version: 1, record: { x1: '9.5', city: null } }]));
    const result = await screen.findByRole('status', { name: '预测结果' });
    expect(within(result).getByText('预测结果：yes')).toBeTruthy();
    expect(within(result).getByText('置信度 87%（版本 1）')).toBeTruthy();
    expect(within(result).getByText(/已按训练数据的中位数.*city/)).toBeTruthy();
  });

  it('reads in English with no Chinese of its own', async () => {
    setup({ language: 'en' });
    expect(await screen.findByText('46.3 points')).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
