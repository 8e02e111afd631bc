import { aPipeline, toTypedSteps, type PipelineContent } from '@huiliu/core';
import { expect } from 'vitest';
import type { Stack } from './stack';

/** The signing secret of the test accounts, also left in the pipelines' samples: sharing must mask it. */
export const SIGNING = 'SECgateway-signing-1';

/** Webhook (a sample holding the signing secret) → 钉钉 send_text on `accountId`. */
export function dingtalkContent(accountId: string): PipelineContent {
  const content = aPipeline()
    .withStep('notify', {
      app_id: '2002',
      action_id: 'send_text',
      title: '发到钉钉群',
      account_id: accountId,
      params: { content: '新订单 {{1.order_id}}' },
    })
    .build();
  content[0]!.sample_data = { order_id: 'A-1', sign: SIGNING };
  return content;
}

/** A GraphQL operation that must succeed; its data. */
export async function gqlOk<T = Record<string, any>>(stack: Stack, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const reply = await stack.gql<T>(query, variables, token);
  expect(reply.errors, JSON.stringify(reply.errors)).toBeUndefined();
  return reply.data!;
}

/** A 钉钉群机器人 account of the caller's company; its id. */
export async function dingtalkAccount(stack: Stack, token: string): Promise<string> {
  const added = await gqlOk<{ addAppAccount: { accountId: string } }>(
    stack,
    `mutation ($data: JSON!) { addAppAccount(appId: "2002", accountType: "custom", accountName: "钉钉群", authData: $data) { accountId } }`,
    { data: { webhook_url: 'https://oapi.dingtalk.com/robot/send?access_token=gateway-secret-token', secret: SIGNING } },
    token,
  );
  return added.addAppAccount.accountId;
}

/** A pipeline of `content` created through GraphQL; its id. */
export async function pipelineOf(stack: Stack, token: string, content: PipelineContent, title: string): Promise<string> {
  const made = await gqlOk<{ createPipeline: { processId: string } }>(
    stack,
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
    { input: { title, steps: toTypedSteps(content) } },
    token,
  );
  return made.createPipeline.processId;
}
