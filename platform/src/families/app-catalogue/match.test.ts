import type { AppField, AppStep } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { suggestMappings } from './match';

const step = (uuid: string, extra: Partial<AppStep> = {}): AppStep => ({
  uuid,
  sort: 1,
  action_type: '2',
  app_id: '2002',
  action_id: 'send_text',
  params: {},
  ...extra,
});
const fields: AppField[] = [
  { key: 'content', kind: 'text', label: '消息内容', mappable: true },
  { key: 'order_id', kind: 'text', label: '订单号', mappable: true },
  { key: 'mobile', kind: 'text', label: '手机号', mappable: true },
  { key: 'secret', kind: 'text', label: '密钥' },
];

describe('suggested field mappings', () => {
  it('prefers an exact key or label over a fuzzy one, and the nearest earlier step', () => {
    const content = [
      step('t', { action_type: '1', sample_data: { orderId: 1, order: { buyer_mobile: '138' }, 消息内容: 'x' } }),
      step('a', { return_data: { OrderID: 2 } }),
      step('target'),
    ];
    expect(suggestMappings(content, 'target', fields)).toEqual([
      { field: 'content', reference: '{{1.消息内容}}', step_uuid: 't', step_number: 1, key: '消息内容', quality: 'exact' },
      { field: 'order_id', reference: '{{2.OrderID}}', step_uuid: 'a', step_number: 2, key: 'OrderID', quality: 'exact' },
      { field: 'mobile', reference: '{{1.order.buyer_mobile}}', step_uuid: 't', step_number: 1, key: 'order.buyer_mobile', quality: 'fuzzy' },
    ]);
  });

  it('leaves filled and unmappable fields alone, reads no later step, and knows no unknown step', () => {
    const content = [
      step('t', { action_type: '1', sample_data: { secret: 's' } }),
      step('target', { params: { content: '{{1.x}}' } }),
      step('later', { return_data: { content: 1 } }),
    ];
    expect(suggestMappings(content, 'target', fields)).toEqual([]);
    expect(suggestMappings(content, 'nope', fields)).toBeUndefined();
  });
});
