/**
 * `npm run bench`: speed and memory figures, printed as a table. Targets named in issues are measured
 * here, never in timed tests. Each bench starts the product exactly as `npm start` does, on its own port
 * and data folder.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const rows: Array<[string, string, string]> = [];
const record = (name: string, value: string, note = '') => {
  rows.push([name, value, note]);
  console.log(`  ${name}: ${value} ${note}`);
};

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

interface Instance {
  url: string;
  child: ChildProcess;
  startMs: number;
}

async function startInstance(dataDir: string): Promise<Instance> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((ok, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('已启动')) ok();
    });
    child.once('exit', (code) => fail(new Error(`start exited ${code}: ${out}`)));
  });
  return { url, child, startMs: performance.now() - began };
}

async function stopInstance(instance: Instance): Promise<void> {
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory (VmHWM) of the launcher's children, in MB. */
function peakMemoryMb(child: ChildProcess): Record<string, number> {
  const out: Record<string, number> = {};
  const pids = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)]).toString().trim().split('\n');
  for (const line of pids) {
    const [pid, ...args] = line.trim().split(/\s+/);
    const name = args.join(' ').includes('platform') ? 'platform' : args.join(' ').includes('gateway') ? 'gateway' : 'other';
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = /VmHWM:\s+(\d+) kB/.exec(status);
    if (hwm) out[name] = Math.round(Number(hwm[1]) / 1024);
  }
  return out;
}

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function load(title: string, opts: autocannon.Options) {
  const result = await autocannon({ duration: 8, ...opts });
  record(`${title}`, `${Math.round(result.requests.average)} req/s`, `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.non2xx}`);
  return result;
}

async function benchStartAndList() {
  console.log('embedded start-up and the pipeline list through web → gateway → platform → PGlite');
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  try {
    const cold = await startInstance(dataDir);
    record('embedded start, new data folder', `${Math.round(cold.startMs)} ms`, '(migrations included, web already built)');
    await stopInstance(cold);
    const warm = await startInstance(dataDir);
    record('embedded start, existing data', `${Math.round(warm.startMs)} ms`);

    const signUp = await gql(
      warm.url,
      'mutation($i: SignUpInput!) { signUp(input: $i) { token } }',
      { i: { companyName: '压测公司', uname: '压测', email: `bench-${Date.now()}@example.com`, password: 'bench-pass-1' } },
    );
    const token = (signUp.signUp as { token: string }).token;
    for (let i = 0; i < 30; i++) {
      await gql(warm.url, 'mutation($i: CreatePipelineInput!) { createPipeline(input: $i) { processId } }', { i: { title: `压测流程 ${i}` } }, token);
    }
    const body = JSON.stringify({ query: '{ pipelines(limit: 15) { total items { processId title status creator { uname } } } }' });
    const request = { method: 'POST' as const, path: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body };
    await load('GraphQL pipelines page (15, with creators), 10 connections', { url: warm.url, connections: 10, requests: [request] });
    await load('GraphQL pipelines page (15, with creators), 50 connections', { url: warm.url, connections: 50, requests: [request] });
    const mem = peakMemoryMb(warm.child);
    record('peak memory', Object.entries(mem).map(([k, v]) => `${k} ${v} MB`).join(' · '));
    await stopInstance(warm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchStartAndList();

const width = [Math.max(...rows.map((r) => r[0].length)), Math.max(...rows.map((r) => r[1].length))];
console.log(`\n| measure | value | detail |\n|---|---|---|`);
for (const [name, value, note] of rows) console.log(`| ${name.padEnd(width[0]!)} | ${value.padEnd(width[1]!)} | ${note} |`);
