import { describe, expect, it } from 'vitest';
import type { AppField } from '../apps/definition';
import { matchFields, samplePaths } from './fieldMatch';

const fields: AppField[] = [
  { key: 'title', kind: 'text', label: '标题', required: true, mappable: true },
  { key: 'body', kind: 'text', label: '内容', mappable: true },
  { key: 'labels', kind: 'multiText', label: '标签', mappable: true },
  { key: 'to', kind: 'multiText', label: '收件人', mappable: true },
  { key: 'phone', kind: 'text', label: '联系电话', mappable: true },
  { key: 'headers', kind: 'object', label: '请求头', mappable: true },
  { key: 'state', kind: 'select', label: '状态', options: [] },
];

describe('samplePaths', () => {
  it('lists leaves with lists read by their first item', () => {
    expect(samplePaths({ a: 1, b: { c: 'x' }, items: [{ sku: 's1' }, { sku: 's2' }], none: [] })).toEqual([
      { path: 'a', value: 1 },
      { path: 'b.c', value: 'x' },
      { path: 'items.0.sku', value: 's1' },
      { path: 'none', value: [] },
    ]);
  });
});

describe('matchFields: mapping by name similarity', () => {
  it('maps each empty text field to the sample key that names it best, nearest step first', () => {
    const steps = [
      { step_number: 1, sample: { title: '旧标题', 内容: '表单正文', customer: { email: 'a@b.cn', 手机号: '138' } } },
      { step_number: 2, sample: { subject: '新主题', tags: ['vip'] } },
    ];
    const found = matchFields(fields, { title: 'Title', body: 'Body' }, steps);
    expect(found.map((f) => [f.field, f.reference, f.basis])).toEqual([
      ['title', '{{1.title}}', 'same_name'],
      ['body', '{{1.内容}}', 'same_label'],
      ['labels', '{{2.tags}}', 'synonym'],
      ['to', '{{1.customer.email}}', 'synonym'],
      ['phone', '{{1.customer.手机号}}', 'synonym'],
    ]);
    expect(found[0]!.confidence).toBeGreaterThan(found[2]!.confidence);
  });

  it('leaves filled fields, map fields and unrelated keys alone', () => {
    const found = matchFields(fields, {}, [{ step_number: 1, sample: { title: 't', headers: { a: 1 }, zzz: 1 } }], { title: '已填' });
    expect(found).toEqual([]);
  });

  it('prefers a later step on the same basis', () => {
    const found = matchFields([fields[0]!], {}, [
      { step_number: 1, sample: { title: 'a' } },
      { step_number: 3, sample: { title: 'b' } },
    ]);
    expect(found[0]!.reference).toBe('{{3.title}}');
  });
});
