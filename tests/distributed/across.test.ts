import { flakyReceiver, sendOrderPipeline, syncOrderPipeline } from '@huiliu/platform/test/engine-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SERVICES, livePipeline, signUp, startCluster, type Cluster } from './cluster';

/** The run events a platform process streams (GET /v1/api/log/events), collected until `stop`. */
function liveRuns(base: string, token: string) {
  const events: Array<{ log_id: string; status: string }> = [];
  const abort = new AbortController();
  const opened = fetch(`${base}/v1/api/log/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal }).then(async (res) => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const data = buffer
              .slice(0, end)
              .split('\n')
              .find((l) => l.startsWith('data: '));
            buffer = buffer.slice(end + 2);
            if (data) events.push(JSON.parse(data.slice(6)) as { log_id: string; status: string });
          }
        }
      } catch {
        // aborted at the end of the test
      }
    })();
  });
  return { events, opened, stop: () => abort.abort() };
}

/** Issue 15: what a worker does reaches the API process that needs it, through Redis. */
describe.runIf(CLUSTER_SERVICES)('across processes', () => {
  let cluster: Cluster;
  let receiver: Awaited<ReturnType<typeof flakyReceiver>>;
  beforeAll(async () => {
    receiver = await flakyReceiver();
    cluster = await startCluster({ platforms: 2, workers: 1 });
  });
  afterAll(async () => {
    await cluster?.close();
    await receiver?.close();
  });

  it('answers a synchronous webhook on an API process with the custom return a worker ran', async () => {
    const api = cluster.platforms[0]!.url;
    const token = await signUp(api);
    const { webhook } = await livePipeline(api, token, syncOrderPipeline());
    const res = await fetch(`${api}${webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 150, order_id: '12345678901234567890' }),
    });
    expect([res.status, await res.json()]).toEqual([201, { ok: true, order_id: '12345678901234567890' }]);
    // the API process runs no workers: the run was executed elsewhere
    const [run] = await cluster.query<{ owner: string }>(`SELECT lease_owner AS owner FROM runs ORDER BY created_at DESC LIMIT 1`);
    expect(run!.owner).toBeTruthy();
  });

  it('streams a run finished by a worker to a live subscriber of another API process', async () => {
    const [a, b] = cluster.platforms.map((p) => p.url);
    const token = await signUp(a!);
    const { webhook } = await livePipeline(a!, token, sendOrderPipeline(`${receiver.url}/live`));
    const live = liveRuns(b!, token);
    try {
      await live.opened;
      const res = await fetch(`${a}${webhook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: 9 }),
      });
      const runId = ((await res.json()) as { data: { log_id: string } }).data.log_id;
      await expect.poll(() => live.events.filter((e) => e.log_id === runId).map((e) => e.status), { timeout: 20_000 }).toContain('success');
      const seen = live.events.filter((e) => e.log_id === runId).map((e) => e.status);
      expect([...seen].sort()).toEqual(['queued', 'running', 'success']);
      expect(seen.at(-1)).toBe('success');
    } finally {
      live.stop();
    }
  });

  it('holds the plan’s monthly runs for the cluster, not for each API process (3002)', async () => {
    const [a, b] = cluster.platforms.map((p) => p.url);
    const token = await signUp(a!);
    const { processId, webhook } = await livePipeline(a!, token, sendOrderPipeline(`${receiver.url}/quota`));
    // the free plan's 10,000 runs a month, 9,998 of them already run this month
    await cluster.query(
      `INSERT INTO runs (id, company_id, process_id, content, status, trigger_type)
       SELECT 1000000000 + g, p.company_id, p.id, '[]', 'success', 'webhook' FROM pipelines p, generate_series(1, 9998) g WHERE p.id = $1`,
      [processId],
    );
    const post = async (base: string) => {
      const res = await fetch(`${base}${webhook}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"order_id":1}' });
      return ((await res.json()) as { code: number }).code;
    };
    // each process reads the month's count before either has taken a run: counted per process, both would take two
    const codes = [...(await Promise.all([post(a!), post(b!)])), ...(await Promise.all([post(a!), post(b!), post(a!), post(b!)]))];
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c === 3002)).toHaveLength(4);
  });
});
