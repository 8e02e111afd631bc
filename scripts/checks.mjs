// The static checks of `npm test` — the type checks, ESLint, Prettier and knip — as many at a time as there are
// cores (two on CI's machine, where one after another they took 165 s and used one core). Each check's output is
// printed whole when it ends; the exit code is 1 when any failed, after every check has run.
//   node scripts/checks.mjs             all of them
//   node scripts/checks.mjs typecheck   the type checks (npm run typecheck)
//   node scripts/checks.mjs lint        ESLint, Prettier, knip (npm run lint)
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Longest first (ESLint, Prettier, knip, then the programs), so that the last ones to start are short. Packages with the same compiler options share a program
// (tsconfig.check-*.json): core and contract are checked once with the platform instead of again on their own, and the
// scripts with the tests; the gateway and the web keep their own programs (their typings differ).
const CHECKS = {
  typecheck: [
    ['tsc -p gateway', 'tsc', ['-p', 'gateway']],
    ['tsc -p tsconfig.check-platform.json (core, contract, platform)', 'tsc', ['-p', 'tsconfig.check-platform.json']],
    ['tsc -p web', 'tsc', ['-p', 'web']],
    ['tsc -p tsconfig.check-tests.json (tests, scripts)', 'tsc', ['-p', 'tsconfig.check-tests.json']],
  ],
  lint: [
    ['eslint .', 'eslint', ['.']],
    ['prettier --check .', 'prettier', ['--check', '.', '--log-level', 'warn']],
    ['knip', 'knip', []],
  ],
};

const wanted = process.argv[2];
if (wanted !== undefined && !(wanted in CHECKS)) {
  console.error(`checks: unknown group '${wanted}' (${Object.keys(CHECKS).join(', ')})`);
  process.exit(2);
}
const queue = wanted ? [...CHECKS[wanted]] : [...CHECKS.lint, ...CHECKS.typecheck];
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` };

function run([name, command, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (ok, extra = '') => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString('utf8') + extra;
      process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds} s)\n${ok || !text ? '' : `${text.trimEnd()}\n`}`);
      resolve(ok);
    };
    child.on('error', (err) => done(false, String(err)));
    child.on('close', (code) => done(code === 0));
  });
}

let failed = false;
async function lane() {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed = true;
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
if (failed) process.exit(1);
