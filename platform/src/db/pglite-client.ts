import type { PGliteOptions, QueryOptions, Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';

/** Defined (true) only in the compiled bundle (scripts/build-server.mjs), where the worker is compiled to .js. */
declare const HUILIU_BUNDLED: boolean | undefined;

const WORKER_URL = new URL(typeof HUILIU_BUNDLED === 'undefined' ? './pglite-worker.mjs' : './pglite-worker.js', import.meta.url);

/** What crosses to the worker: plain data only (PGlite's own options minus functions). */
export type WorkerPgliteOptions = Pick<PGliteOptions, 'startParams' | 'relaxedDurability'> & { loadDataDir?: Blob };

/** The part of PGlite's query API that drizzle's pglite driver, its migrator and our tests call. */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

interface PlainError {
  name: string;
  message: string;
  [field: string]: unknown;
}

type Reply = { id: number; result?: unknown; error?: PlainError };
type Pending = { resolve(value: unknown): void; reject(err: Error): void };

/** A Postgres error from the worker with its fields (code, constraint, detail, …) as PGlite gives them. */
function rebuild(plain: PlainError): Error {
  const { name, message, stack: _workerStack, ...fields } = plain;
  const err = Object.assign(new Error(message), fields);
  err.name = name;
  return err;
}

/**
 * Functions do not cross threads. drizzle's parsers only keep some types as text (value => value), so
 * the type ids are sent and the worker rebuilds those parsers; anything else is refused, not ignored.
 */
function wireOptions(options: QueryOptions | undefined): { rowMode: string; textTypes: number[] } | undefined {
  if (!options) return undefined;
  const { rowMode = 'object', parsers = {}, ...rest } = options;
  if (Object.keys(rest).length > 0) throw new Error(`PGlite worker: unsupported query options ${Object.keys(rest).join(', ')}`);
  return { rowMode, textTypes: Object.keys(parsers).map(Number) };
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), shaped like PGlite where drizzle touches it: `query`,
 * `exec`, `transaction`, plus `dumpDataDir` and `close`. A transaction stays open in the worker while
 * its callback runs here; PGlite there queues every other query behind it, as it would in-process.
 */
export class WorkerPglite implements PgliteQueries {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;
  #exited: Promise<void>;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#exited = new Promise((resolve) => worker.once('exit', () => resolve()));
    worker.on('message', (reply: Reply) => this.#settle(reply));
    // A crash must surface as an error on every waiting query, never as a hang.
    worker.on('error', (err) => this.#fail(new Error(`PGlite worker failed: ${err.message}`, { cause: err })));
    worker.on('exit', (code) => this.#fail(new Error(`PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits for PGlite to open `dataDir` (in memory when undefined). */
  static async create(dataDir: string | undefined, options: WorkerPgliteOptions = {}): Promise<WorkerPglite> {
    const { loadDataDir, ...rest } = options;
    const bytes = loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      workerData: { dataDir, options: { ...rest, ...(bytes ? { loadDataDir: bytes } : {}) } },
      transferList: bytes ? [bytes.buffer] : [],
    });
    const client = new WorkerPglite(worker);
    try {
      await new Promise((resolve, reject) => client.#pending.set(0, { resolve, reject }));
    } catch (err) {
      await worker.terminate();
      throw err;
    }
    return client;
  }

  get closed(): boolean {
    return this.#failure !== undefined;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: 'query', sql, params, options: wireOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#call({ op: 'exec', sql, options: wireOptions(options) }) as Promise<Results[]>;
  }

  async transaction<T>(callback: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    const queries: PgliteQueries = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#call({ op: 'query', tx, sql, params, options: wireOptions(options) }) as Promise<Results<R>>,
      exec: (sql: string, options?: QueryOptions) => this.#call({ op: 'exec', tx, sql, options: wireOptions(options) }) as Promise<Results[]>,
    };
    let result: T;
    try {
      result = await callback(queries);
    } catch (err) {
      // the callback's error is the one worth reporting, even when the rollback fails too (worker gone)
      await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      throw err;
    }
    await this.#call({ op: 'commit', tx });
    return result;
  }

  /** Statements in one transaction, all on one message; rolled back when one fails. */
  async batch(statements: Array<{ sql: string; params: unknown[] }>): Promise<void> {
    await this.#call({ op: 'batch', statements });
  }

  async dumpDataDir(compression: 'auto' | 'gzip' | 'none' = 'auto'): Promise<Blob> {
    const bytes = (await this.#call({ op: 'dump', compression })) as Uint8Array;
    // a transferred ArrayBuffer, never shared memory; the cast satisfies both Node's and the DOM's Blob types
    return new Blob([bytes] as unknown as ConstructorParameters<typeof Blob>[0]);
  }

  /** Closes PGlite (a checkpoint to disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure) return this.#exited;
    await this.#call({ op: 'close' });
    await this.#exited;
  }

  /** Ends the thread without closing PGlite: what a crash looks like to whoever is waiting (tests). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
    await this.#exited;
  }

  #call(message: Record<string, unknown>): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #settle(reply: Reply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.error) pending.reject(rebuild(reply.error));
    else pending.resolve(reply.result);
  }

  #fail(err: Error): void {
    this.#failure ??= err;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }
}
