import { describe, expect, it } from 'vitest';
import { closeConnection, connectRedis } from './redis-connection';
import { RedisUsageCounter } from './redis-counter';
import { recordingLog } from './redis-testing';

describe('RedisUsageCounter while Redis is away', () => {
  it('counts in this process from the database’s figure, still refusing past the limit, and says so once', async () => {
    // nothing listens on port 1: the producer's options fail each command at once instead of queueing it
    const log = recordingLog();
    const connection = connectRedis('redis://127.0.0.1:1', 'producer', { prefix: 'away', nodeId: 'n1' });
    try {
      const counter = new RedisUsageCounter({ connection, prefix: 'away', log });
      let seeds = 0;
      const seed = async () => {
        seeds++;
        return 8;
      };
      const expires = new Date(Date.now() + 60_000);
      const taken = [];
      for (let i = 0; i < 3; i++) taken.push(await counter.take('c1:2026-11', 10, seed, expires));
      expect(taken).toEqual([9, 10, undefined]);
      expect(seeds).toBe(1);
      expect(log.warnings).toEqual(['Redis 不可用：套餐用量暂按本进程计数']);
    } finally {
      await closeConnection(connection);
    }
  });
});
