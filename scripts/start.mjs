#!/usr/bin/env node
// `npm start`: the embedded default (DESIGN §2, issue 9) as ONE process running compiled JavaScript.
// Builds what is stale (the web app, the server bundle), then either starts the server in the background
// and returns — nothing else stays resident: no npm, no supervisor — or, with --foreground, becomes the
// server itself (for a terminal, a container, the end-to-end tests). `npm stop` stops a background one.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, SERVER_DIST } from './build-server.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';
import { running, serverFiles } from './server-files.mjs';
import { isStale } from './stale.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const foreground = process.argv.includes('--foreground');

// the server reads its settings from the environment; these are npm start's defaults
process.env.PORT ??= '3000';
process.env.HOST ??= '127.0.0.1';
process.env.DATA_DIR = resolve(process.env.DATA_DIR ?? join(root, 'data'));
// a person at a terminal wants the URL and the warnings, not a JSON line per request
process.env.LOG_LEVEL ??= 'warn';
process.env.WEB_DIST ||= join(root, 'web', 'dist');
const shownHost = ['0.0.0.0', '::'].includes(process.env.HOST) ? 'localhost' : process.env.HOST;
const url = `http://${shownHost}:${process.env.PORT}`;

function buildWebIfStale() {
  const web = join(root, 'web');
  const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(web, 'precompress.ts'), join(root, 'core', 'src')];
  if (!isStale(join(web, 'dist', 'index.html'), sources)) return;
  console.log('汇流: 正在构建网页应用（首次启动或源码有更新）…');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('汇流: 网页应用构建失败');
    process.exit(result.status ?? 1);
  }
}

/** Waits for /healthz, or for the server to exit first (then its log says why). */
async function ready(child, timeoutMs = 60_000) {
  const exited = new Promise((r) => child.once('exit', (code) => r(code ?? 1)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await Promise.race([
      exited.then((code) => ({ code })),
      fetch(`${url}/healthz`).then(
        (r) => ({ ok: r.ok }),
        () => ({}),
      ),
    ]);
    if ('code' in answer) return false;
    if (answer.ok) return true;
    // polled often: the first page a person waits for comes this much sooner (issue 9 start time)
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

const files = serverFiles(process.env.DATA_DIR);
const already = running(files);
if (already) {
  // before any build: a rebuild would replace the files the running server loads its workers from
  console.log(`汇流 已在运行: ${already.url}  (PID ${already.pid}；停止: npm stop)`);
  process.exit(0);
}
// a web app built elsewhere (a deployment, a test) is taken as it is
if (process.env.WEB_DIST === join(root, 'web', 'dist')) buildWebIfStale();
await buildServerIfStale();
const main = join(SERVER_DIST, 'main.js');

if (foreground) {
  // this very process becomes the server: it prints its own URL and drains on SIGTERM
  await import(pathToFileURL(main).href);
} else {
  mkdirSync(process.env.DATA_DIR, { recursive: true });
  const log = openSync(files.log, 'a');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...SERVER_ENV, ...process.env },
  });
  closeSync(log);
  if (!(await ready(child))) {
    const tail = existsSync(files.log) ? readFileSync(files.log, 'utf8').split('\n').slice(-20).join('\n') : '';
    console.error(`汇流: 启动失败（日志 ${files.log}）\n${tail}`);
    if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(1);
  }
  files.write({ pid: child.pid, url, main });
  child.unref();
  console.log(`\n汇流 已启动: ${url}  (PID ${child.pid}，数据目录 ${process.env.DATA_DIR}，日志 ${files.log}，用时 ${Date.now() - started} ms)`);
  console.log('停止: npm stop\n');
}
