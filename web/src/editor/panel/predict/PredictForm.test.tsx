// @vitest-environment happy-dom
import { aPipeline, type AppStep, type PipelineContent } from '@huiliu/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationClient } from '../../../screens/apps/testClient';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { renderInEditor } from '../../../test/renderInEditor';
import { findStep } from '../../store/selectors';
import { useEditorStore } from '../../store/useEditorStore';
import { useStepEdit } from '../useStepEdit';
import { MatchDataSection } from '../sections/MatchDataSection';

const predictStep = (params: Record<string, unknown> = {}): AppStep => ({
  uuid: 'p',
  sort: 2,
  action_type: '2',
  app_id: '1011',
  action_id: 'predict',
  params,
});
const withStep = (step: AppStep): PipelineContent => {
  const content = aPipeline().build();
  content[0]!.sample_data = { x1: 9, x2: 4, city: 'Beijing' };
  return [...content, step];
};

function Section() {
  const step = useEditorStore((s) => findStep(s.content, 'p'))!;
  return <MatchDataSection step={step} edit={useStepEdit('p')} />;
}

const model = (over: Record<string, unknown> = {}) => ({
  __typename: 'DataModel',
  dmid: '700',
  name: 'Purchases',
  latestVersion: 2,
  predictField: 'buys',
  predictFieldName: 'buys',
  ...over,
});

function setup(step: AppStep, language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    PredictModels: () => ({
      data: {
        dataModels: {
          __typename: 'DataModelPage',
          items: [model(), model({ dmid: '701', name: 'Churn', latestVersion: null, predictFieldName: 'churns' })],
        },
      },
    }),
    PredictFeatures: () => ({
      data: {
        dataModelFeatures: [
          { __typename: 'TableField', name: 'x1', type: 'NUMBER' },
          { __typename: 'TableField', name: 'city', type: 'TEXT' },
        ],
        modelVersions: {
          __typename: 'ModelVersionPage',
          items: [
            { __typename: 'ModelVersion', version: 2 },
            { __typename: 'ModelVersion', version: 1 },
          ],
        },
      },
    }),
  });
  return { ...renderInEditor(<Section />, { content: withStep(step), client, language }), calls };
}

describe('the 预测 step’s form', { timeout: 20_000 }, () => {
  it('offers the company’s models and, once one is chosen, its feature fields to map, and the output to later steps', async () => {
    const { user, store } = setup(predictStep());
    const select = await screen.findByRole('combobox', { name: /数据模型/ });
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
        '选择数据模型',
        'Purchases（预测buys）',
        'Churn（预测churns）',
      ]),
    );
    await user.selectOptions(select, '700');
    expect(await screen.findByRole('textbox', { name: '特征字段 x1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '特征字段 city' })).toBeTruthy();
    expect(screen.getByText('x1（数字）')).toBeTruthy();
    const step = findStep(store.getState().content, 'p')!;
    expect(step.params).toEqual({ dmid: '700', version: '', features: {} });
    // later steps can map {{2.prediction}} before any run
    expect(step.newSample).toMatchObject({ prediction: 'buys', confidence: 0.9, version: 1, dmid: '700' });
    const version = screen.getByRole('combobox', { name: /模型版本/ });
    expect([...(version as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['最新版本', '版本 2', '版本 1']);
    await user.selectOptions(version, '1');
    expect(findStep(store.getState().content, 'p')!.params.version).toBe(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('warns that a model without a trained version will fail its runs', async () => {
    setup(predictStep({ dmid: '701', features: {} }));
    expect(await screen.findByText(/还没有训练成功的版本/)).toBeTruthy();
  });

  it('keeps what was mapped, in English with no Chinese of its own', async () => {
    setup(predictStep({ dmid: '700', features: { x1: '{{1.x1}}' } }), 'en');
    expect(await screen.findByRole('textbox', { name: 'Feature field x1' })).toBeTruthy();
    expect(screen.getByText('x1 (number)')).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
  });
});
