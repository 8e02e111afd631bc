#!/usr/bin/env node
// `npm stop`: stops the background server `npm start` left for this DATA_DIR. SIGTERM makes it drain
// (requests already in are answered, running runs finish, the database closes); SIGKILL only past the limit.
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { running, serverFiles } from './server-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = serverFiles(resolve(process.env.DATA_DIR ?? join(root, 'data')));
const server = running(files);
if (!server) {
  console.log('汇流 未在运行');
  process.exit(0);
}
const limitMs = (Number(process.env.SHUTDOWN_GRACE_MS) || 35_000) + 15_000;
const alive = () => {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
};
process.kill(server.pid, 'SIGTERM');
const deadline = Date.now() + limitMs;
while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
if (alive()) process.kill(server.pid, 'SIGKILL');
files.remove();
console.log(`汇流 已停止 (PID ${server.pid})`);
