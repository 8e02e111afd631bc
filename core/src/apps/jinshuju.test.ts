import { describe, expect, it } from 'vitest';
import { entryBody, entryFilters, entryLabels, entryValue, formFields, sampleEntry, type JinshujuField } from './jinshuju';

const v1Detail = {
  name: '活动报名',
  fields: [
    { field_1: { label: '姓名', type: 'single_line_text', validation: { required: true } } },
    {
      field_2: {
        label: '称呼',
        type: 'single_choice',
        choices: [
          { name: '先生', value: '2jYk' },
          { name: '女士', value: 'pIjs' },
        ],
      },
    },
    {
      field_3: {
        label: '行业',
        type: 'multiple_choice',
        choices: [
          { name: '餐饮', value: 'vXHU' },
          { name: '教育', value: 'zI63' },
        ],
      },
    },
    { field_4: { label: '人数', type: 'number' } },
    'not a field',
  ],
};

describe('金数据 forms and entries', () => {
  const fields = formFields(v1Detail);

  it('reads a v1 form detail and a v4 one into the same fields, in the form’s order', () => {
    expect(fields.map((f) => [f.api_code, f.label, f.type, f.required])).toEqual([
      ['field_1', '姓名', 'single_line_text', true],
      ['field_2', '称呼', 'single_choice', false],
      ['field_3', '行业', 'multiple_choice', false],
      ['field_4', '人数', 'number', false],
    ]);
    const v4 = formFields({
      fields: [
        { api_code: 'field_2', label: '称呼', type: 'single_choice', validations: { required: true }, choices: [{ name: '先生', value: '2jYk' }] },
      ],
    });
    expect(v4).toEqual([{ api_code: 'field_2', label: '称呼', type: 'single_choice', required: true, choices: [{ name: '先生', value: '2jYk' }] }]);
    expect(formFields(null)).toEqual([]);
  });

  it('labels an entry’s keys in Chinese (or English for the system fields)', () => {
    expect(entryLabels(fields)).toMatchObject({ field_1: '姓名', field_3: '行业', serial_number: '序号', created_at: '提交时间' });
    expect(entryLabels(fields, 'en')).toMatchObject({ field_1: '姓名', serial_number: 'Serial number' });
  });

  it('makes a sample entry shaped as 金数据 pushes one', () => {
    expect(sampleEntry(fields)).toEqual({
      serial_number: 1,
      field_1: '示例姓名',
      field_2: '2jYk',
      field_3: ['vXHU'],
      field_4: 1,
      creator_name: '',
      created_at: '2026-01-01T08:00:00.000Z',
      updated_at: '2026-01-01T08:00:00.000Z',
      info_remote_ip: '127.0.0.1',
    });
  });

  it.each<[string, unknown, unknown]>([
    ['field_2', '女士', 'pIjs'],
    ['field_2', 'pIjs', 'pIjs'],
    ['field_2', '其他', '其他'],
    ['field_3', '餐饮，教育', ['vXHU', 'zI63']],
    ['field_3', ['教育'], ['zI63']],
    ['field_4', '12', 12],
    ['field_4', 'twelve', 'twelve'],
    ['field_1', '李雷', '李雷'],
  ])('maps %s = %j to %j', (code, value, expected) => {
    expect(entryValue(fields.find((f) => f.api_code === code) as JinshujuField, value)).toEqual(expected);
  });

  it('builds an entry body from api codes and refuses a key the form lacks by name', () => {
    expect(entryBody(fields, { field_1: '韩梅梅', field_2: '女士', field_4: '' })).toEqual({
      ok: true,
      body: { field_1: '韩梅梅', field_2: 'pIjs' },
    });
    expect(entryBody(fields, { field_1: 'a', 姓名: 'b', field_9: 'c' })).toEqual({ ok: false, unknown: ['姓名', 'field_9'] });
  });

  it('turns a field comparison and a time window into 金数据 filters', () => {
    expect(entryFilters(fields, { field: 'field_2', value: '先生', since: '2026-01-01T00:00:00Z', until: '2026-02-01T00:00:00Z' })).toEqual([
      { field: 'field_2', operator: 'eq', value: '2jYk' },
      { field: 'created_at', operator: 'gte', value: '2026-01-01T00:00:00Z' },
      { field: 'created_at', operator: 'lte', value: '2026-02-01T00:00:00Z' },
    ]);
    expect(entryFilters(fields, { field: 'field_3', operator: 'like', value: '教育' })).toEqual([
      { field: 'field_3', operator: 'like', value: 'zI63' },
    ]);
    expect(entryFilters(fields, { field: 'field_1', operator: 'drop table', value: 'x' })).toEqual([
      { field: 'field_1', operator: 'eq', value: 'x' },
    ]);
    expect(entryFilters(fields, { field: 'field_1', value: '' })).toEqual([]);
  });
});
