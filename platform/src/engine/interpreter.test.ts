import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aPipeline, aStep, type AppStep } from '@huiliu/core';
import { AddressPolicy } from '../http/address-policy';
import { GuardedHttpClient } from '../http/guarded-client';
import { executePipeline, type ExecuteOptions } from './interpreter';
import type { RunStepRecord } from './types';

// A real loopback receiver stands in for the third party; its behaviour is chosen per path.
let server: Server;
let base: string;
let received: Array<{ path: string; body: string; key: string; contentType: string }> = [];
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, body, key: String(req.headers['idempotency-key']), contentType: String(req.headers['content-type']) });
      const left = failuresLeft.get(path) ?? 0;
      if (left > 0) {
        failuresLeft.set(path, left - 1);
        return res.writeHead(503).end('busy');
      }
      if (path === '/echo')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echoed: body, auth: req.headers.authorization }));
      if (path.startsWith('/bad')) return res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"received":true,"id":1234567890123456789}`);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function run(content: AppStep[], trigger: unknown, extra: Partial<ExecuteOptions> = {}) {
  const records: RunStepRecord[] = [];
  received = [];
  const result = executePipeline({
    runId: 'run-1',
    companyId: 'c1',
    processId: 'p1',
    content,
    trigger,
    env: { BASE: base },
    http: new GuardedHttpClient({ policy: new AddressPolicy(['127.0.0.1']) }),
    recorder: { recordStep: async (r) => void records.push(r) },
    timeZone: 'Asia/Shanghai',
    sleep: async () => undefined,
    ...extra,
  });
  return result.then((r) => ({ ...r, records }));
}

const amountOver100 = { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] };
const send = (uuid: string, path: string, extra: Partial<AppStep> = {}) =>
  aStep(uuid, {
    app_id: '1007',
    action_id: 'http',
    params: { url: `{{env.BASE}}${path}`, method: 'POST', body: { order: '{{1.order_id}}', city: '{{1.city}}' } },
    ...extra,
  });

describe('executePipeline', () => {
  it('filters, then builds the synchronous custom return', async () => {
    const content = aPipeline()
      .withStep('filter', { app_id: '1003', action_id: 'filter', params: amountOver100 })
      .withStep('ret', { app_id: '1009', action_id: 'return', params: { status: 201, body: { ok: true, order_id: '{{1.order_id}}' } } })
      .build();
    const passed = await run(content, { amount: 150, order_id: '1234567890123456789' });
    expect(passed.status).toBe('success');
    expect(passed.reply).toEqual({
      status: 201,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: '{"ok":true,"order_id":"1234567890123456789"}',
    });
    expect(passed.records.map((r) => `${r.stepNumber}:${r.status}`)).toEqual(['1:success', '2:success', '3:success']);

    const filtered = await run(content, { amount: 50, order_id: 'x' });
    expect(filtered.status).toBe('filtered');
    expect(filtered.reply).toBeUndefined();
    expect(filtered.records.map((r) => r.status)).toEqual(['success', 'filtered']);
  });

  it('takes the first matching branch, or the fallback, and logs the branch', async () => {
    const content = aPipeline().build();
    content.push(
      aStep('switch', {
        app_id: '1004',
        action_id: 'switch',
        params: {},
        segs: [
          { segKey: 'sh', title: '上海', apps: [send('sh-send', '/sh')], conditions: [[{ field: '{{1.city}}', operator: 13, value: '上海' }]] },
          { segKey: 'else', title: '其他', apps: [send('else-send', '/else')], isFallback: true },
        ],
      }),
    );
    const shanghai = await run(content, { city: '上海', order_id: '1' });
    expect(shanghai.status).toBe('success');
    expect(received.map((r) => r.path)).toEqual(['/sh']);
    expect(shanghai.records.find((r) => r.stepUuid === 'sh-send')).toMatchObject({ branch: 'sh', switchUuid: 'switch', stepNumber: 3 });
    expect(shanghai.records.find((r) => r.stepUuid === 'switch')?.output).toEqual({ branches: ['sh'], titles: ['上海'] });

    const beijing = await run(content, { city: '北京', order_id: '2' });
    expect(received.map((r) => r.path)).toEqual(['/else']);
    expect(beijing.records.find((r) => r.stepUuid === 'else-send')).toMatchObject({ branch: 'else', stepNumber: 4 });
  });

  it('runs all matching branches in all-match mode', async () => {
    const content = aPipeline().build();
    const cond = (v: number) => [[{ field: '{{1.n}}', operator: 21, value: v }]];
    content.push(
      aStep('switch', {
        app_id: '1004',
        action_id: 'switch',
        params: { mode: 'all' },
        segs: [
          { segKey: 'a', title: 'A', apps: [send('a1', '/a')], conditions: cond(1) },
          { segKey: 'b', title: 'B', apps: [send('b1', '/b')], conditions: cond(5) },
          { segKey: 'c', title: 'C', apps: [send('c1', '/c')], conditions: cond(100) },
        ],
      }),
    );
    await run(content, { n: 10 });
    expect(received.map((r) => r.path)).toEqual(['/a', '/b']);
  });

  it('runs a loop body once per item and logs the loop index', async () => {
    const content = aPipeline()
      .withStep('loop', { app_id: '1005', action_id: 'loop', params: { items: '{{1.items}}' } })
      .withStep('each', {
        app_id: '1007',
        action_id: 'http',
        parentLoopUuid: 'loop',
        params: { url: '{{env.BASE}}/item', body: { sku: '{{2.item.sku}}', i: '{{2.index}}' } },
      })
      .withStep('after', send('after', '/after'))
      .build();
    const result = await run(content, { items: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }] });
    expect(result.status).toBe('success');
    expect(received.map((r) => JSON.parse(r.body))).toEqual([{ sku: 'A', i: 0 }, { sku: 'B', i: 1 }, { sku: 'C', i: 2 }, {}]);
    expect(result.records.filter((r) => r.stepUuid === 'each').map((r) => r.loopIndex)).toEqual([0, 1, 2]);
    expect(new Set(received.slice(0, 3).map((r) => r.key)).size).toBe(3);
  });

  it('runs a nested loop once per inner item of each outer item, as the canvas frames it', async () => {
    const content = aPipeline()
      .withStep('rows', { app_id: '1005', action_id: 'loop', params: { items: '{{1.rows}}' } })
      .withStep('cells', { app_id: '1005', action_id: 'loop', parentLoopUuid: 'rows', params: { items: '{{2.item.cells}}' } })
      .withStep('each', {
        app_id: '1007',
        action_id: 'http',
        parentLoopUuid: 'cells',
        params: { url: '{{env.BASE}}/cell', body: { v: '{{3.item}}' } },
      })
      .build();
    const result = await run(content, { rows: [{ cells: ['a', 'b'] }, { cells: ['c'] }] });
    expect(result.status).toBe('success');
    expect(received.map((r) => JSON.parse(r.body).v)).toEqual(['a', 'b', 'c']);
    // the run log groups by the outer item; the idempotency key tells every call apart
    expect(result.records.filter((r) => r.stepUuid === 'each').map((r) => r.loopIndex)).toEqual([0, 0, 1]);
    expect(received.map((r) => r.key)).toEqual(['run-1:each:0.0', 'run-1:each:0.1', 'run-1:each:1.0']);
  });

  it('retries a retryable failure with the same idempotency key', async () => {
    failuresLeft.set('/flaky', 2);
    const content = aPipeline()
      .withStep('s', send('s', '/flaky', { settings: { retries: 3, backoff_ms: 10 } }))
      .build();
    const result = await run(content, { order_id: '9' });
    expect(result.status).toBe('success');
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.key))).toEqual(new Set(['run-1:s']));
    expect(result.records[1]!.attempts).toBe(3);
  });

  it('does not retry a client error, and fails the run at that step', async () => {
    const content = aPipeline()
      .withStep('s', send('s', '/bad', { settings: { retries: 3 } }))
      .withStep('never', send('never', '/never'))
      .build();
    const result = await run(content, {});
    expect(result).toMatchObject({ status: 'failed', failedStepUuid: 's', error: '对方返回 HTTP 400' });
    expect(received.map((r) => r.path)).toEqual(['/bad']);
  });

  it('continues after a failure when the step says so, ending partial', async () => {
    const content = aPipeline()
      .withStep('s', send('s', '/bad', { settings: { on_error: 'continue' } }))
      .withStep('next', send('next', '/next'))
      .build();
    const result = await run(content, {});
    expect(result.status).toBe('partial');
    expect(received.map((r) => r.path)).toEqual(['/bad', '/next']);
  });

  it('keeps 15+ digit ids exact in what it sends and what it reads back', async () => {
    const content = aPipeline().withStep('s', send('s', '/ids')).build();
    const result = await run(content, { order_id: '1234567890123456789', city: 'x' });
    expect(JSON.parse(received[0]!.body)).toEqual({ order: '1234567890123456789', city: 'x' });
    expect((result.outputs[2] as { body: { id: string } }).body.id).toBe('1234567890123456789');
  });

  it('refuses to send to a metadata address', async () => {
    const content = aPipeline()
      .withStep('s', aStep('s', { app_id: '1007', action_id: 'http', params: { url: 'http://169.254.169.254/latest' } }))
      .build();
    const result = await run(content, {});
    expect(result.status).toBe('failed');
    expect(result.error).toContain('目标地址不允许访问');
  });

  it('forwards a custom action with its JSON text body filled from the trigger', async () => {
    const content = aPipeline()
      .withStep('ca', {
        app_id: '1008',
        action_id: 'custom',
        params: { method: 'post', url: '{{env.BASE}}/custom', headers: '{"X-Sign":"abc"}', body: '{"id":"{{1.order_id}}","note":"订单 {{1.city}}"}' },
      })
      .build();
    const result = await run(content, { order_id: '1234567890123456789', city: '上海"市' });
    expect(result.status).toBe('success');
    expect(JSON.parse(received[0]!.body)).toEqual({ id: '1234567890123456789', note: '订单 上海"市' });
  });

  it('masks secret variables in the recorded input, output and error, but sends them in clear', async () => {
    const content = aPipeline()
      .withStep('s', {
        app_id: '1007',
        action_id: 'http',
        params: { url: '{{env.BASE}}/echo', headers: { authorization: 'Bearer {{env.TOKEN}}' }, body: { key: '{{env.TOKEN}}' } },
      })
      .build();
    const result = await run(content, {}, { env: { BASE: base, TOKEN: 'tok-secret-9' }, secrets: ['tok-secret-9'] });
    expect(result.status).toBe('success');
    expect(JSON.parse(received[0]!.body)).toEqual({ key: 'tok-secret-9' });
    const recorded = JSON.stringify(result.records[1]);
    expect(recorded).not.toContain('tok-secret-9');
    expect(result.records[1]!.input).toMatchObject({ headers: { authorization: 'Bearer ******' }, body: { key: '******' } });
    expect(result.records[1]!.output).toMatchObject({ body: { auth: 'Bearer ******' } });
  });

  it('reruns from a failed step with the earlier outputs', async () => {
    const content = aPipeline().withStep('a', send('a', '/a')).withStep('b', send('b', '/b')).build();
    const result = await run(content, null, { resumeFrom: { stepUuid: 'b', outputs: { 1: { order_id: '7', city: 'y' }, 2: { ok: 1 } } } });
    expect(result.status).toBe('success');
    expect(received.map((r) => [r.path, JSON.parse(r.body)])).toEqual([['/b', { order: '7', city: 'y' }]]);
  });
});
