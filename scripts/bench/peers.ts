import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { print, record, startInstance, stopInstance } from './harness';
import { livePipeline, logged, ORDER, settled, signUp, storedVerdict } from './job';
import { startNodeRed } from './node-red';
import { sampleTreeRss, treeRssMb } from './tree';

interface Peer {
  name: string;
  url: string;
  path: string;
  pid: number;
}

const CONNECTIONS = 50;
const SMALL_ORDER = '{"order_id":1234567890123456790,"amount":50}';

async function post(peer: Peer, body: string) {
  const res = await fetch(`${peer.url}${peer.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as Record<string, unknown> };
}

/** Both must really do the job before either is loaded: the custom answer for a big order, the filtered answer for a small one. */
async function checkAnswers(peers: Peer[]) {
  const filtered: string[] = [];
  for (const peer of peers) {
    const big = await post(peer, ORDER);
    print(`  ${peer.name} answers ${ORDER} with ${big.status} ${JSON.stringify(big.body)}`);
    if (big.status !== 200 || big.body.ok !== true || big.body.order_id === undefined) throw new Error(`${peer.name} does not do the job`);
    const small = await post(peer, SMALL_ORDER);
    print(`  ${peer.name} answers ${SMALL_ORDER} with ${small.status} ${small.type} ${JSON.stringify(small.body)}`);
    // ids name 汇流's stored run; Node-RED keeps none
    const data = small.body.data as Record<string, unknown> | undefined;
    filtered.push(
      JSON.stringify({ status: small.status, type: small.type, body: { ...small.body, data: { ...data, accept_id: null, log_id: null } } }),
    );
  }
  record('peers: answer when the filter stops the run', filtered.every((f) => f === filtered[0]) ? 'same' : 'DIFFERENT', filtered[0]);
}

function load(peer: Peer, duration: number) {
  return autocannon({
    url: peer.url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', path: peer.path, headers: { 'content-type': 'application/json' }, body: ORDER }],
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * Issue 9's comparison: the sync job on 汇流 (`npm start`'s server, in the foreground) and on Node-RED
 * 4.1.15, rounds alternating between the two on the same machine so that neither gets the quieter
 * minutes; per round and median req/s and p99, the ratio, and every answered 汇流 run found in the log.
 */
export async function benchPeers() {
  const rounds = Number(process.env.BENCH_ROUNDS) || 3;
  const seconds = Number(process.env.BENCH_SECONDS) || 10;
  print(`the sync job on 汇流 and on Node-RED 4.1.15: ${rounds} alternating rounds of ${seconds} s, ${CONNECTIONS} connections`);
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  const huiliu = await startInstance(dataDir);
  const nodeRed = await startNodeRed().catch(async (e: unknown) => {
    await stopInstance(huiliu);
    throw e;
  });
  try {
    const { token } = await signUp(huiliu.url);
    const job = await livePipeline(huiliu.url, token, '同步 Webhook 对比', true);
    const peers: Peer[] = [
      { name: '汇流', url: huiliu.url, path: job.path, pid: huiliu.child.pid! },
      { name: 'Node-RED', url: nodeRed.url, path: '/order', pid: nodeRed.child.pid! },
    ];
    await checkAnswers(peers);
    let huiliuAnswered = 2;
    for (const peer of peers) {
      const idle = treeRssMb(peer.pid).mb;
      // first requests compile and fill caches on both: a short unrecorded load each
      const warm = await load(peer, 2);
      if (peer.name === '汇流') huiliuAnswered += warm['2xx'];
      record(`peers: idle RSS, ${peer.name}`, `${idle} MB`, 'before any load, after the two checks');
    }
    const figures = new Map(peers.map((p) => [p.name, { rps: [] as number[], p99: [] as number[], peak: 0 }]));
    for (let round = 1; round <= rounds; round++) {
      for (const peer of peers) {
        const sampler = sampleTreeRss(peer.pid);
        const result = await load(peer, seconds);
        const f = figures.get(peer.name)!;
        f.peak = Math.max(f.peak, sampler.stop());
        f.rps.push(result.requests.average);
        f.p99.push(result.latency.p99);
        if (peer.name === '汇流') huiliuAnswered += result['2xx'];
        record(
          `peers: round ${round}, ${peer.name}`,
          `${Math.round(result.requests.average)} req/s`,
          `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.non2xx}`,
        );
      }
    }
    for (const peer of peers) {
      const f = figures.get(peer.name)!;
      record(
        `peers: median, ${peer.name}`,
        `${Math.round(median(f.rps))} req/s`,
        `p99 ${median(f.p99)} ms · peak RSS ${f.peak} MB (sampled every 100 ms)`,
      );
    }
    const ratio = median(figures.get('汇流')!.rps) / median(figures.get('Node-RED')!.rps);
    record('peers: 汇流 / Node-RED', `${ratio.toFixed(2)}×`, 'median req/s (target ≥ 1.2×)');
    await settled(huiliu.url, token, job.processId);
    const inLog = await logged(huiliu.url, token, job.processId);
    record('peers: 汇流 runs in the log', `${inLog} / ${huiliuAnswered} answered`, `${storedVerdict(inLog, huiliuAnswered)}; Node-RED stores none`);
  } finally {
    await nodeRed.stop();
    await stopInstance(huiliu);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
