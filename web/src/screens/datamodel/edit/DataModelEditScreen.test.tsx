// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { cjkLeaks } from '../../../test/cjkLeaks';
import { meOf } from '../../../test/me';
import { renderScreen } from '../../apps/renderScreen';
import { operationClient, type Answer } from '../../apps/testClient';
import { aModel, sources } from '../testFixtures';
import DataModelEditScreen from './DataModelEditScreen';

function setup(options: { path?: string; language?: 'zh-CN' | 'en'; create?: Answer } = {}) {
  const { client, calls } = operationClient({
    Me: () => meOf('editor'),
    ModelSources: sources,
    DataModel: () => ({
      data: { dataModel: aModel({ preFilter: [[{ __typename: 'Condition', field: 'city', operator: 'IS_NOT', value: 'Paris' }]] }) },
    }),
    CreateDataModel: options.create ?? (() => ({ data: { createDataModel: aModel({ dmid: '701' }) } })),
    UpdateDataModel: () => ({ data: { updateDataModel: aModel() } }),
  });
  const path = options.path ?? '/data-source/models/new';
  const ui = (
    <RoutesAt path={path}>
      <DataModelEditScreen />
    </RoutesAt>
  );
  return { ...renderScreen(ui, { client, path, language: options.language }), calls };
}

/** The screen under its route pattern, so useParams gives :dmid as the app's router does. */
function RoutesAt({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path.endsWith('/edit') ? '/data-source/models/:dmid/edit' : '/data-source/models/new'} element={children} />
      <Route path="*" element={null} />
    </Routes>
  );
}

const created = (calls: { operation: string; variables: Record<string, unknown> }[]) =>
  calls.filter((c) => c.operation === 'CreateDataModel').map((c) => c.variables);

describe('the data model form', { timeout: 30_000 }, () => {
  it('says what is missing, then creates the model with typed pre-filter conditions and opens it', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写模型名称')).toBeTruthy();
    expect(screen.getByText('请至少选择一个特征字段')).toBeTruthy();
    expect(created(calls)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /模型名称/ }), '购买预测');
    await user.selectOptions(screen.getByRole('combobox', { name: /数据源/ }), '500');
    const predict = screen.getByRole('combobox', { name: /^预测字段/ });
    // a date cannot be predicted
    expect([...(predict as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'x1', 'city', 'buys']);
    await user.selectOptions(predict, 'buys');
    const features = screen.getByRole('group', { name: /^特征字段/ });
    expect(within(features).queryByRole('checkbox', { name: /buys/ })).toBeNull();
    await user.click(within(features).getByRole('checkbox', { name: 'x1（数字）' }));
    await user.click(within(features).getByRole('checkbox', { name: 'city（文本）' }));
    await user.click(screen.getByRole('button', { name: '添加筛选条件' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '条件 1-1 的字段' }), 'x1');
    // the operators follow the column's type
    await user.selectOptions(screen.getByRole('combobox', { name: '条件 1-1 的运算符' }), '22');
    await user.type(screen.getByRole('textbox', { name: '条件 1-1 的值' }), '0');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(created(calls)).toEqual([
        {
          input: {
            name: '购买预测',
            scene: '',
            desc: '',
            datasourceId: '500',
            predictField: 'buys',
            predictFieldName: '',
            feature: ['x1', 'city'],
            preFilter: [[{ field: 'x1', operator: 'GTE', value: '0' }]],
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/data-source/models/701'));
  });

  it('shows the platform’s refusal as it words it', async () => {
    const { user } = setup({
      create: () => ({
        errors: [
          { message: '模型字段设置有误：数据源「purchases」中没有预测字段「buys」', extensions: { code: 'BAD_USER_INPUT', upstreamCode: 4324 } },
        ],
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: /模型名称/ }), 'm');
    await user.selectOptions(screen.getByRole('combobox', { name: /数据源/ }), '500');
    await user.selectOptions(screen.getByRole('combobox', { name: /^预测字段/ }), 'buys');
    await user.click(screen.getByRole('checkbox', { name: 'x1（数字）' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('模型字段设置有误：数据源「purchases」中没有预测字段「buys」')).toBeTruthy();
  });

  it('edits a saved model, its pre-filter read back from the typed conditions, in English with no Chinese of its own', async () => {
    setup({ path: '/data-source/models/700/edit', language: 'en' });
    expect(((await screen.findByRole('textbox', { name: /Model name/ })) as HTMLInputElement).value).toBe('Purchases');
    expect((screen.getByRole('combobox', { name: 'Operator of condition 1-1' }) as HTMLSelectElement).value).toBe('14');
    expect((screen.getByRole('checkbox', { name: 'x1 (number)' }) as HTMLInputElement).checked).toBe(true);
    expect(cjkLeaks([])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
