import { randomBytes } from 'node:crypto';
import { ERRORS, parsePipelineContent } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../../app';
import { SIGNUP_FORM, startJinshuju, type JinshujuStandin } from '../../apps/standins/jinshuju';
import { loopbackHttp } from '../../test/engine-fixtures';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';

const D = '/v1/api/dataprocess';

describe.each(drivers())('legacy flows: addflowstep1–3 build an ordinary pipeline (%s)', (kind) => {
  const t = usePlatform(kind, { secretKey: randomBytes(32), engine: { http: loopbackHttp() } });
  let jsj: JinshujuStandin;
  let me: SignedUp;
  let other: SignedUp;
  let account: string;
  let flowid: string;
  beforeAll(async () => {
    jsj = await startJinshuju({ key: 'legacy-key', secret: 'legacy-secret', forms: [SIGNUP_FORM] });
    me = await t.signUp();
    other = await t.signUp();
    const added = await t.call('POST', '/v1/api/data/jinshuju/auth', {
      token: me.token,
      body: { api_key: 'legacy-key', api_secret: 'legacy-secret', base_url: jsj.url },
    });
    account = added.data.accountId;
  });
  afterAll(() => jsj.close());

  it('three calls: a named flow, a webhook trigger, a 金数据 添加数据 action mapping the trigger’s data', async () => {
    const one = await t.call('POST', `${D}/addflowstep1`, { token: me.token, body: { Name: '旧版报名同步' } });
    expect(one.data).toMatchObject({ Name: '旧版报名同步', AppsId: [], apptype: null, step_count: 0 });
    flowid = one.data.Flowid;
    const two = await t.call('POST', `${D}/addflowstep2`, { token: me.token, query: { flowid }, body: { AppsId: 1001, apptype: 'receive' } });
    expect(two.data).toMatchObject({ Flowid: flowid, AppsId: ['1001'], apptype: 'receive', step_count: 1 });
    const three = await t.call('POST', `${D}/addflowstep3`, {
      token: me.token,
      query: { flowid },
      body: {
        AppsId: '2012',
        apptype: 'add_entry',
        account_id: account,
        condition: JSON.stringify({ form: 'SignUp', entry: { field_1: '{{1.name}}', field_2: '{{1.title}}' } }),
      },
    });
    expect(three.data).toMatchObject({ AppsId: ['1001', '2012'], step_count: 2 });
    const four = await t.call('POST', `${D}/addflowstep3`, {
      token: me.token,
      query: { flowid },
      body: {
        AppsId: '2012',
        apptype: 'find_entries',
        Name: '查重',
        account_id: account,
        condition: { form: 'SignUp', field: 'field_1', value: '{{1.name}}' },
      },
    });
    expect(four.data).toMatchObject({ AppsId: ['1001', '2012', '2012'], step_count: 3 });
  });

  it('what they made opens in the editor and passes its checks', async () => {
    const detail = await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: flowid } });
    const parsed = parsePipelineContent(detail.data.content);
    expect(parsed.ok && parsed.content.map((s) => [s.action_type, s.app_id, s.action_id, s.title, s.account_id])).toEqual([
      ['1', '1001', 'receive', '接收到数据时', undefined],
      ['2', '2012', 'add_entry', '添加数据', account],
      ['2', '2012', 'find_entries', '查重', account],
    ]);
    expect((await t.call('GET', `${D}/check/flow`, { token: me.token, query: { process_id: flowid } })).data).toEqual({ ok: true, problems: [] });
    expect((await t.call('GET', `${D}/versions`, { token: me.token, query: { process_id: flowid } })).data.total).toBe(4);
  });

  it('and runs: switched on, a webhook delivery adds the entry to the form, and the next step finds it', async () => {
    expect((await t.call('POST', `${D}/status`, { token: me.token, body: { process_id: flowid, status: 1 } })).code).toBe(0);
    const hook = await t.call('GET', '/v1/api/data/webhook/fetch', { token: me.token, query: { process_id: flowid } });
    const res = await t.app.inject({ method: 'POST', url: hook.data.accept_path, payload: { name: '老客户', title: '女士' } });
    expect(res.statusCode).toBe(200);
    await platformEngine(t.app).idle();
    for (let waited = 0; jsj.entries('SignUp').length === 0 && waited < 5000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(jsj.entries('SignUp').map((e) => [e.field_1, e.field_2])).toEqual([['老客户', 'pIjs']]);
    const log = await t.call('POST', '/v1/api/log/list', { token: me.token, body: { process_id: flowid } });
    expect(log.data.list[0]).toMatchObject({ status: 'success' });
    const run = await t.call('POST', '/v1/api/log/detail', { token: me.token, body: { log_id: log.data.list[0].log_id } });
    const found = run.data.steps.find((s: { action_id: string }) => s.action_id === 'find_entries');
    expect(found.output).toMatchObject({ count: 1, first: { field_1: '老客户', field_2: 'pIjs' } });
  });

  it('step1 may name the trigger at once; a trigger used as an action and an action as a trigger are refused', async () => {
    const quick = await t.call('POST', `${D}/addflowstep1`, {
      token: me.token,
      body: { Name: '表单触发', AppsId: '2012', apptype: 'new_entry', account_id: account, condition: { form: 'SignUp' } },
    });
    expect(quick.data).toMatchObject({ AppsId: ['2012'], apptype: 'new_entry', step_count: 1 });
    const asAction = await t.call('POST', `${D}/addflowstep3`, {
      token: me.token,
      query: { flowid: quick.data.Flowid },
      body: { AppsId: '1001', apptype: 'receive' },
    });
    expect([asAction.code, asAction.msg]).toEqual([ERRORS.BAD_REQUEST.code, '「Webhook · 接收到数据时」是触发动作，addflowstep3 只能添加执行动作']);
    const asTrigger = await t.call('POST', `${D}/addflowstep2`, {
      token: me.token,
      query: { flowid: quick.data.Flowid },
      body: { AppsId: '2012', apptype: 'add_entry' },
    });
    expect(asTrigger.code).toBe(ERRORS.BAD_REQUEST.code);
    const half = await t.call('POST', `${D}/addflowstep1`, { token: me.token, body: { Name: 'x', AppsId: '2012' } });
    expect(half.code).toBe(ERRORS.BAD_REQUEST.code);
  });

  it('refuses before writing: an action before any trigger, an unknown app, another company’s flow or account, a bad condition', async () => {
    const empty = await t.call('POST', `${D}/addflowstep1`, { token: me.token, body: { Name: '空流程' } });
    const early = await t.call('POST', `${D}/addflowstep3`, {
      token: me.token,
      query: { flowid: empty.data.Flowid },
      body: { AppsId: '1007', apptype: 'send' },
    });
    expect([early.code, early.msg]).toEqual([ERRORS.BAD_REQUEST.code, '请先用 addflowstep2 设置触发步骤，再添加动作']);
    const unknown = await t.call('POST', `${D}/addflowstep2`, {
      token: me.token,
      query: { flowid: empty.data.Flowid },
      body: { AppsId: '9999', apptype: 'x' },
    });
    expect(unknown.code).toBe(ERRORS.NOT_FOUND.code);
    const foreign = await t.call('POST', `${D}/addflowstep2`, {
      token: other.token,
      query: { flowid },
      body: { AppsId: '1001', apptype: 'receive' },
    });
    expect(foreign.code).toBe(ERRORS.NOT_FOUND.code);
    const theirAccount = await t.call('POST', `${D}/addflowstep2`, {
      token: other.token,
      query: { flowid: (await t.call('POST', `${D}/addflowstep1`, { token: other.token, body: { Name: '他们的' } })).data.Flowid },
      body: { AppsId: '2012', apptype: 'new_entry', account_id: account, condition: { form: 'SignUp' } },
    });
    expect(theirAccount.code).toBe(ERRORS.NOT_FOUND.code);
    const badCondition = await t.call('POST', `${D}/addflowstep2`, {
      token: me.token,
      query: { flowid: empty.data.Flowid },
      body: { AppsId: '1001', apptype: 'receive', condition: '[1,2]' },
    });
    expect(badCondition.code).toBe(ERRORS.BAD_REQUEST.code);
    expect((await t.call('GET', `${D}/detail`, { token: me.token, query: { process_id: empty.data.Flowid } })).data.step_count).toBe(0);
    expect((await t.call('POST', `${D}/addflowstep1`, { token: me.token, body: {} })).code).toBe(ERRORS.BAD_REQUEST.code);
  });
});
