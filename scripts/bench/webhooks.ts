import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, peakMemoryMb, record, startInstance, stopInstance, print } from './harness';

/** One REST call through the public port (the gateway's pass-through), envelope unwrapped. */
async function rest<T>(url: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const filterStep = {
  uuid: 'filter',
  action_type: '2',
  app_id: '1003',
  action_id: 'filter',
  params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] },
};
const returnStep = {
  uuid: 'ret',
  action_type: '2',
  app_id: '1009',
  action_id: 'return',
  params: { status: 200, body: { ok: true, order_id: '{{1.order_id}}' } },
};

async function livePipeline(url: string, token: string, title: string, sync: boolean) {
  const trigger = {
    uuid: 'trigger',
    action_type: '1',
    app_id: '1001',
    action_id: 'receive',
    params: sync ? { response_type: 'following_steps' } : {},
  };
  const content = sync ? [trigger, filterStep, returnStep] : [trigger, filterStep];
  const added = await rest<{ process_id: string }>(url, 'POST', '/v1/api/dataprocess/add', token, { title, content: JSON.stringify(content) });
  await rest(url, 'POST', '/v1/api/dataprocess/status', token, { process_id: added.process_id, status: 1 });
  const hook = await rest<{ accept_path: string }>(url, 'GET', `/v1/api/data/webhook/fetch?process_id=${added.process_id}`, token);
  return { processId: added.process_id, path: hook.accept_path };
}

/** Runs of a pipeline in the log (optionally of one status). */
async function logged(url: string, token: string, processId: string, status?: string): Promise<number> {
  return (await rest<{ total: number }>(url, 'POST', '/v1/api/log/list', token, { process_id: processId, limit: 1, ...(status ? { status } : {}) }))
    .total;
}

/** Wait until every run of the pipeline has left queued/running; returns the ms it took. */
async function settled(url: string, token: string, processId: string): Promise<number> {
  const began = performance.now();
  while ((await logged(url, token, processId, 'queued')) + (await logged(url, token, processId, 'running')) > 0) {
    await new Promise((r) => setTimeout(r, 50));
  }
  return performance.now() - began;
}

const ORDER = '{"order_id":1234567890123456789,"amount":150}';

/**
 * Issue 3's webhook targets: the sync job (webhook → amount > 100 → custom return) at 10 and 50
 * connections against the public port, every run then counted in the log; the async accept rate and
 * the time until its runs are finished; peak memory.
 */
export async function benchWebhooks() {
  print('webhooks through the public port (gateway pass-through) → platform → engine → PGlite');
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  const instance = await startInstance(dataDir);
  try {
    const { url } = instance;
    const auth = await rest<{ token: string }>(url, 'POST', '/v1/api/user/register', undefined, {
      company_name: '压测公司',
      uname: '压测',
      email: `bench-hook-${Date.now()}@example.com`,
      password: 'bench-pass-1',
    });
    const token = auth.token;
    const sync = await livePipeline(url, token, '同步 Webhook 压测', true);
    const request = { method: 'POST' as const, path: sync.path, headers: { 'content-type': 'application/json' }, body: ORDER };
    let answered = 0;
    for (const connections of [10, 50]) {
      const result = await load(`sync webhook (filter + custom return), ${connections} connections`, { url, connections, requests: [request] });
      answered += result['2xx'];
    }
    await settled(url, token, sync.processId);
    const inLog = await logged(url, token, sync.processId);
    // the log may hold a few more runs than were answered: requests cut off when the load ends still ran
    const verdict =
      inLog >= answered ? `every answered run persisted with its steps (+${inLog - answered} cut off by the end of the load)` : 'MISSING RUNS';
    record('sync runs in the log', `${inLog} / ${answered} answered`, verdict);

    const async = await livePipeline(url, token, '异步 Webhook 压测', false);
    const accepted = await load('async webhook accept, 50 connections', {
      url,
      connections: 50,
      duration: 5,
      requests: [{ method: 'POST', path: async.path, headers: { 'content-type': 'application/json' }, body: ORDER }],
    });
    const drainMs = await settled(url, token, async.processId);
    const asyncLogged = await logged(url, token, async.processId);
    record('async runs finished after the load ended', `${Math.round(drainMs)} ms`, `${asyncLogged} runs, ${accepted['2xx']} accepted`);
    const mem = peakMemoryMb(instance.child);
    record(
      'peak memory (webhooks)',
      Object.entries(mem)
        .map(([k, v]) => `${k} ${v} MB`)
        .join(' · '),
    );
  } finally {
    await stopInstance(instance);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
