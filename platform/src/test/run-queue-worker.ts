import { Redis } from 'ioredis';
import { BullmqRunQueue } from '../runtime/bullmq-queue';

/**
 * A worker process that takes runs and never finishes them (fixture of runtime/bullmq-queue.test.ts): it says which
 * run it holds on stdout, and the test SIGKILLs it there, as a machine dying mid-run would.
 *   node --import tsx run-queue-worker.ts <redisUrl> <prefix> <lockMs>
 */
const [url, prefix, lockMs] = process.argv.slice(2);
const connection = new Redis(url!, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
const queue = new BullmqRunQueue({ connection, prefix: prefix!, lockMs: Number(lockMs) });
queue.process((job) => {
  process.stdout.write(`taken ${job.runId}\n`);
  return new Promise<void>(() => undefined);
}, 1);
