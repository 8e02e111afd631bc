import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { print, record } from './harness';
import { livePipeline, logIn, logged, ORDER, settled, signUp, storedVerdict } from './job';
import { buildOnce, npmStart, npmStop } from './npm-start';
import { sampleTreeRss, treeHwmMb, treeRssMb } from './tree';

const SETTLE_MS = 2_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = () => Number(process.env.BENCH_SECONDS) || 10;

/** Idle RSS after the start settles, peak under the sync webhook load, idle again once its runs are stored. */
async function measure(label: string, dataDir: string, account: { email?: string }) {
  const server = await npmStart(dataDir);
  try {
    await pause(SETTLE_MS);
    const idle = treeRssMb(server.pid);
    record(`idle RSS, ${label}`, `${idle.mb} MB`, `${idle.processes} process(es) left by npm start, ${SETTLE_MS / 1000} s after it returned`);

    // the existing folder's start logs in to the account the first start made
    let token: string;
    if (account.email) token = await logIn(server.url, account.email);
    else ({ token, email: account.email } = await signUp(server.url));
    const job = await livePipeline(server.url, token, `内存压测 ${label}`, true);
    const sampler = sampleTreeRss(server.pid);
    const result = await autocannon({
      url: server.url,
      connections: 50,
      duration: seconds(),
      requests: [{ method: 'POST', path: job.path, headers: { 'content-type': 'application/json' }, body: ORDER }],
    });
    const peak = sampler.stop();
    await settled(server.url, token, job.processId);
    const inLog = await logged(server.url, token, job.processId);
    record(
      `peak RSS under the sync webhook load, ${label}`,
      `${peak} MB`,
      `sampled every 100 ms (kernel high-water mark since the start, initdb included: ${treeHwmMb(server.pid)} MB) · ${Math.round(result.requests.average)} req/s, 50 connections, ${seconds()} s · runs in the log ${inLog} / ${result['2xx']} answered: ${storedVerdict(inLog, result['2xx'])}`,
    );
    await pause(SETTLE_MS);
    record(`idle RSS after the load, ${label}`, `${treeRssMb(server.pid).mb} MB`, `${SETTLE_MS / 1000} s after every run was stored`);
  } finally {
    await npmStop(dataDir);
  }
}

/** Issue 9's memory targets: RSS of everything `npm start` leaves running, on a new data folder and on an existing one. */
export async function benchMemory() {
  print('memory of what `npm start` leaves running (the pid in DATA_DIR/huiliu.pid and all its descendants)');
  const dataDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  const scratch = mkdtempSync(join(tmpdir(), 'huiliu-bench-'));
  try {
    await buildOnce(scratch);
    const account: { email?: string } = {};
    await measure('new data folder', dataDir, account);
    await measure('existing data folder', dataDir, account);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}
