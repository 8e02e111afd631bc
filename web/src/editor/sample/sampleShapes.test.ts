import { parseJsonKeepingBigIds } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { flattenSample, previewOf, sampleLabels, sampleTable, sampleTree } from './sampleShapes';

const order = parseJsonKeepingBigIds(
  '{"order_id":1234567890123456789,"amount":150,"city":"上海","items":[{"sku":"A","qty":2}],"buyer":{"name":"张三"}}',
);

describe('sample shapes', () => {
  it('keeps a 19-digit id exact in every preview', () => {
    expect(flattenSample(order)[0]).toEqual({ key: 'order_id', value: '1234567890123456789' });
    expect(sampleTree(order)[0]!.preview).toBe('1234567890123456789');
    expect(sampleTable(order).rows[0]![0]).toBe('1234567890123456789');
  });

  it('flattens nested records and arrays into dotted keys', () => {
    expect(flattenSample(order).map((r) => r.key)).toEqual(['order_id', 'amount', 'city', 'items[0].sku', 'items[0].qty', 'buyer.name']);
  });

  it('builds a tree whose paths are what {{N.path}} reads', () => {
    const items = sampleTree(order).find((n) => n.key === 'items')!;
    expect(items.preview).toBe('[1]');
    expect(items.children![0]!.children!.map((n) => n.path)).toEqual([
      ['items', '0', 'sku'],
      ['items', '0', 'qty'],
    ]);
  });

  it('labels the keys a step names (a 金数据 field’s label for field_1), at any depth', () => {
    const labels = sampleLabels({ field_1: '姓名', 'buyer.name': '买家', junk: 3 });
    expect(labels).toEqual({ field_1: '姓名', 'buyer.name': '买家' });
    const tree = sampleTree({ field_1: '李雷', buyer: { name: '张三' }, other: 1 }, [], labels);
    expect(tree.map((n) => [n.key, n.label])).toEqual([
      ['field_1', '姓名'],
      ['buyer', undefined],
      ['other', undefined],
    ]);
    expect(tree[1]!.children![0]!.label).toBe('买家');
    expect(sampleLabels(['x'])).toEqual({});
  });

  it('shows a list of records as rows of a table', () => {
    expect(sampleTable([{ a: 1 }, { a: 2, b: 'x' }])).toEqual({
      columns: ['a', 'b'],
      rows: [
        ['1', ''],
        ['2', 'x'],
      ],
    });
  });

  it.each([
    [null, 'null'],
    [false, 'false'],
    [[1, 2], '[2]'],
    ['x'.repeat(100), `${'x'.repeat(77)}…`],
  ])('previews %j as %s', (value, text) => {
    expect(previewOf(value)).toBe(text);
  });
});
