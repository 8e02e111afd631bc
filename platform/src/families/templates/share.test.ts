import type { Template } from '@huiliu/contract';
import { SECRET_MASK, aPipeline } from '@huiliu/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema-templates';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { T, TEST_STARTERS, aDingtalkAccount, aPipelineOf, dingtalkContent, filterContent, share, sharedTemplate } from './fixtures';

const WEBHOOK = 'https://oapi.dingtalk.com/robot/send?access_token=ding-secret-token-42';
const SIGNING = 'SECsigning-secret-77';
const API_KEY = 'sk-variable-secret-93';
const SECRETS = [WEBHOOK, SIGNING, API_KEY, 'ding-secret-token-42'];

describe.each(drivers())('sharing a pipeline on %s', (kind) => {
  const t = usePlatform(kind, { starters: TEST_STARTERS });
  let me: SignedUp;
  let other: SignedUp;
  let processId: string;
  let template: Template;

  const shareStatus = async (id: string) =>
    (await t.call('GET', '/v1/api/dataprocess/getone', { token: me.token, query: { process_id: id } })).data.share_status;
  const put = (who: SignedUp, id: string, body: unknown) => t.call('PUT', `${T}/update/${id}`, { token: who.token, body });

  beforeAll(async () => {
    me = await t.signUp();
    other = await t.signUp();
    const account = await aDingtalkAccount(t, me, WEBHOOK, SIGNING);
    const variable = await t.call('POST', '/v1/api/process/environmentvariables/add', {
      token: me.token,
      body: { variable_name: '接口密钥', variable_key: 'API_KEY', variable_value: API_KEY, variable_type: 'secret' },
    });
    expect(variable.code).toBe(0);
    // a step used the account, and what the steps observed carries its secrets and the variable's value
    const content = dingtalkContent(account, { order_id: 'A-1', callback: WEBHOOK, sign: SIGNING });
    content[1]!.params.content = '订单 {{1.order_id}} 密钥 {{env.API_KEY}}';
    content[1]!.return_data = { errcode: 0, echoed: `key=${API_KEY}` };
    content[1]!.send_status = 'success';
    processId = await aPipelineOf(t, me, content, '订单通知到钉钉');
  });

  it('previews what sharing publishes without writing anything', async () => {
    const preview = await t.call('GET', `${T}/tips`, { token: me.token, query: { process_id: processId } });
    expect(preview.data).toEqual({
      process_id: processId,
      template: null,
      suggested_title: '订单通知到钉钉',
      account_needs: [{ step_uuid: 'notify', step_number: 2, app_id: '2002', action_id: 'send_text' }],
      variable_needs: ['API_KEY'],
      // the webhook address, the signing secret and the variable's value (the token alone is inside the address)
      masked_secrets: 3,
    });
    expect(await t.db.select().from(templates)).toHaveLength(0);
    expect(await shareStatus(processId)).toBe(0);
  });

  it('shares the steps without the account or any secret, and marks the pipeline shared', async () => {
    const shared = await share(t, me, {
      process_id: processId,
      description: '新订单推送',
      category: 'notify',
      visible: 2,
      share_tip: '先建好钉钉机器人',
    });
    expect(shared.code, shared.raw).toBe(0);
    template = shared.data;
    expect(template).toMatchObject({
      title: '订单通知到钉钉',
      category: 'notify',
      visible: 2,
      active: 1,
      source: 'shared',
      share_tip: '先建好钉钉机器人',
      process_id: processId,
      creator_id: me.userid,
      app_ids: ['1001', '2002'],
      variable_needs: ['API_KEY'],
      use_count: 0,
    });
    const [trigger, notify] = JSON.parse(template.content);
    expect(notify.account_id).toBeUndefined();
    expect(notify.send_status).toBeUndefined();
    expect(notify.params.content).toBe('订单 {{1.order_id}} 密钥 {{env.API_KEY}}');
    expect(trigger.sample_data).toEqual({ order_id: 'A-1', callback: SECRET_MASK, sign: SECRET_MASK });
    expect(notify.return_data).toEqual({ errcode: 0, echoed: `key=${SECRET_MASK}` });
    const [row] = await t.db.select().from(templates).where(eq(templates.id, template.template_id));
    for (const secret of SECRETS) {
      expect(shared.raw).not.toContain(secret);
      expect(JSON.stringify(row)).not.toContain(secret);
    }
    expect(await shareStatus(processId)).toBe(1);
  });

  it('masks the webhook key of another pipeline a step posts to: the key would let anyone start it', async () => {
    const target = await aPipelineOf(t, me, dingtalkContent(), '接收转发');
    const hook = await t.call('GET', '/v1/api/data/webhook/fetch', { token: me.token, query: { process_id: target } });
    const key: string = hook.data.webhook_key;
    const content = filterContent(hook.data.webhook_url);
    content[2]!.return_data = { accepted: true, path: hook.data.accept_path };
    const shared = await sharedTemplate(t, me, content, { title: '转发到另一个流程' });
    expect(shared.content).not.toContain(key);
    expect(JSON.parse(shared.content)[2].params.url).toBe(hook.data.webhook_url.replace(key, SECRET_MASK));
  });

  it('masks what a plain variable became in a sample, but not a short value the design also uses', async () => {
    const add = (key: string, value: string) =>
      t.call('POST', '/v1/api/process/environmentvariables/add', {
        token: me.token,
        body: { variable_name: key, variable_key: key, variable_value: value, variable_type: 'text' },
      });
    expect((await add('ERP_URL', 'https://erp.internal.example.cn/api')).code).toBe(0);
    expect((await add('CITY', '上海')).code).toBe(0);
    const content = filterContent('{{env.ERP_URL}}/orders');
    content[2]!.return_data = { called: 'https://erp.internal.example.cn/api/orders', city: '上海' };
    const shared = await sharedTemplate(t, me, content, { title: '环境变量的值' });
    expect(shared.content).not.toContain('erp.internal.example.cn');
    expect(JSON.parse(shared.content)[2]).toMatchObject({ params: { url: '{{env.ERP_URL}}/orders' }, return_data: { city: '上海' } });
  });

  it('answers which template a pipeline has, and none for one never shared', async () => {
    const found = await t.call('GET', `${T}/isExists/${processId}`, { token: me.token });
    expect(found.data).toMatchObject({ isExists: true, template: { template_id: template.template_id } });
    const plain = await aPipelineOf(t, me, dingtalkContent());
    expect((await t.call('GET', `${T}/isExists/${plain}`, { token: me.token })).data).toEqual({ isExists: false, template: null });
    expect((await t.call('GET', `${T}/tips`, { token: me.token, query: { process_id: processId } })).data.template.template_id).toBe(
      template.template_id,
    );
  });

  it('sets the share tip and clears it with an empty one', async () => {
    const set = await t.call('POST', `${T}/tips`, { token: me.token, body: { template_id: template.template_id, share_tip: '记得配置 API_KEY' } });
    expect(set.data.share_tip).toBe('记得配置 API_KEY');
    const cleared = await t.call('POST', `${T}/tips`, { token: me.token, body: { template_id: template.template_id, share_tip: '' } });
    expect(cleared.data.share_tip).toBeNull();
  });

  it('changes what the simplified creation asks and who may use it', async () => {
    const inputs = [{ step_uuid: 'notify', key: 'content', label: '消息内容', label_en: 'Message', help: '可插入订单字段' }];
    const updated = await put(me, template.template_id, { inputs, visible: 0, title: '订单推送', category: 'orders' });
    expect(updated.code, updated.raw).toBe(0);
    expect(updated.data).toMatchObject({ visible: 0, title: '订单推送', category: 'orders' });
    expect(updated.data.inputs).toEqual([{ ...inputs[0], help_en: null, required: true }]);
  });

  it('stops sharing and shares again: the pipeline’s share status follows', async () => {
    expect((await put(me, template.template_id, { active: 0 })).data.active).toBe(0);
    expect(await shareStatus(processId)).toBe(0);
    const list = await t.call('GET', '/v1/api/dataprocess/list', { token: me.token, query: { share_status: 1 } });
    expect(list.data.list.map((p: { process_id: string }) => p.process_id)).not.toContain(processId);
    // sharing the pipeline again revives the same template, its link and what it asks; what is not sent is kept
    const again = await share(t, me, { process_id: processId, visible: 1 });
    expect(again.data).toMatchObject({
      template_id: template.template_id,
      active: 1,
      visible: 1,
      category: 'orders',
      title: '订单推送',
      share_token: template.share_token,
    });
    expect(again.data.inputs).toHaveLength(1);
    expect(await shareStatus(processId)).toBe(1);
  });

  it('copies the pipeline’s current steps again on refresh_steps, secrets masked again', async () => {
    const content = dingtalkContent(undefined, { order_id: 'B-2', token: SIGNING });
    content.push({ ...aPipeline().withStep('extra').build()[1]!, params: { url: 'https://example.com/{{1.order_id}}', method: 'POST' } });
    const saved = await t.call('POST', '/v1/api/dataprocess/update', {
      token: me.token,
      body: { process_id: processId, content: JSON.stringify(content) },
    });
    expect(saved.code).toBe(0);
    const refreshed = await put(me, template.template_id, { refresh_steps: 1 });
    const steps = JSON.parse(refreshed.data.content);
    expect(steps.map((s: { uuid: string }) => s.uuid)).toEqual(['trigger', 'notify', 'extra']);
    expect(steps[0].sample_data).toEqual({ order_id: 'B-2', token: SECRET_MASK });
    expect(refreshed.data.inputs).toHaveLength(1);
  });

  it('refuses a bad change whole: nothing of it is written', async () => {
    const before = (await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).data;
    const refused = await put(me, template.template_id, { title: '不会保存', inputs: [{ step_uuid: 'nope', key: 'content', label: '内容' }] });
    expect([refused.status, refused.code, refused.msg]).toEqual([400, 4122, '模板中没有步骤 nope']);
    expect((await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).data).toEqual(before);
  });

  it.each([
    ['a step the template does not have', [{ step_uuid: 'ghost', key: 'content', label: '内容' }], '模板中没有步骤 ghost'],
    ['a field the step does not have', [{ step_uuid: 'notify', key: 'colour', label: '颜色' }], '步骤「发到钉钉群」没有字段 colour'],
    [
      'the same field twice',
      [
        { step_uuid: 'notify', key: 'content', label: 'a' },
        { step_uuid: 'notify', key: 'content', label: 'b' },
      ],
      '字段 content 重复',
    ],
  ])('refuses inputs naming %s (4122)', async (_name, inputs, msg) => {
    const refused = await share(t, me, { process_id: processId, inputs });
    expect([refused.status, refused.code, refused.msg]).toEqual([400, 4122, msg]);
  });

  it('refuses to share a pipeline without steps (4121)', async () => {
    const empty = await t.call('POST', '/v1/api/dataprocess/add', { token: me.token, body: { title: '空流程' } });
    const refused = await share(t, me, { process_id: empty.data.process_id });
    expect([refused.status, refused.code]).toEqual([400, 4121]);
  });

  it.each([
    ['a visibility out of range', { visible: 3 }],
    ['a category not in the list', { category: 'games' }],
    ['a title over 100 characters', { title: 'x'.repeat(101) }],
    ['inputs that are not a list', { inputs: 'content' }],
  ])('refuses %s with 400 / 4000', async (_name, body) => {
    const refused = await share(t, me, { process_id: processId, ...body });
    expect([refused.status, refused.code]).toEqual([400, 4000]);
    expect(refused.msg).not.toBe('');
  });

  it.each([
    ['a change with a visibility out of range', () => put(me, template.template_id, { visible: 9 })],
    ['a change with active neither 0 nor 1', () => put(me, template.template_id, { active: 2 })],
    ['a change whose inputs lack a label', () => put(me, template.template_id, { inputs: [{ step_uuid: 'notify', key: 'content', label: ' ' }] })],
    [
      'a share tip over 1000 characters',
      () => t.call('POST', `${T}/tips`, { token: me.token, body: { template_id: template.template_id, share_tip: 'x'.repeat(1001) } }),
    ],
    ['a preview without process_id', () => t.call('GET', `${T}/tips`, { token: me.token })],
  ])('refuses %s with 400 / 4000', async (_name, send) => {
    const before = (await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).data;
    const refused = await send();
    expect([refused.status, refused.code]).toEqual([400, 4000]);
    expect((await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).data).toEqual(before);
  });

  it.each([['abc'], ['1234567890123456789']])('answers 404 for the template of pipeline %s', async (id) => {
    expect((await t.call('GET', `${T}/isExists/${id}`, { token: me.token })).code).toBe(4004);
  });

  describe('another company', () => {
    it.each([
      ['shares', () => share(t, other, { process_id: processId })],
      ['previews', () => t.call('GET', `${T}/tips`, { token: other.token, query: { process_id: processId } })],
      ['asks for the template of', () => t.call('GET', `${T}/isExists/${processId}`, { token: other.token })],
      ['changes', () => put(other, template.template_id, { title: '抢来的', active: 0 })],
      ['sets the tip of', () => t.call('POST', `${T}/tips`, { token: other.token, body: { template_id: template.template_id, share_tip: 'x' } })],
      ['reads the uses of', () => t.call('GET', `${T}/uses`, { token: other.token, query: { template_id: template.template_id } })],
    ])('gets 404 when it %s the pipeline or its template', async (_name, send) => {
      const reply = await send();
      expect([reply.status, reply.code]).toEqual([404, 4004]);
      expect((await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).data).toMatchObject({ active: 1, title: '订单推送' });
    });
  });

  it('answers 404 for a starter’s uses and changes (starters are nobody’s)', async () => {
    expect((await put(me, TEST_STARTERS[0]!.template_id, { title: 'x' })).code).toBe(4004);
    expect((await t.call('GET', `${T}/uses`, { token: me.token, query: { template_id: TEST_STARTERS[0]!.template_id } })).code).toBe(4004);
  });

  it('cannot copy the steps of a deleted pipeline again (4124), the template stays', async () => {
    expect((await t.call('GET', '/v1/api/dataprocess/delete', { token: me.token, query: { process_id: processId } })).code).toBe(0);
    const refused = await put(me, template.template_id, { refresh_steps: 1 });
    expect([refused.status, refused.code]).toEqual([409, 4124]);
    expect((await t.call('GET', `${T}/isExists/${processId}`, { token: me.token })).code).toBe(4004);
    expect((await t.call('GET', `${T}/get/${template.template_id}`, { token: me.token })).code).toBe(0);
  });
});
