import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTypeScriptSource, spawnWorker } from './spawn';

const run = promisify(execFile);
const PLATFORM = fileURLToPath(new URL('../../', import.meta.url));
/** A module beside the echo worker fixture, standing in for the caller. */
const CALLER = new URL('../test/harness.ts', import.meta.url).href;

function reply(worker: import('node:worker_threads').Worker): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('spawnWorker', () => {
  it('tells TypeScript source from compiled JavaScript by the module URL', () => {
    expect(isTypeScriptSource('file:///app/src/families/datasource/sheet-reader.ts')).toBe(true);
    expect(isTypeScriptSource('file:///app/dist/families/datasource/sheet-reader.js')).toBe(false);
    expect(isTypeScriptSource('file:///app/dist/main.mjs')).toBe(false);
  });

  it('runs the TypeScript worker beside a caller that runs from source, as under vitest', async () => {
    const worker = spawnWorker(CALLER, 'echo-worker', { workerData: { file: 'a.xlsx' }, argv: ['--mine'] });
    const message = await reply(worker);
    expect(message).toEqual({
      data: { file: 'a.xlsx' },
      argv: ['--mine'],
      source: 'ts',
      url: new URL('../test/echo-worker.ts', import.meta.url).href,
    });
  });

  // the child processes below hand the worker's message to the test on their stdout
  it('runs it from a process started with `node --import tsx`, as npm start runs the platform', async () => {
    const script = `import { spawnWorker } from ${JSON.stringify(new URL('./spawn.ts', import.meta.url).href)};
      const worker = spawnWorker(${JSON.stringify(CALLER)}, 'echo-worker', { workerData: 42 });
      worker.once('message', (m) => process.stdout.write(JSON.stringify(m)));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PLATFORM });
    expect(JSON.parse(stdout)).toMatchObject({ data: 42, argv: [], source: 'ts' });
  });

  it('runs the .js worker beside a compiled caller, without any TypeScript loader', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'huiliu-spawn-'));
    try {
      const source = await readFile(new URL('./spawn.ts', import.meta.url), 'utf8');
      const compiled = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
      await writeFile(join(dir, 'package.json'), '{ "type": "module" }');
      await writeFile(join(dir, 'spawn.js'), compiled);
      await writeFile(
        join(dir, 'echo-worker.js'),
        "import { parentPort, workerData } from 'node:worker_threads';\nparentPort.postMessage({ data: workerData, url: import.meta.url, loaders: process.execArgv });\n",
      );
      await writeFile(
        join(dir, 'caller.js'),
        "import { spawnWorker } from './spawn.js';\nspawnWorker(import.meta.url, 'echo-worker', { workerData: 'compiled' }).once('message', (m) => process.stdout.write(JSON.stringify(m)));\n",
      );
      const { stdout } = await run(process.execPath, [join(dir, 'caller.js')], { cwd: dir });
      expect(JSON.parse(stdout)).toEqual({ data: 'compiled', url: pathToFileURL(join(dir, 'echo-worker.js')).href, loaders: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
