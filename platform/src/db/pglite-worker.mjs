// PGlite in a worker thread of its own (issue 9): WebAssembly Postgres runs on the second core while
// the main thread parses and answers HTTP. Plain JavaScript on purpose: a tsx loader in a worker costs
// ~80 MB, and this file is the whole worker. The main thread's side is pglite-client.ts; the messages
// are { id, op, ... } one way and { id, result } or { id, error } back.
import { PGlite } from '@electric-sql/pglite';
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';

const { dataDir, options } = workerData;
if (options.loadDataDir) options.loadDataDir = new Blob([options.loadDataDir]);

/** Open transactions by the id of their `begin` message: PGlite's `tx`, and how to end its callback. */
const transactions = new Map();
/** Parsers that hand a type's text back unchanged (drizzle keeps timestamps, intervals, dates as text). */
const textParsers = new Map();

/** Functions do not cross threads: the client sends the type ids whose values stay text. */
function queryOptions(options) {
  if (!options) return undefined;
  const key = options.textTypes.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(options.textTypes.map((oid) => [oid, (value) => value]));
    textParsers.set(key, parsers);
  }
  return { rowMode: options.rowMode, parsers };
}

/** Postgres' error fields (code, constraint, detail, …) survive; PGlite's query options do not clone. */
function plainError(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err) };
  const out = { name: err.name, message: err.message, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof value)) out[key] = value;
  }
  return out;
}

/** Runs BEGIN and holds PGlite's transaction open until `commit` or `rollback` arrives for it. */
function begin(id, db) {
  return new Promise((opened, failed) => {
    const done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { tx, commit, rollback, done });
          opened(id);
        }),
    );
    done.catch(failed);
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  transactions.delete(id);
  if (commit) {
    open.commit();
    await open.done;
  } else {
    open.rollback(new Error('rolled back'));
    await open.done.catch(() => undefined);
  }
}

function target(db, message) {
  if (message.tx === undefined) return db;
  const open = transactions.get(message.tx);
  if (!open) throw new Error(`no open transaction ${message.tx}`);
  return open.tx;
}

async function handle(db, message) {
  switch (message.op) {
    case 'query':
      return target(db, message).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(db, message).exec(message.sql, queryOptions(message.options));
    case 'batch':
      return db.transaction(async (tx) => {
        for (const statement of message.statements) await tx.query(statement.sql, statement.params);
      });
    case 'begin':
      return begin(message.id, db);
    case 'commit':
      return end(message.tx, true);
    case 'rollback':
      return end(message.tx, false);
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression);
      return new Uint8Array(await blob.arrayBuffer());
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

let db;
try {
  db = await PGlite.create(dataDir, options);
} catch (err) {
  // the client terminates the thread on this answer
  parentPort.postMessage({ id: 0, error: plainError(err) });
}
if (db)
  parentPort.on('message', (message) => {
    handle(db, message).then(
      (result) => {
        parentPort.postMessage({ id: message.id, result }, result instanceof Uint8Array ? [result.buffer] : []);
        if (message.op === 'close') process.exit(0);
      },
      (err) => parentPort.postMessage({ id: message.id, error: plainError(err) }),
    );
  });
if (db) parentPort.postMessage({ id: 0, result: 'ready' });
