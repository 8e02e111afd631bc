import type { Redis } from 'ioredis';
import { MemoryUsageCounter } from './memory-counter';
import { silentLog, throttledWarn, type RuntimeLog } from './redis-connection';
import type { UsageCounter } from './types';

/**
 * One step, atomic on the Redis server: -1 when the key is not held yet (seed it), -2 when it reached the limit, else
 * the count after adding one. Two nodes taking the last unit at once get it once between them.
 */
const TAKE = `local v = redis.call('get', KEYS[1])
if not v then return -1 end
if tonumber(v) >= tonumber(ARGV[1]) then return -2 end
return redis.call('incr', KEYS[1])`;

export interface RedisUsageCounterOptions {
  /** A connection that fails at once while Redis is away (the runtime's producer). */
  connection: Redis;
  prefix: string;
  log?: RuntimeLog;
}

/**
 * Counters in Redis, shared by the cluster (distributed mode). A key is seeded from the database once, by whichever
 * node asks first (SET NX: a slower node's seed is dropped), and expires with the period it counts.
 *
 * While Redis is away the node counts in memory from the database's figure, as one process would: webhooks are
 * still accepted (DESIGN §4, the run is written to the database first), and the plan may be passed by what the nodes
 * accept during the outage. Back in Redis, a key lost with a restart is seeded again from the database, which then
 * holds those runs.
 */
export class RedisUsageCounter implements UsageCounter {
  private readonly fallback = new MemoryUsageCounter();
  private readonly seeding = new Map<string, Promise<number>>();
  private readonly warn: (err: Error) => void;

  constructor(private readonly opts: RedisUsageCounterOptions) {
    this.warn = throttledWarn(opts.log ?? silentLog, 'Redis 不可用：套餐用量暂按本进程计数');
  }

  async take(key: string, limit: number, seed: () => Promise<number>, expiresAt: Date): Promise<number | undefined> {
    const redisKey = `${this.opts.prefix}:usage:${key}`;
    // a key that expires between its seed and the next step is seeded again; twice in a row means a clock far off
    for (let attempt = 0; attempt < 2; attempt++) {
      let taken: number;
      try {
        taken = Number(await this.opts.connection.eval(TAKE, 1, redisKey, limit));
      } catch (err) {
        this.warn(err as Error);
        return this.fallback.take(key, limit, seed, expiresAt);
      }
      if (taken === -2) return undefined;
      if (taken > 0) return taken;
      const seeded = await this.seedOnce(redisKey, seed, expiresAt);
      if (seeded === 'away') return this.fallback.take(key, limit, seed, expiresAt);
    }
    return this.fallback.take(key, limit, seed, expiresAt);
  }

  /** Reads the database's figure once however many callers wait (its error is theirs: a refused run), then sets it. */
  private async seedOnce(redisKey: string, seed: () => Promise<number>, expiresAt: Date): Promise<'seeded' | 'away'> {
    let pending = this.seeding.get(redisKey);
    if (!pending) {
      pending = seed().finally(() => this.seeding.delete(redisKey));
      this.seeding.set(redisKey, pending);
    }
    const used = await pending;
    try {
      // NX: the first seed wins, and a slower node's older figure is dropped; so is this node's second caller's
      await this.opts.connection.set(redisKey, String(used), 'PXAT', Math.max(expiresAt.getTime(), Date.now() + 1_000), 'NX');
      return 'seeded';
    } catch (err) {
      this.warn(err as Error);
      return 'away';
    }
  }
}
