import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';
import { SIGNING, dingtalkAccount, dingtalkContent, gqlOk, pipelineOf } from '../../test/templates';

const TEMPLATE = `templateId title titleEn category keywords source visibility active featured shareTip processId shareToken useCount
  steps { uuid appId accountId title } apps { appId appName app { appId } } variableNeeds
  accountNeeds { stepUuid stepNumber appId actionId app { appName } } inputs { stepUuid key label labelEn required } creator { uname }`;

let stack: Stack;
let sharer: { token: string; userid: string };
let user: { token: string; userid: string };
let sharerAccount: string;
let userAccount: string;
let processId: string;

const gql = <T = Record<string, any>>(query: string, variables: Record<string, unknown>, token: string) => gqlOk<T>(stack, query, variables, token);

beforeAll(async () => {
  stack = await startStack();
  sharer = await stack.signUp('分享');
  user = await stack.signUp('使用');
  sharerAccount = await dingtalkAccount(stack, sharer.token);
  userAccount = await dingtalkAccount(stack, user.token);
  processId = await pipelineOf(stack, sharer.token, dingtalkContent(sharerAccount), '订单通知到钉钉');
}, 60_000);
afterAll(() => stack?.close());

describe('sharing through GraphQL', () => {
  let templateId: string;
  let shareToken: string;

  it('previews what sharing publishes', async () => {
    const { sharePreview } = await gql(
      `query ($id: ID!) { sharePreview(processId: $id) { processId template { templateId } suggestedTitle variableNeeds maskedSecrets
        accountNeeds { stepUuid stepNumber app { appName } } } }`,
      { id: processId },
      sharer.token,
    );
    expect(sharePreview).toEqual({
      processId,
      template: null,
      suggestedTitle: '订单通知到钉钉',
      variableNeeds: [],
      maskedSecrets: 1,
      accountNeeds: [{ stepUuid: 'notify', stepNumber: 2, app: { appName: '钉钉群机器人' } }],
    });
  });

  it('shares a pipeline with enums, inputs and typed steps, accounts and secrets removed', async () => {
    const { sharePipeline } = await gql(
      `mutation ($input: SharePipelineInput!) { sharePipeline(input: $input) { ${TEMPLATE} } }`,
      {
        input: {
          processId,
          category: 'NOTIFY',
          visibility: 'LINK',
          shareTip: '先建好机器人',
          inputs: [{ stepUuid: 'notify', key: 'content', label: '消息内容' }],
        },
      },
      sharer.token,
    );
    expect(sharePipeline).toMatchObject({
      title: '订单通知到钉钉',
      titleEn: null,
      category: 'NOTIFY',
      source: 'SHARED',
      visibility: 'LINK',
      active: true,
      featured: false,
      shareTip: '先建好机器人',
      processId,
      useCount: 0,
      creator: { uname: expect.stringContaining('分享') },
      apps: [
        { appId: '1001', appName: 'Webhook', app: { appId: '1001' } },
        { appId: '2002', appName: '钉钉群机器人', app: { appId: '2002' } },
      ],
      accountNeeds: [{ stepUuid: 'notify', stepNumber: 2, appId: '2002', actionId: 'send_text', app: { appName: '钉钉群机器人' } }],
      inputs: [{ stepUuid: 'notify', key: 'content', label: '消息内容', labelEn: null, required: true }],
    });
    expect(sharePipeline.steps.map((s: { accountId: string | null }) => s.accountId)).toEqual([null, null]);
    expect(JSON.stringify(sharePipeline)).not.toContain(SIGNING);
    templateId = sharePipeline.templateId;
    shareToken = sharePipeline.shareToken;
    const { pipeline: shared } = await gql(`query ($id: ID!) { pipeline(processId: $id) { shareStatus } }`, { id: processId }, sharer.token);
    expect(shared.shareStatus).toBe('SHARED');
  });

  it('opens a link template to another company only with its token, as null otherwise', async () => {
    const query = `query ($id: ID!, $token: String) { template(templateId: $id, shareToken: $token) { title processId shareToken creator { uname } } }`;
    expect((await gql(query, { id: templateId }, user.token)).template).toBeNull();
    expect((await gql(query, { id: templateId, token: shareToken }, user.token)).template).toEqual({
      title: '订单通知到钉钉',
      processId: null,
      shareToken: null,
      creator: null,
    });
    expect(
      (await gql(`query ($id: ID!) { pipelineTemplate(processId: $id) { templateId } }`, { id: processId }, sharer.token)).pipelineTemplate,
    ).toEqual({
      templateId,
    });
    expect(
      (await gql(`query ($id: ID!) { pipelineTemplate(processId: $id) { templateId } }`, { id: processId }, user.token)).pipelineTemplate,
    ).toBeNull();
  });

  // the starter catalogue is another slice's and grows: these read the shared part, and a starter's shape
  it('filters the gallery by enum values and counts its categories', async () => {
    const { templates, templateCategories } = await gql(
      `query ($filter: TemplateFilter) { templates(filter: $filter) { total items { templateId source } }
        templateCategories(filter: $filter) { category count } }`,
      { filter: { keyword: '钉钉', category: 'NOTIFY', source: 'SHARED' } },
      sharer.token,
    );
    expect(templates).toEqual({ total: 1, items: [{ templateId, source: 'SHARED' }] });
    expect(templateCategories).toEqual([{ category: 'NOTIFY', count: 1 }]);
    const mine = await gql(`{ templates(filter: { mine: true }) { items { templateId } } }`, {}, sharer.token);
    expect(mine.templates.items).toEqual([{ templateId }]);
    const starters = await gql(
      `{ templates(filter: { source: STARTER }, limit: 1) { items { source visibility titleEn creator { uname } } } }`,
      {},
      user.token,
    );
    expect(starters.templates.items).toEqual([{ source: 'STARTER', visibility: 'PUBLIC', titleEn: expect.any(String), creator: null }]);
  });

  it('creates a pipeline from the template with the accounts and values as lists', async () => {
    const { createPipelineFromTemplate: made } = await gql(
      `mutation ($input: CreateFromTemplateInput!) { createPipelineFromTemplate(input: $input) {
        processId title templateId createChannels steps { uuid accountId account { accountName } } } }`,
      {
        input: {
          templateId,
          shareToken,
          title: '从模板创建',
          accounts: [{ stepUuid: 'notify', accountId: userAccount }],
          values: [{ stepUuid: 'notify', key: 'content', value: '订单 {{1.order_id}} 到了' }],
        },
      },
      user.token,
    );
    expect(made).toMatchObject({ title: '从模板创建', templateId, createChannels: 2 });
    expect(made.steps[1]).toEqual({ uuid: 'notify', accountId: userAccount, account: { accountName: '钉钉群' } });
    const { templateUses } = await gql(
      `query ($id: ID!) { templateUses(templateId: $id) { total items { processId pipelineTitle companyName user { uname } } } }`,
      { id: templateId },
      sharer.token,
    );
    expect(templateUses).toEqual({
      total: 1,
      items: [{ processId: made.processId, pipelineTitle: null, companyName: expect.stringContaining('使用'), user: null }],
    });
  });

  it('refuses two accounts for one step before asking the platform', async () => {
    const before = stack.upstreamCalls.length;
    const reply = await stack.gql(
      `mutation ($input: CreateFromTemplateInput!) { createPipelineFromTemplate(input: $input) { processId } }`,
      {
        input: {
          templateId,
          shareToken,
          accounts: [
            { stepUuid: 'notify', accountId: userAccount },
            { stepUuid: 'notify', accountId: userAccount },
          ],
        },
      },
      user.token,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
    expect(stack.upstreamCalls.slice(before).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('shows the platform’s refusal of a wrong account with its code', async () => {
    const reply = await stack.gql(
      `mutation ($input: CreateFromTemplateInput!) { createPipelineFromTemplate(input: $input) { processId } }`,
      { input: { templateId, shareToken, accounts: [{ stepUuid: 'notify', accountId: sharerAccount }] } },
      user.token,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4123 });
  });

  it('changes the template with a PUT, sets its tip, and stops sharing it', async () => {
    const { updateTemplate } = await gql(
      `mutation ($id: ID!, $input: UpdateTemplateInput!) { updateTemplate(templateId: $id, input: $input) { visibility category title inputs { key label } } }`,
      {
        id: templateId,
        input: { visibility: 'PUBLIC', category: 'ORDERS', title: '订单提醒', inputs: [{ stepUuid: 'notify', key: 'content', label: '内容' }] },
      },
      sharer.token,
    );
    expect(updateTemplate).toEqual({ visibility: 'PUBLIC', category: 'ORDERS', title: '订单提醒', inputs: [{ key: 'content', label: '内容' }] });
    expect(stack.upstreamCalls).toContain(`PUT /v1/api/template/update/${templateId}`);
    const { setTemplateShareTip } = await gql(
      `mutation ($id: ID!) { setTemplateShareTip(templateId: $id, shareTip: "看这里") { shareTip } }`,
      { id: templateId },
      sharer.token,
    );
    expect(setTemplateShareTip.shareTip).toBe('看这里');
    const stopped = await gql(
      `mutation ($id: ID!) { updateTemplate(templateId: $id, input: { active: false }) { active } }`,
      { id: templateId },
      sharer.token,
    );
    expect(stopped.updateTemplate.active).toBe(false);
    const { pipeline: unshared } = await gql(`query ($id: ID!) { pipeline(processId: $id) { shareStatus } }`, { id: processId }, sharer.token);
    expect(unshared.shareStatus).toBe('NOT_SHARED');
  });

  it('answers another company’s change with NOT_FOUND', async () => {
    const reply = await stack.gql(
      `mutation ($id: ID!) { updateTemplate(templateId: $id, input: { active: true }) { active } }`,
      { id: templateId },
      user.token,
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', upstreamCode: 4004 });
  });
});
