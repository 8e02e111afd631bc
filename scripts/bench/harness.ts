/** Shared pieces of the bench sections: start the product as `npm start` does, record rows, load with autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-flags.mjs';

const root = resolve(import.meta.dirname, '..', '..');
/** The bench's output is its product: a line on stdout (not a debugging leftover). */
export const print = (line = '') => void process.stdout.write(`${line}\n`);

export const rows: Array<[string, string, string]> = [];
export const record = (name: string, value: string, note = '') => {
  rows.push([name, value, note]);
  print(`  ${name}: ${value} ${note}`);
};

export async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

export interface Instance {
  url: string;
  child: ChildProcess;
  startMs: number;
}

export async function startInstance(dataDir: string): Promise<Instance> {
  const port = await freePort();
  const began = performance.now();
  // --foreground: the bench holds the server process itself (npm start would hand it to the background)
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs', '--foreground'], {
    cwd: root,
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HUILIU_DEFAULT_PLAN: 'enterprise',
    },
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

export async function stopInstance(instance: Instance): Promise<void> {
  const exited = new Promise((r) => instance.child.once('exit', r));
  instance.child.kill('SIGTERM');
  await exited;
}

export async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

export async function load(title: string, opts: autocannon.Options) {
  const result = await autocannon({ duration: 8, ...opts });
  record(
    `${title}`,
    `${Math.round(result.requests.average)} req/s`,
    `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · errors ${result.errors + result.non2xx}`,
  );
  return result;
}
