import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aPipeline, type AppStep, type PipelineContent } from '@huiliu/core';
import { AddressPolicy } from '../http/address-policy';
import { GuardedHttpClient } from '../http/guarded-client';
import type { usePlatform } from './harness';

type Fixture = ReturnType<typeof usePlatform>;

/** The engine's outbound client for tests: loopback allowed explicitly, as HUILIU_OUTBOUND_ALLOW would. */
export const loopbackHttp = () => new GuardedHttpClient({ policy: new AddressPolicy(['127.0.0.1']) });

/** A pipeline saved with `content`, switched on, with its webhook key. */
export async function livePipeline(f: Fixture, token: string, content: PipelineContent, on = true): Promise<{ processId: string; key: string }> {
  const added = await f.call('POST', '/v1/api/dataprocess/add', { token, body: { title: '测试流程', content: JSON.stringify(content) } });
  if (added.code !== 0) throw new Error(`add failed: ${added.raw}`);
  const processId = added.data.process_id as string;
  if (on) {
    const status = await f.call('POST', '/v1/api/dataprocess/status', { token, body: { process_id: processId, status: 1 } });
    if (status.code !== 0) throw new Error(`status failed: ${status.raw}`);
  }
  const fetched = await f.call('GET', '/v1/api/data/webhook/fetch', { token, query: { process_id: processId } });
  return { processId, key: fetched.data.webhook_key as string };
}

/** The bench's and the spec's sync job: webhook → amount > 100 → custom return `{ ok, order_id }`. */
export function syncOrderPipeline(): PipelineContent {
  const content = aPipeline()
    .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] } })
    .withStep('ret', { app_id: '1009', action_id: 'return', params: { status: 201, body: { ok: true, order_id: '{{1.order_id}}' } } })
    .build();
  content[0]!.params = { response_type: 'following_steps' };
  return content;
}

/** An async pipeline posting the order to `url` (send data). */
export function sendOrderPipeline(url: string, extra: Partial<AppStep> = {}): PipelineContent {
  return aPipeline()
    .withStep('send', { app_id: '1007', action_id: 'http', params: { url, method: 'POST', body: { order_id: '{{1.order_id}}' } }, ...extra })
    .build();
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A loopback third party: records every request; `failFirst` answers 503 to that many requests first,
 * `delayMs` holds each answer (to keep runs busy).
 */
export async function flakyReceiver(opts: { failFirst?: number; delayMs?: number } = {}) {
  const requests: Received[] = [];
  let failuresLeft = opts.failFirst ?? 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = () => {
        if (failuresLeft > 0) {
          failuresLeft--;
          return res.writeHead(503).end('busy');
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"id":1234567890123456789}');
      };
      if (opts.delayMs) setTimeout(answer, opts.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
