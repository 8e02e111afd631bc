import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

/**
 * The 金数据 form service and the legacy flows through GraphQL, against the platform's loopback stand-in of 金数据
 * (imported by a non-literal specifier, as the stack imports the platform's harness).
 */
interface JinshujuStandin {
  url: string;
  close(): Promise<void>;
  entries(token: string): Array<Record<string, unknown>>;
}
const standin = async () =>
  (await import('@huiliu/platform/apps/standins/jinshuju' as string)) as {
    startJinshuju(o: { key: string; secret: string; forms: unknown[] }): Promise<JinshujuStandin>;
    SIGNUP_FORM: { token: string };
  };

let stack: Stack;
let jsj: JinshujuStandin;
const saved = process.env.HUILIU_OUTBOUND_ALLOW;
beforeAll(async () => {
  const { startJinshuju, SIGNUP_FORM } = await standin();
  jsj = await startJinshuju({ key: 'gql-key', secret: 'gql-secret-1', forms: [SIGNUP_FORM] });
  // the engine's guarded client reads the allow-list when the platform starts
  process.env.HUILIU_OUTBOUND_ALLOW = '127.0.0.1';
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  await jsj?.close();
  if (saved === undefined) delete process.env.HUILIU_OUTBOUND_ALLOW;
  else process.env.HUILIU_OUTBOUND_ALLOW = saved;
});

const AUTHORIZE = `mutation ($apiKey: String, $apiSecret: String, $baseUrl: String, $code: String) {
  authorizeJinshuju(input: { apiKey: $apiKey, apiSecret: $apiSecret, baseUrl: $baseUrl, code: $code, accountName: "报名" }) {
    accountId accountName appId status authData
  }
}`;

describe('金数据 through GraphQL (issue 17)', () => {
  let token: string;
  let jsjId: string;

  it('authorizeJinshuju refuses a wrong key with its code and adds an account once the keys are right', async () => {
    token = (await stack.signUp('金数据')).token;
    const wrong = await stack.gql(AUTHORIZE, { apiKey: 'gql-key', apiSecret: 'bad', baseUrl: jsj.url }, token);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 4353 });
    const oauth = await stack.gql(AUTHORIZE, { code: 'from-jinshuju' }, token);
    expect(oauth.errors?.[0]?.extensions).toMatchObject({ upstreamCode: 4354 });
    const right = await stack.gql(AUTHORIZE, { apiKey: 'gql-key', apiSecret: 'gql-secret-1', baseUrl: jsj.url }, token);
    expect(right.data?.authorizeJinshuju).toMatchObject({ accountName: '报名', appId: '2012', status: 'OK', authData: { api_secret: '******' } });
    jsjId = right.data?.authorizeJinshuju.accountId;
    const listed = await stack.gql(`query { jinshujuAccounts { accountId } jinshujuAuth { methods oauthSupported oauthNote } }`, {}, token);
    expect(listed.data).toMatchObject({ jinshujuAccounts: [{ accountId: jsjId }], jinshujuAuth: { methods: ['basic'], oauthSupported: false } });
    const rekey = await stack.gql(
      `mutation ($id: ID!) { setJinshujuKey(accountId: $id, apiKey: "gql-key", apiSecret: "gql-secret-1") { accountId status } }`,
      { id: jsjId },
      token,
    );
    expect(rekey.data?.setJinshujuKey).toEqual({ accountId: jsjId, status: 'OK' });
  });

  it('jinshujuForms and jinshujuForm read the forms and their labelled fields through the account', async () => {
    const r = await stack.gql(
      `query ($id: ID!) {
        jinshujuForms(jsjId: $id) { total next items { formToken name } }
        jinshujuForm(jsjId: $id, formToken: "SignUp") { name pushUrl fields { apiCode label type required choices { name value } } pipelines { processId } }
      }`,
      { id: jsjId },
      token,
    );
    expect(r.data?.jinshujuForms).toEqual({ total: 1, next: null, items: [{ formToken: 'SignUp', name: '活动报名' }] });
    expect(r.data?.jinshujuForm).toMatchObject({ name: '活动报名', pushUrl: null, pipelines: [] });
    expect(r.data?.jinshujuForm.fields[1]).toEqual({
      apiCode: 'field_2',
      label: '称呼',
      type: 'single_choice',
      required: false,
      choices: [
        { name: '先生', value: '2jYk' },
        { name: '女士', value: 'pIjs' },
      ],
    });
    expect(stack.upstreamCalls).toContain('GET /v1/api/data/jinshuju/form/detail');
  });

  it('addJinshujuEntry writes an entry; a field the form lacks is refused with its code', async () => {
    const ok = await stack.gql(
      `mutation ($id: ID!) { addJinshujuEntry(jsjId: $id, formToken: "SignUp", fields: { field_1: "李雷", field_2: "先生" }) { formToken formName entry } }`,
      { id: jsjId },
      token,
    );
    expect(ok.data?.addJinshujuEntry).toMatchObject({ formToken: 'SignUp', formName: '活动报名', entry: { field_1: '李雷', field_2: '2jYk' } });
    const bad = await stack.gql(
      `mutation ($id: ID!, $fields: JSON!) { addJinshujuEntry(jsjId: $id, formToken: "SignUp", fields: $fields) { formToken } }`,
      { id: jsjId, fields: { 姓名: 'x' } },
      token,
    );
    expect(bad.errors?.[0]).toMatchObject({ message: '表单中没有这个字段：姓名', extensions: { upstreamCode: 4355 } });
  });

  it('the legacy flows’ three mutations give a pipeline whose trigger is the form, with its push address listed', async () => {
    const one = await stack.gql(
      `mutation ($trigger: LegacyStepInput) { addLegacyFlow(name: "旧版流程", trigger: $trigger) { flowid name appsId apptype stepCount } }`,
      { trigger: { appsId: '2012', apptype: 'new_entry', accountId: jsjId, condition: { form: 'SignUp' } } },
      token,
    );
    expect(one.data?.addLegacyFlow).toMatchObject({ name: '旧版流程', appsId: ['2012'], apptype: 'new_entry', stepCount: 1 });
    const flowid = one.data?.addLegacyFlow.flowid;
    const three = await stack.gql(
      `mutation ($flowid: ID!, $step: LegacyStepInput!) { addLegacyFlowAction(flowid: $flowid, step: $step) { appsId stepCount pipeline { processId title } } }`,
      {
        flowid,
        step: {
          appsId: '2012',
          apptype: 'add_entry',
          accountId: jsjId,
          name: '回写',
          condition: { form: 'SignUp', entry: { field_1: '{{1.field_1}}' } },
        },
      },
      token,
    );
    expect(three.data?.addLegacyFlowAction).toEqual({ appsId: ['2012', '2012'], stepCount: 2, pipeline: { processId: flowid, title: '旧版流程' } });
    const two = await stack.gql(
      `mutation ($flowid: ID!) { setLegacyFlowTrigger(flowid: $flowid, step: { appsId: "2012", apptype: "new_entry", accountId: "${jsjId}", condition: { form: "SignUp" } }) { stepCount } }`,
      { flowid },
      token,
    );
    expect(two.data?.setLegacyFlowTrigger).toEqual({ stepCount: 2 });
    expect(stack.upstreamCalls.filter((c) => c.includes('addflowstep'))).toEqual([
      'POST /v1/api/dataprocess/addflowstep1',
      'POST /v1/api/dataprocess/addflowstep3',
      'POST /v1/api/dataprocess/addflowstep2',
    ]);
    const form = await stack.gql(
      `query ($id: ID!) { jinshujuForm(jsjId: $id, formToken: "SignUp") { pipelines { processId pushUrl pipeline { title } } } }`,
      { id: jsjId },
      token,
    );
    expect(form.data?.jinshujuForm.pipelines).toEqual([
      { processId: flowid, pushUrl: expect.stringMatching(/\/v1\/api\/data\/jinshuju\/push\/[A-Za-z0-9_-]{43}$/), pipeline: { title: '旧版流程' } },
    ]);
  });

  it('another company sees none of it', async () => {
    const { token: theirs } = await stack.signUp('别家');
    const r = await stack.gql(`query ($id: ID!) { jinshujuAccounts { accountId } jinshujuForms(jsjId: $id) { total } }`, { id: jsjId }, theirs);
    expect(r.errors?.[0]).toMatchObject({ message: '账户不存在或已删除', extensions: { code: 'NOT_FOUND' } });
    expect((await stack.gql(`query { jinshujuAccounts { accountId } }`, {}, theirs)).data?.jinshujuAccounts).toEqual([]);
  });
});
