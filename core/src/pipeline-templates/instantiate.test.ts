import { describe, expect, it } from 'vitest';
import { aPipeline } from '../pipeline/builders';
import { flattenSteps } from '../pipeline/model';
import { instantiateTemplate, templateAccountNeeds, templateVariableNeeds } from './instantiate';

const content = aPipeline()
  .withStep('notify', { app_id: '2002', action_id: 'send_text', params: { content: '新订单 {{1.order_id}} {{env.SHOP}}' } })
  .withSwitch(2)
  .build();
const inputs = [{ step_uuid: 'notify', key: 'content', label: '消息内容', required: true }];

describe('templateAccountNeeds', () => {
  it('lists the steps whose app needs an account, with their numbers, branches included', () => {
    const needs = templateAccountNeeds(content, (app) => app === '2002' || app === '1007');
    expect(needs.map((n) => [n.step_uuid, n.step_number, n.app_id])).toEqual([
      ['notify', 2, '2002'],
      ['switch-b1-s1', 4, '1007'],
      ['switch-b2-s1', 5, '1007'],
    ]);
  });
});

describe('templateVariableNeeds', () => {
  it('finds every {{env.KEY}} once, sorted', () => {
    const withTwo = aPipeline()
      .withStep('a', { params: { url: '{{ env.B_URL }}', x: '{{env.SHOP}}{{env.SHOP}}' } })
      .build();
    expect(templateVariableNeeds(withTwo)).toEqual(['B_URL', 'SHOP']);
  });
});

describe('instantiateTemplate', () => {
  it('fills accounts and asked values without touching the template', () => {
    const made = instantiateTemplate(content, inputs, {
      accounts: { notify: '77', 'switch-b1-s1': '78' },
      values: { notify: { content: 'hi {{1.x}}' } },
    });
    const steps = new Map(flattenSteps(made).map((s) => [s.uuid, s]));
    expect(steps.get('notify')).toMatchObject({ account_id: '77', params: { content: 'hi {{1.x}}' } });
    expect(steps.get('switch-b1-s1')?.account_id).toBe('78');
    expect(flattenSteps(content).find((s) => s.uuid === 'notify')?.account_id).toBeUndefined();
  });

  it('refuses a step the template does not have, and a field it does not ask', () => {
    expect(() => instantiateTemplate(content, inputs, { accounts: { nope: '1' } })).toThrow(/nope/);
    expect(() => instantiateTemplate(content, inputs, { values: { notify: { url: 'x' } } })).toThrow(/url/);
  });
});
