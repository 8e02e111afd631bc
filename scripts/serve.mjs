#!/usr/bin/env node
// `npm run worker`, `npm run platform`, `npm run gateway`, `npm run migrate`: one process of distributed mode
// (DESIGN §2, issue 15) in the foreground, from the compiled server (built first when stale), configured by its
// environment as README "Distributed mode" lists. `npm start` stays the embedded default.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServerIfStale, SERVER_DIST } from './build-server.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const ENTRIES = new Set(['worker', 'platform', 'gateway', 'migrate']);
const entry = process.argv[2];
if (!ENTRIES.has(entry)) {
  console.error(`用法: node scripts/serve.mjs <${[...ENTRIES].join('|')}>`);
  process.exit(2);
}
await buildServerIfStale();
// a child rather than an import: the server's own flags (heap limit) apply, and signals reach it as sent
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(SERVER_DIST, `${entry}.js`)], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
