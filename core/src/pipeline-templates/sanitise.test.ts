import { describe, expect, it } from 'vitest';
import { aPipeline } from '../pipeline/builders';
import { flattenSteps, type AppStep, type PipelineContent } from '../pipeline/model';
import { SECRET_MASK } from '../secrets/mask';
import { toTemplateContent } from './sanitise';

const TOKEN = 'ding-token-8f3a1c';
const SIGNING = 'SECsign0123456789';
const API_KEY = 'sk-live-9c2e77';

/** webhook → 钉钉 (account, token in the url of a sample) → switch on city (a branch sends with the key) → loop. */
function sharedPipeline(): PipelineContent {
  const content = aPipeline()
    .withStep('notify', {
      app_id: '2002',
      action_id: 'send_text',
      account_id: '77',
      params: { content: '新订单 {{1.order_id}}，城市 {{1.city}}，店铺 {{env.SHOP}}' },
      request_params: { account_id: '77', app_id: '2002', action_id: 'send_text', fields: ['content'], user_id: '5', company_id: '9' },
      return_data: { errcode: 0, url: `https://oapi.dingtalk.com/robot/send?access_token=${TOKEN}` },
      send_status: 'success',
      settings: { retries: 2 },
    })
    .withSwitch(2)
    .withStep('loop', { app_id: '1005', action_id: 'loop', params: { items: '{{1.items}}' } })
    .withStep('inner', { app_id: '1007', action_id: 'send', parentLoopUuid: 'loop', params: { url: 'https://api.example.com/{{6.sku}}' } })
    .build();
  content[0]!.sample_data = { order_id: '1234567890123456789', city: '杭州', note: `key=${API_KEY}` };
  content[0]!.sample_status = 'failed';
  const branch = flattenSteps(content).find((s) => s.uuid === 'switch-b1-s1')!;
  Object.assign(branch, { account_id: '78', params: { headers: { Authorization: `Bearer ${Buffer.from(API_KEY).toString('base64')}` } } });
  content[2]!.segs![0]!.conditions = [[{ field: '{{1.city}}', operator: 13, value: '杭州' }]];
  return content;
}

const byUuid = (content: PipelineContent) => new Map(flattenSteps(content).map((s): [string, AppStep] => [s.uuid, s]));

describe('toTemplateContent', () => {
  const original = sharedPipeline();
  const { content, maskedSecrets } = toTemplateContent(original, [TOKEN, SIGNING, API_KEY, 'abc']);
  const steps = byUuid(content);

  it.each([
    ['the action step', 'notify'],
    ['a step inside a branch', 'switch-b1-s1'],
  ])('removes the account of %s, and the account, person and company of its request_params', (_name, uuid) => {
    const step = steps.get(uuid)!;
    expect(step.account_id).toBeUndefined();
    expect(step.request_params?.account_id).toBeUndefined();
    expect(step.request_params?.user_id).toBeUndefined();
    expect(step.request_params?.company_id).toBeUndefined();
  });

  it('keeps what the request_params say about the action', () => {
    expect(steps.get('notify')!.request_params).toEqual({ app_id: '2002', action_id: 'send_text', fields: ['content'] });
  });

  it('keeps mappings, {{env.KEY}} references, settings, branches with their conditions, loops and sample data', () => {
    expect(steps.get('notify')!.params.content).toBe('新订单 {{1.order_id}}，城市 {{1.city}}，店铺 {{env.SHOP}}');
    expect(steps.get('notify')!.settings).toEqual({ retries: 2 });
    expect(content[2]!.segs!.map((s) => s.segKey)).toEqual(['b1', 'b2']);
    expect(content[2]!.segs![0]!.conditions).toEqual([[{ field: '{{1.city}}', operator: 13, value: '杭州' }]]);
    expect(steps.get('inner')!.parentLoopUuid).toBe('loop');
    expect(steps.get('inner')!.params.url).toBe('https://api.example.com/{{6.sku}}');
    expect(content[0]!.sample_data).toMatchObject({ order_id: '1234567890123456789', city: '杭州' });
  });

  it('drops what tests of the sharer’s own accounts observed', () => {
    expect(steps.get('notify')!.send_status).toBeUndefined();
    expect(content[0]!.sample_status).toBeUndefined();
  });

  it.each([
    ['in a sample of the trigger', () => content[0]!.sample_data, { note: `key=${SECRET_MASK}` }],
    [
      'in a step’s returned data',
      () => steps.get('notify')!.return_data,
      { url: `https://oapi.dingtalk.com/robot/send?access_token=${SECRET_MASK}` },
    ],
    ['base64-encoded in a branch step’s header', () => steps.get('switch-b1-s1')!.params, { headers: { Authorization: `Bearer ${SECRET_MASK}` } }],
  ])('masks a secret %s', (_where, read, expected) => {
    expect(read()).toMatchObject(expected);
  });

  it('finds no secret anywhere in the template, in any spelling', () => {
    const text = JSON.stringify(content);
    for (const secret of [TOKEN, API_KEY, Buffer.from(API_KEY).toString('base64')]) expect(text).not.toContain(secret);
  });

  it('counts the distinct secrets it masked: not the absent one, not one too short to mask', () => {
    expect(maskedSecrets).toBe(2);
  });

  it('leaves the pipeline it was given untouched', () => {
    expect(original).toEqual(sharedPipeline());
  });

  it('never masks the structure, even a secret that reads like an app id or a uuid', () => {
    const made = toTemplateContent(sharedPipeline(), ['2002', 'notify', 'loop']);
    expect(flattenSteps(made.content).map((s) => [s.uuid, s.app_id])).toEqual(flattenSteps(sharedPipeline()).map((s) => [s.uuid, s.app_id]));
    expect(made.content[2]!.segs!.map((s) => s.switchParentuuid)).toEqual(['switch', 'switch']);
  });

  it('masks nothing and counts nothing without secrets', () => {
    const made = toTemplateContent(sharedPipeline(), []);
    expect(made.maskedSecrets).toBe(0);
    expect(made.content[0]!.sample_data).toMatchObject({ note: `key=${API_KEY}` });
  });
});
