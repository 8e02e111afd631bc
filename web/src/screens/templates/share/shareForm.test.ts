import { describe, expect, it } from 'vitest';
import { initialShareForm, shareRequest } from './shareForm';

const shared = {
  templateId: '77',
  title: '订单通知',
  description: '销售部用',
  category: 'ORDERS' as const,
  visibility: 'COMPANY' as const,
  shareTip: '先建好变量',
};

describe('the share form', () => {
  it("starts a first share from the pipeline's name, visible to link holders", () => {
    expect(initialShareForm({ suggestedTitle: '订单同步', template: null })).toEqual({
      title: '订单同步',
      description: '',
      category: 'OTHER',
      visibility: 'LINK',
      shareTip: '',
    });
  });

  it("starts sharing again from the template's own words and visibility", () => {
    expect(initialShareForm({ suggestedTitle: '订单同步', template: shared })).toEqual({
      title: '订单通知',
      description: '销售部用',
      category: 'ORDERS',
      visibility: 'COMPANY',
      shareTip: '先建好变量',
    });
  });

  it('creates the template the first time, trimmed', () => {
    const form = { title: ' 订单同步 ', description: ' 说明 ', category: 'DATA' as const, visibility: 'PUBLIC' as const, shareTip: '' };
    expect(shareRequest('5', { suggestedTitle: 'x' }, form)).toEqual({
      kind: 'create',
      input: { processId: '5', title: '订单同步', description: '说明', category: 'DATA', visibility: 'PUBLIC', shareTip: '' },
    });
  });

  it('updates, reopens and refreshes the steps of a pipeline shared before', () => {
    const start = { suggestedTitle: 'x', template: { ...shared, shareTip: null } };
    expect(shareRequest('5', start, initialShareForm(start))).toEqual({
      kind: 'update',
      templateId: '77',
      input: {
        title: '订单通知',
        description: '销售部用',
        category: 'ORDERS',
        visibility: 'COMPANY',
        shareTip: '',
        active: true,
        refreshSteps: true,
      },
    });
  });
});
