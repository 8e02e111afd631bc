// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { cjkLeaks } from '../../test/cjkLeaks';
import { meOf } from '../../test/me';
import { settled } from '../../test/settledDialog';
import { renderScreen } from '../apps/renderScreen';
import { operationClient } from '../apps/testClient';
import DatasourceScreen from './DatasourceScreen';

const SLOW = { timeout: 5000 };

const table = (over: Record<string, unknown> = {}) => ({
  __typename: 'Datasource',
  dsid: '500',
  name: 'purchases',
  type: 'CSV',
  rows: 400,
  tableFields: [
    { __typename: 'TableField', name: 'x1', type: 'NUMBER' },
    { __typename: 'TableField', name: 'city', type: 'TEXT' },
  ],
  createtime: '2026-11-20T02:00:00Z',
  ...over,
});

function setup(language: 'zh-CN' | 'en' = 'zh-CN') {
  const { client, calls } = operationClient({
    Me: () => meOf('editor'),
    Datasources: () => ({ data: { datasources: { __typename: 'DatasourcePage', total: 1, items: [table()] } } }),
    UploadDatasourceFile: () => ({
      data: {
        uploadDatasourceFile: {
          __typename: 'DatasourceFile',
          filepath: '900.csv',
          sheet: 'Sheet1',
          headers: ['x1', 'label'],
          types: [
            { __typename: 'TableField', name: 'x1', type: 'NUMBER' },
            { __typename: 'TableField', name: 'label', type: 'TEXT' },
          ],
          rows: 3,
        },
      },
    }),
    AddDatasource: () => ({ data: { addDatasource: { __typename: 'Datasource', dsid: '501', name: 'scores', rows: 3 } } }),
  });
  return { ...renderScreen(<DatasourceScreen />, { client, path: '/data-source', language }), calls };
}

describe('/data-source', { timeout: 30_000 }, () => {
  it('lists the data sources with their columns and types', async () => {
    setup();
    const list = await screen.findByRole('table', { name: '数据源列表' });
    const [, row] = within(list).getAllByRole('row');
    expect(within(row!).getByText('purchases')).toBeTruthy();
    expect(within(row!).getByText('CSV 文件')).toBeTruthy();
    expect(within(row!).getByText('x1（数字）、city（文本）')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '数据模型' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('uploads a file, lets the person retype a column, and imports it as a data source', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '上传数据源' }));
    const dialog = await settled(await screen.findByRole('dialog', { name: '上传数据源', hidden: true }, SLOW));
    const file = new File(['x1,label\n1,a\n2,b\n3,c\n'], 'scores.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('选择文件'), file);
    expect(await within(dialog).findByText('共 3 行、2 列。请确认各列的类型：')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /数据源名称/ }) as HTMLInputElement).value).toBe('scores');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '「label」列的类型' }), 'BOOLEAN');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operation === 'AddDatasource').map((c) => c.variables)).toEqual([
        {
          input: {
            name: 'scores',
            filepath: '900.csv',
            sheet: 'Sheet1',
            tableFields: [
              { name: 'x1', type: 'NUMBER' },
              { name: 'label', type: 'BOOLEAN' },
            ],
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads in English with no Chinese of its own', async () => {
    setup('en');
    expect(await screen.findByText('x1 (number), city (text)')).toBeTruthy();
    expect(cjkLeaks([])).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });
});
