import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Must match `FLAG` in typescript-entry.mjs. */
const ENTRY_FLAG = '--huiliu-worker-entry=';

/** Whether a module URL is TypeScript source (run by tsx or vitest) rather than compiled JavaScript. */
export function isTypeScriptSource(moduleUrl: string): boolean {
  return /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname);
}

/**
 * Starts the worker module `name` that sits beside the calling module (pass `import.meta.url`):
 * `name.js` when the caller is compiled JavaScript, `name.ts` through the tsx loader when the caller
 * runs from source (`node --import tsx`, vitest). The worker inherits no execArgv (the parent's
 * inspector or loader flags are not its own) unless `options.execArgv` says otherwise.
 *
 * @example
 * const worker = spawnWorker(import.meta.url, 'sheet-worker', { workerData: { kind, bytes }, resourceLimits: { maxOldGenerationSizeMb: 512 } });
 */
export function spawnWorker(callerUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const source = isTypeScriptSource(callerUrl);
  const entry = new URL(`./${name}.${source ? 'ts' : 'js'}`, callerUrl);
  const settings: WorkerOptions = { execArgv: [], ...options };
  if (!source) return new Worker(entry, settings);
  return new Worker(new URL('./typescript-entry.mjs', import.meta.url), {
    ...settings,
    argv: [...(options.argv ?? []), `${ENTRY_FLAG}${entry.href}`],
  });
}
