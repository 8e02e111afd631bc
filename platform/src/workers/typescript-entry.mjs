// The first module of a worker whose code is TypeScript source (see spawn.ts). On Node 20 a worker
// does not inherit the parent's loader hooks, and `--import tsx` in its execArgv registers them too
// late for the entry module, so the worker registers tsx itself and then imports its real entry,
// whose URL spawn.ts appends to the worker's argv (and which is taken off again here).
import { register } from 'tsx/esm/api';

const FLAG = '--huiliu-worker-entry=';
const at = process.argv.findIndex((arg) => arg.startsWith(FLAG));
const [entry] = process.argv.splice(at, 1);
register();
await import(entry.slice(FLAG.length));
