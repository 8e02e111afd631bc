import { parentPort, workerData } from 'node:worker_threads';

/** An enum needs compiling (type stripping cannot run it): replying proves the file went through tsx. */
enum Source {
  TypeScript = 'ts',
}

// Worker fixture of workers/spawn.test.ts: replies with what it was given and where it runs from.
parentPort!.postMessage({ data: workerData, argv: process.argv.slice(2), source: Source.TypeScript, url: import.meta.url });
