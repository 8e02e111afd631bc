/**
 * Node-RED as the peer of the sync job: installed on demand into a cache folder (never a dependency of
 * the project), run with a userDir of its own and a flows file doing what 汇流's pipeline does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, print } from './harness';
import { ORDER } from './job';

const VERSION = '4.1.15';
const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'huiliu-bench', `node-red-${VERSION}`);
const installed = join(cache, 'node_modules', 'node-red');

function install(): void {
  const manifest = join(installed, 'package.json');
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === VERSION) return;
  print(`  installing Node-RED ${VERSION} into ${cache} (once)`);
  mkdirSync(cache, { recursive: true });
  const npm = spawnSync('npm', ['install', '--prefix', cache, `node-red@${VERSION}`, '--no-audit', '--no-fund', '--no-save'], { stdio: 'inherit' });
  if (npm.status !== 0) throw new Error(`npm install node-red@${VERSION} failed (${npm.status})`);
}

/**
 * The job as a Node-RED user draws it: http in → switch on amount → function building the answer →
 * http response. An order the switch stops gets what 汇流's sync webhook answers for a filtered run
 * (200, code 0 and the run's status), ids aside: Node-RED keeps no run to name.
 */
const flows = [
  { id: 'bench', type: 'tab', label: '汇流 bench' },
  { id: 'in', z: 'bench', type: 'http in', url: '/order', method: 'post', upload: false, wires: [['amount']] },
  {
    id: 'amount',
    z: 'bench',
    type: 'switch',
    property: 'payload.amount',
    propertyType: 'msg',
    rules: [{ t: 'gt', v: '100', vt: 'num' }, { t: 'else' }],
    checkall: 'false',
    outputs: 2,
    wires: [['answer'], ['filtered']],
  },
  {
    id: 'answer',
    z: 'bench',
    type: 'function',
    func: 'msg.payload = { ok: true, order_id: msg.payload.order_id };\nreturn msg;',
    outputs: 1,
    wires: [['out']],
  },
  {
    id: 'filtered',
    z: 'bench',
    type: 'function',
    func: "msg.payload = { code: 0, msg: '成功', data: { accept_id: null, log_id: null, status: 'filtered', error: null } };\nreturn msg;",
    outputs: 1,
    wires: [['out']],
  },
  { id: 'out', z: 'bench', type: 'http response', statusCode: '', headers: { 'content-type': 'application/json; charset=utf-8' }, wires: [] },
];

export interface NodeRed {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Installs (once) and starts Node-RED on a free port; resolves when POST /order answers the job's reply. */
export async function startNodeRed(): Promise<NodeRed> {
  install();
  const userDir = mkdtempSync(join(tmpdir(), 'huiliu-bench-node-red-'));
  const port = await freePort();
  writeFileSync(join(userDir, 'flows.json'), JSON.stringify(flows));
  // as 汇流 runs with LOG_LEVEL=warn: no line per event; diagnostics and telemetry off, nothing to phone home
  const settings = {
    uiHost: '127.0.0.1',
    uiPort: port,
    flowFile: 'flows.json',
    // the flows hold no credentials: no key to generate, no warning about one
    credentialSecret: false,
    logging: { console: { level: 'warn', metrics: false, audit: false } },
    diagnostics: { enabled: false, ui: false },
    telemetry: { enabled: false },
    editorTheme: { projects: { enabled: false } },
  };
  writeFileSync(join(userDir, 'settings.js'), `module.exports = ${JSON.stringify(settings)};\n`);
  const child = spawn(process.execPath, [join(installed, 'red.js'), '--userDir', userDir], {
    cwd: userDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // its banner is noise beside the table; kept to say why, should it never answer
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(userDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const answer = await fetch(`${url}/order`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ORDER }).then(
      (r) => r.status,
      () => 0,
    );
    if (answer === 200) return { url, child, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`Node-RED did not answer POST /order:\n${output}`);
}
