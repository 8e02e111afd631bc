import { describe, expect, it } from 'vitest';
import { emptyForm, formErrors, formOf, inputOf, withDatasource, withPredictField } from './modelForm';

const filled = { ...emptyForm(), name: ' 购买预测 ', datasourceId: '11', predictField: '是否购买', feature: ['x1', 'x2'] };

describe('the data model form', () => {
  it('names every missing part, and nothing once it is filled', () => {
    expect(formErrors(emptyForm())).toEqual({
      name: 'form.errors.name',
      datasourceId: 'form.errors.datasource',
      predictField: 'form.errors.predictField',
      feature: 'form.errors.feature',
    });
    expect(formErrors(filled)).toEqual({});
    expect(formErrors({ ...filled, preFilter: [[{ field: '城市', operator: 13, value: '' }]] })).toEqual({ preFilter: 'form.errors.preFilter' });
  });

  it('sends typed operators and trimmed texts', () => {
    const input = inputOf({ ...filled, preFilter: [[{ field: '城市', operator: 13, value: '北京' }]] });
    expect(input).toEqual({
      name: '购买预测',
      scene: '',
      desc: '',
      datasourceId: '11',
      predictField: '是否购买',
      predictFieldName: '',
      feature: ['x1', 'x2'],
      preFilter: [[{ field: '城市', operator: 'IS', value: '北京' }]],
    });
  });

  it('reads a saved model back with spec §5 codes', () => {
    const form = formOf({
      name: 'm',
      scene: '',
      desc: '',
      datasourceId: '11',
      predictField: '金额',
      predictFieldName: '金额',
      feature: [{ name: 'x1' }],
      preFilter: [[{ field: 'x1', operator: 'GT', value: 3 }]],
    });
    expect(form).toMatchObject({ predictFieldName: '', feature: ['x1'], preFilter: [[{ field: 'x1', operator: 21, value: 3 }]] });
  });

  it('starts the fields over on another source, and takes the predict field out of the features', () => {
    expect(withDatasource(filled, '12')).toMatchObject({ datasourceId: '12', predictField: '', feature: [] });
    expect(withPredictField(filled, 'x2').feature).toEqual(['x1']);
  });
});
