import { describe, expect, it } from 'vitest';
import { triggerSampleFields } from './sampleFields';

describe('triggerSampleFields', () => {
  it('offers every leaf of the trigger sample as a {{1.path}} reference with its example value', () => {
    expect(triggerSampleFields({ order_id: '123456789012345678', buyer: { name: '王小明', city: '上海' }, items: [{ sku: 'A-1' }] })).toEqual([
      { label: 'order_id', preview: '123456789012345678', template: '{{1.order_id}}' },
      { label: 'buyer.name', preview: '王小明', template: '{{1.buyer.name}}' },
      { label: 'buyer.city', preview: '上海', template: '{{1.buyer.city}}' },
      { label: 'items.0.sku', preview: 'A-1', template: '{{1.items.0.sku}}' },
    ]);
  });

  it('offers nothing without a sample, and at most 40 fields', () => {
    expect(triggerSampleFields(null)).toEqual([]);
    expect(triggerSampleFields('text')).toEqual([]);
    expect(triggerSampleFields(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, i])))).toHaveLength(40);
  });
});
