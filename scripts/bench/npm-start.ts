/**
 * The product as a person runs it: the real `npm start` (which returns once the background server is
 * up and leaves its pid in DATA_DIR/huiliu.pid) and `npm stop` (which finds that server by DATA_DIR).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './harness';

const root = resolve(import.meta.dirname, '..', '..');

function npm(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn('npm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`npm ${args.join(' ')} exited ${code}: ${out}`))));
  });
}

export interface Started {
  url: string;
  /** the background server's pid, from the pid file */
  pid: number;
  /** from spawning `npm start` until `GET /` first answered 200 */
  firstPageMs: number;
  /** until `npm start` itself returned */
  returnedMs: number;
}

/** Runs `npm start` on its own port and data folder, polling the first page every 20 ms meanwhile. */
export async function npmStart(dataDir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  let done = false;
  const started = npm(['start'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HUILIU_DEFAULT_PLAN: 'enterprise',
  }).finally(() => (done = true));
  let firstPageMs: number | undefined;
  while (firstPageMs === undefined && !done) {
    const ok = await fetch(`${url}/`).then(
      (r) => (void r.body?.cancel(), r.status === 200),
      () => false,
    );
    if (ok) firstPageMs = performance.now() - began;
    else await new Promise((r) => setTimeout(r, 20));
  }
  await started;
  const returnedMs = performance.now() - began;
  // npm start answered before the poll saw the page (it waits for /healthz itself): one more look
  if (firstPageMs === undefined && (await fetch(`${url}/`)).status === 200) firstPageMs = returnedMs;
  if (firstPageMs === undefined) throw new Error(`the first page at ${url} never answered 200`);
  const { pid } = JSON.parse(readFileSync(join(dataDir, 'huiliu.pid'), 'utf8')) as { pid: number };
  return { url, pid, firstPageMs, returnedMs };
}

export async function npmStop(dataDir: string): Promise<void> {
  await npm(['stop'], { DATA_DIR: dataDir });
}

let built: Promise<void> | undefined;
/**
 * What `npm start` builds once (the web app, the server bundle when stale) is not part of a start's
 * time: one throwaway start and stop on a scratch folder leaves both built, once per bench run.
 */
export function buildOnce(scratchDir: string): Promise<void> {
  built ??= npmStart(scratchDir).then(() => npmStop(scratchDir));
  return built;
}
