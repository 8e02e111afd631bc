import { describe, expect, it } from 'vitest';
import { checkPipeline } from '../families/dataprocess/check';
import { loadCatalogue } from './catalogue';
import { catalogueValidation } from './validation';

const webhook = { uuid: 't', action_type: '1', app_id: '1001', action_id: 'receive', params: {} };
const issue = (params: Record<string, unknown>) => ({
  uuid: 'g',
  action_type: '2',
  app_id: '2006',
  action_id: 'create_issue',
  account_id: '1',
  params,
});

describe('the publish guard knows the catalogue (spec §4–§5)', () => {
  const validation = catalogueValidation(loadCatalogue());

  it('blocks a catalogue action whose required fields are empty, as the editor shows it', () => {
    const content = JSON.stringify([webhook, issue({ owner: 'walker', repo: 'orders' })]);
    const problems = checkPipeline({ title: 't', content }, 'free', validation);
    expect(problems).toContainEqual(expect.objectContaining({ step_uuid: 'g', message: '必填字段未填写' }));
  });

  it('passes it once filled, and needs no account for a built-in', () => {
    const content = JSON.stringify([webhook, issue({ owner: 'walker', repo: 'orders', title: '{{1.order_id}}' })]);
    expect(checkPipeline({ title: 't', content }, 'free', validation)).toEqual([]);
    const noAccount = JSON.stringify([webhook, { ...issue({ owner: 'a', repo: 'b', title: 'c' }), account_id: undefined }]);
    expect(checkPipeline({ title: 't', content: noAccount }, 'free', validation).map((p) => p.message)).toContain('未选择账户');
  });
});
