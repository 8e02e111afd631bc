import { aPipeline, toTypedSteps, type PipelineContent } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/stack';

/** Webhook (sample with a signing secret) → 钉钉 send_text on `accountId`. */
function dingtalk(accountId: string): PipelineContent {
  const content = aPipeline()
    .withStep('notify', {
      app_id: '2002',
      action_id: 'send_text',
      title: '发到钉钉群',
      account_id: accountId,
      params: { content: '新订单 {{1.order_id}}' },
    })
    .build();
  content[0]!.sample_data = { order_id: 'A-1', sign: 'SECgateway-signing-1' };
  return content;
}

const TEMPLATE = `templateId title titleEn category keywords source visibility active featured shareTip processId shareToken useCount
  steps { uuid appId accountId title } apps { appId appName app { appId } } variableNeeds
  accountNeeds { stepUuid stepNumber appId actionId app { appName } } inputs { stepUuid key label labelEn required } creator { uname }`;

let stack: Stack;
let sharer: { token: string; userid: string };
let user: { token: string; userid: string };
let sharerAccount: string;
let userAccount: string;
let processId: string;

async function gql<T = Record<string, any>>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const reply = await stack.gql<T>(query, variables, token);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

async function account(token: string): Promise<string> {
  const added = await gql<{ addAppAccount: { accountId: string } }>(
    `mutation ($data: JSON!) { addAppAccount(appId: "2002", accountType: "custom", accountName: "钉钉群", authData: $data) { accountId } }`,
    { data: { webhook_url: 'https://oapi.dingtalk.com/robot/send?access_token=gateway-secret-token', secret: 'SECgateway-signing-1' } },
    token,
  );
  return added.addAppAccount.accountId;
}

async function pipeline(token: string, content: PipelineContent, title: string): Promise<string> {
  const made = await gql<{ createPipeline: { processId: string } }>(
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
    { input: { title, steps: toTypedSteps(content) } },
    token,
  );
  return made.createPipeline.processId;
}

beforeAll(async () => {
  stack = await startStack();
  sharer = await stack.signUp('分享');
  user = await stack.signUp('使用');
  sharerAccount = await account(sharer.token);
  userAccount = await account(user.token);
  processId = await pipeline(sharer.token, dingtalk(sharerAccount), '订单通知到钉钉');
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
    expect(JSON.stringify(sharePipeline)).not.toContain('SECgateway-signing-1');
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

  it('filters the gallery and counts its categories', async () => {
    const { templates, templateCategories } = await gql(
      `query ($filter: TemplateFilter) { templates(filter: $filter) { total items { templateId source titleEn } }
        templateCategories(filter: $filter) { category count } }`,
      { filter: { keyword: '钉钉', category: 'NOTIFY' } },
      sharer.token,
    );
    expect(templates.items.map((t: { source: string }) => t.source)).toEqual(['STARTER', 'SHARED']);
    expect(templates.items[0].titleEn).toEqual(expect.any(String));
    expect(templateCategories).toEqual([{ category: 'NOTIFY', count: 2 }]);
    const mine = await gql(`{ templates(filter: { mine: true }) { items { templateId } } }`, {}, sharer.token);
    expect(mine.templates.items).toEqual([{ templateId }]);
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
          templateId: '900000001',
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
      { input: { templateId: '900000001', accounts: [{ stepUuid: 'notify', accountId: sharerAccount }] } },
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

/** Issue 8 "constant upstream calls per page", for the gallery and the uses of a template. */
describe('platform calls per page of templates', () => {
  const PAGES = [15, 50] as const;
  let manyUses: string;

  beforeAll(async () => {
    const content = dingtalk(sharerAccount);
    for (let i = 0; i < 50; i++) {
      const id = await pipeline(sharer.token, content, `公开模板 ${i}`);
      const shared = await gql<{ sharePipeline: { templateId: string } }>(
        `mutation ($id: ID!) { sharePipeline(input: { processId: $id, visibility: PUBLIC }) { templateId } }`,
        { id },
        sharer.token,
      );
      manyUses ??= shared.sharePipeline.templateId;
    }
    for (let i = 0; i < 50; i++) {
      await gql(
        `mutation ($id: ID!) { createPipelineFromTemplate(input: { templateId: $id }) { processId } }`,
        { id: manyUses },
        i % 2 ? sharer.token : user.token,
      );
    }
  }, 120_000);

  async function callsFor(query: string, limit: number, listOf: (data: Record<string, any>) => unknown[]) {
    const before = stack.upstreamCalls.length;
    const data = await gql(query, { limit, id: manyUses }, sharer.token);
    const calls = stack.upstreamCalls.slice(before).filter((c) => c !== 'GET /v1/api/user/info');
    return { calls: calls.sort(), items: listOf(data).length };
  }

  it.each([
    [
      'templates',
      `query ($limit: Int) { templates(limit: $limit) { items { steps { uuid app { appId } } apps { appName app { appId } }
        accountNeeds { app { appName } } creator { uname } } } }`,
      (d: Record<string, any>) => d.templates.items,
      ['GET /v1/api/base/users', 'GET /v1/api/process/app/batch', 'GET /v1/api/template/list'],
    ],
    [
      'templateUses',
      `query ($id: ID!, $limit: Int) { templateUses(templateId: $id, limit: $limit) { items { pipelineTitle user { uname } } } }`,
      (d: Record<string, any>) => d.templateUses.items,
      ['GET /v1/api/base/users', 'GET /v1/api/template/uses'],
    ],
  ])('%s costs the same few calls for a page of 15 and of 50', async (_name, query, listOf, expected) => {
    const small = await callsFor(query, PAGES[0], listOf);
    const large = await callsFor(query, PAGES[1], listOf);
    expect([small.items, large.items]).toEqual([...PAGES]);
    expect(small.calls).toEqual(expected);
    expect(large.calls).toEqual(expected);
  });
});
