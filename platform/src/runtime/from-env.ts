import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DAY_MS, whole } from '../cluster-settings';
import { BullmqRunQueue } from './bullmq-queue';
import { BullmqScheduler } from './bullmq-scheduler';
import { MemoryBus } from './memory-bus';
import { MemoryUsageCounter } from './memory-counter';
import { MemoryRunQueue } from './memory-queue';
import { MemoryScheduler } from './memory-scheduler';
import { MemorySyncReplyChannel } from './memory-sync-reply';
import { RedisBus } from './redis-bus';
import { RedisUsageCounter } from './redis-counter';
import { closeConnection, connectRedis, silentLog, untilReady, type RuntimeLog } from './redis-connection';
import { BusSyncReplyChannel } from './redis-sync-reply';
import { claimIdNode } from './id-node';
import type { Bus, RunQueue, Scheduler, SyncReplyChannel, UsageCounter } from './types';

export type { RuntimeLog } from './redis-connection';

export interface RuntimeOptions {
  /** Redis for distributed mode; without it everything stays in this process (embedded mode). */
  redisUrl?: string;
  /** Starts every Redis key and channel. Default `huiliu`. */
  prefix?: string;
  /** Run and tick lock duration, and how soon a dead worker's jobs are handed on (≈ 2 × lockMs). Default 30 s. */
  lockMs?: number;
  /** This process in the cluster (bus envelopes, connection names). Default host, pid and a random suffix. */
  nodeId?: string;
  /** False: this process upserts schedules but runs none of their ticks. Default true. */
  consumeSchedules?: boolean;
  log?: RuntimeLog;
}

export interface Runtime {
  kind: 'memory' | 'redis';
  queue: RunQueue;
  scheduler: Scheduler;
  syncReplies: SyncReplyChannel;
  bus: Bus;
  /** The plan's monthly runs, counted for the whole cluster. */
  counter: UsageCounter;
  nodeId: string;
  /** Whether the infrastructure answers (readiness): always in memory, every Redis connection up and PING in redis. */
  ping(): Promise<boolean>;
  /** Stops taking work, waits for the running handlers, closes the connections. */
  close(): Promise<void>;
}

export const DEFAULT_PREFIX = 'huiliu';

/** The runtime settings of the environment: REDIS_URL, REDIS_PREFIX, HUILIU_QUEUE_LOCK_MS. */
export function runtimeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeOptions {
  const options: RuntimeOptions = { prefix: env.REDIS_PREFIX?.trim() || DEFAULT_PREFIX };
  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl) options.redisUrl = redisUrl;
  // a typo would silently mean 30 s or a lock that never holds: the start stops with the settings' own message
  const lockMs = whole(env, 'HUILIU_QUEUE_LOCK_MS', 1, DAY_MS);
  if (lockMs !== undefined) options.lockMs = lockMs;
  return options;
}

function defaultNodeId(): string {
  return `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/**
 * The four runtime seams for this process (DESIGN §2): in-process without `redisUrl`, Redis/BullMQ with it. In redis
 * mode it resolves once the bus subscription is active, so it waits for Redis at start (logging the outage).
 */
export async function openRuntime(opts: RuntimeOptions = {}): Promise<Runtime> {
  const nodeId = opts.nodeId ?? defaultNodeId();
  const log = opts.log ?? silentLog;
  if (!opts.redisUrl) {
    const [queue, scheduler, syncReplies] = [new MemoryRunQueue(), new MemoryScheduler(), new MemorySyncReplyChannel()];
    const bus = new MemoryBus((err, topic) => log.error({ err, topic }, `总线消息 ${topic} 的处理函数出错`));
    return {
      kind: 'memory',
      queue,
      scheduler,
      syncReplies,
      bus,
      counter: new MemoryUsageCounter(),
      nodeId,
      ping: async () => true,
      close: async () => {
        await Promise.all([syncReplies.close(), scheduler.close(), queue.close()]);
        await bus.close();
      },
    };
  }

  const prefix = opts.prefix ?? DEFAULT_PREFIX;
  const names = { prefix, nodeId };
  // one connection per role: BullMQ's producers and the reset marker, bus publish, bus subscribe (workers open
  // their own, blocking ones, when they start consuming)
  const producer = connectRedis(opts.redisUrl, 'producer', names, log);
  const publisher = connectRedis(opts.redisUrl, 'publisher', names, log);
  const subscriber = connectRedis(opts.redisUrl, 'subscriber', names, log);
  let bus: RedisBus;
  let idNode: Awaited<ReturnType<typeof claimIdNode>>;
  try {
    // opened means ready: the readiness probe of a process that just started says yes
    [bus] = await Promise.all([RedisBus.connect({ publisher, subscriber, prefix, nodeId, log }), untilReady(producer), untilReady(publisher)]);
    // before this process makes its first id
    idNode = await claimIdNode(producer, prefix, nodeId, log);
  } catch (err) {
    await Promise.all([producer, publisher, subscriber].map(closeConnection));
    throw err;
  }
  const queue = new BullmqRunQueue({ connection: producer, prefix, lockMs: opts.lockMs, log });
  const scheduler = new BullmqScheduler({ connection: producer, prefix, nodeId, lockMs: opts.lockMs, consume: opts.consumeSchedules, log });
  const syncReplies = new BusSyncReplyChannel(bus);
  return {
    kind: 'redis',
    queue,
    scheduler,
    syncReplies,
    bus,
    counter: new RedisUsageCounter({ connection: producer, prefix, log }),
    nodeId,
    async ping() {
      if ([producer, publisher, subscriber].some((c) => c.status !== 'ready')) return false;
      try {
        return (await producer.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await syncReplies.close();
      // the handlers still running may publish (run events, replies): the bus closes after them
      await Promise.all([scheduler.close(), queue.close()]);
      await bus.close();
      await idNode.release();
      await closeConnection(producer);
    },
  };
}
