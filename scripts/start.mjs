#!/usr/bin/env node
// `npm start`: the embedded default (DESIGN §2). Builds the web app when it is missing or stale,
// starts the platform on a free loopback port, then the gateway on the public PORT, and prints the URL.
// Plain .mjs so that it runs before anything is compiled; the services themselves run through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.PORT ??= '3000';
env.HOST ??= '127.0.0.1';
env.DATA_DIR = resolve(env.DATA_DIR ?? join(root, 'data'));
// a person at a terminal wants the URL and the warnings, not a JSON line per request
env.LOG_LEVEL ??= 'warn';
const started = Date.now();

/** Newest modification time under a folder (skipping generated and installed trees). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildWebIfStale() {
  const index = join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(join(root, 'web', 'src')),
    newestMtime(join(root, 'web', 'index.html')),
    newestMtime(join(root, 'web', 'vite.config.ts')),
    newestMtime(join(root, 'web', 'precompress.ts')),
    newestMtime(join(root, 'core', 'src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('汇流: 正在构建网页应用（首次启动或源码有更新）…');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: join(root, 'web'), stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('汇流: 网页应用构建失败');
    process.exit(result.status ?? 1);
  }
}

function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.once('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}

/** How long a draining service may take (its own grace, SHUTDOWN_GRACE_MS, plus time to close the database). */
const STOP_LIMIT_MS = (Number(env.SHUTDOWN_GRACE_MS) || 35_000) + 15_000;

const children = [];
function run(name, entry, extraEnv) {
  // Each service in a process group of its own, so a terminal's Ctrl-C reaches only this script, which
  // stops them in order (see shutdown). The IPC channel closes if this script dies: the services then
  // drain and exit by themselves instead of living on as orphans.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`汇流: ${name} 已退出 (${signal ?? code})，正在停止其余进程`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

const stopped = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

/**
 * Stops the services newest first: the gateway drains (its callers' requests still need the platform),
 * then the platform finishes its runs and closes the database. SIGKILL only past STOP_LIMIT_MS.
 */
let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code || 1);
  }, STOP_LIMIT_MS).unref();
  for (const child of [...children].reverse()) {
    child.kill('SIGTERM');
    await stopped(child);
  }
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// WEB_DIST names an app built elsewhere (a deployment, a test): nothing to build here
if (!process.env.WEB_DIST) buildWebIfStale();
const platformPort = env.PLATFORM_PORT ?? String(await freePort());
const platformUrl = `http://127.0.0.1:${platformPort}`;
// the gateway is the one proxy in front: the platform reads the caller's address from X-Forwarded-For
const platform = run('platform', 'platform/src/main.ts', { PLATFORM_PORT: platformPort, PLATFORM_HOST: '127.0.0.1', PLATFORM_TRUST_PROXY: '1' });
await waitForHealth(`${platformUrl}/healthz`, platform);
const gateway = run('gateway', 'gateway/src/main.ts', {
  PLATFORM_URL: platformUrl,
  WEB_DIST: process.env.WEB_DIST || join(root, 'web', 'dist'),
});
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
await waitForHealth(`http://${shownHost}:${env.PORT}/healthz`, gateway);
console.log(`\n汇流 已启动: http://${shownHost}:${env.PORT}  (数据目录 ${env.DATA_DIR}, 用时 ${Date.now() - started} ms)\n`);
