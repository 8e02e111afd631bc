import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type APIRequestContext } from '@playwright/test';
import { gql } from './support';

/**
 * A loopback receiver for a pipeline's send-data step that refuses some orders: a body naming an order whose id
 * starts with FAIL gets HTTP 400 (not retried, so the run fails at once with '对方返回 HTTP 400'), every other one 200.
 * Allow-listed by HUILIU_OUTBOUND_ALLOW in playwright.config.ts, as support.ts's receiver.
 */
export async function startPickyReceiver() {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const refused = Buffer.concat(chunks).toString('utf8').includes('"FAIL');
      res.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' });
      res.end(refused ? '{"error":"unknown order"}' : '{"accepted":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** webhook → send the order to `url` (the 发送数据 step of the built-in app 1007). */
function forwardingPipeline(url: string) {
  return [
    { uuid: 'hook', actionType: 'TRIGGER', appId: '1001', actionId: 'receive', title: 'Receive order', fields: [] },
    {
      uuid: 'send',
      actionType: 'ACTION',
      appId: '1007',
      actionId: 'send',
      title: 'Forward order',
      fields: [
        { key: 'url', value: url },
        { key: 'method', value: 'POST' },
        { key: 'body', value: { order: '{{1.order_id}}' } },
      ],
    },
  ];
}

const FINISHED = ['success', 'failed', 'filtered', 'partial', 'cancelled'];

/**
 * A switched-on pipeline forwarding orders to `receiverUrl`, sent `ok` accepted and `failing` refused orders through
 * its real webhook; returns once every run has finished (webhook runs are asynchronous).
 */
export async function runOrders(
  request: APIRequestContext,
  token: string,
  options: { title: string; receiverUrl: string; ok: number; failing: number },
): Promise<{ processId: string }> {
  const { createPipeline } = await gql<{ createPipeline: { processId: string } }>(
    request,
    'mutation ($input: CreatePipelineInput!) { createPipeline(input: $input) { processId } }',
    { input: { title: options.title, steps: forwardingPipeline(options.receiverUrl) } },
    token,
  );
  const processId = createPipeline.processId;
  await gql(request, 'mutation ($id: ID!) { setPipelineStatus(processId: $id, status: ON) { status } }', { id: processId }, token);
  const { webhook } = await gql<{ webhook: { url: string } }>(
    request,
    'query ($id: ID!) { webhook(processId: $id) { url } }',
    { id: processId },
    token,
  );
  const orders = [
    ...Array.from({ length: options.ok }, (_, i) => `OK-${i + 1}`),
    ...Array.from({ length: options.failing }, (_, i) => `FAIL-${i + 1}`),
  ];
  for (const order of orders) expect((await request.post(webhook.url, { data: { order_id: order } })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const { runs } = await gql<{ runs: { total: number; items: { status: string }[] } }>(
          request,
          'query ($filter: RunFilter) { runs(filter: $filter, limit: 50) { total items { status } } }',
          { filter: { processId } },
          token,
        );
        return runs.total === orders.length && runs.items.every((run) => FINISHED.includes(run.status));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { processId };
}

/** A session token of the person signed up in the browser, for the GraphQL calls that make their data. */
export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { login } = await gql<{ login: { token: string } }>(request, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email, password },
  });
  return login.token;
}
