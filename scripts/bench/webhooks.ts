import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, record, startInstance, stopInstance, print } from './harness';
import { treeHwmMb } from './tree';
import { livePipeline, logged, ORDER, settled, signUp, storedVerdict } from './job';

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
    const { token } = await signUp(url);
    const sync = await livePipeline(url, token, '同步 Webhook 压测', true);
    const request = { method: 'POST' as const, path: sync.path, headers: { 'content-type': 'application/json' }, body: ORDER };
    let answered = 0;
    for (const connections of [10, 50]) {
      const result = await load(`sync webhook (filter + custom return), ${connections} connections`, { url, connections, requests: [request] });
      answered += result['2xx'];
    }
    await settled(url, token, sync.processId);
    const inLog = await logged(url, token, sync.processId);
    record('sync runs in the log', `${inLog} / ${answered} answered`, storedVerdict(inLog, answered));

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
    record('peak memory (webhooks)', `${treeHwmMb(instance.child.pid!)} MB`, 'kernel high-water mark of the server process and its children');
  } finally {
    await stopInstance(instance);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
