import { aPipeline, toTypedSteps, type PipelineContent } from '@huiliu/core';
import type { Stack } from './stack';

/** The order pipeline: webhook → amount > 100 → send the order to `receiverUrl`. */
export function orderPipeline(receiverUrl: string): PipelineContent {
  return aPipeline()
    .withStep('filter', {
      title: '金额大于 100',
      app_id: '1003',
      action_id: 'filter',
      params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] },
    })
    .withStep('send', {
      title: '发送订单',
      app_id: '1007',
      action_id: 'http',
      params: { url: receiverUrl, method: 'POST', body: { order_id: '{{1.order_id}}' } },
    })
    .build();
}

/** Creates `content` through GraphQL, switches it on and returns its id and webhook path. */
export async function livePipeline(stack: Stack, token: string, content: PipelineContent, title = '订单同步') {
  const created = await stack.gql<{ createPipeline: { processId: string } }>(
    `mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }`,
    { input: { title, steps: toTypedSteps(content) } },
    token,
  );
  const processId = created.data?.createPipeline.processId;
  if (!processId) throw new Error(JSON.stringify(created.errors));
  const on = await stack.gql(`mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }`, { id: processId }, token);
  if (on.errors) throw new Error(JSON.stringify(on.errors));
  const hook = await stack.gql<{ webhook: { url: string; acceptPath: string } }>(
    `query ($id: ID!) { webhook(processId: $id) { url acceptPath } }`,
    { id: processId },
    token,
  );
  if (!hook.data?.webhook) throw new Error(JSON.stringify(hook.errors));
  return { processId, ...hook.data.webhook };
}

/** Posts JSON to a webhook URL as a sender would (no token: the key is the secret). */
export async function postWebhook(url: string, body: string): Promise<{ log_id: string }> {
  const reply = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const envelope = (await reply.json()) as { code: number; data: { log_id: string } };
  if (envelope.code !== 0) throw new Error(`webhook refused: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

const FINISHED = new Set(['success', 'filtered', 'failed', 'partial', 'cancelled']);

/** Asks for the run's status until it has finished (bounded: a stuck run fails the test). */
export async function finishedRun(stack: Stack, token: string, logId: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const reply = await stack.gql<{ runStatus: string }>(`query ($id: ID!) { runStatus(logId: $id) }`, { id: logId }, token);
    const status = reply.data?.runStatus;
    if (status && FINISHED.has(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${logId} did not finish`);
}
