import { describe, expect, it } from 'vitest';
import { busContract } from './bus-contract';
import { counterContract } from './counter-contract';
import { isValidCron } from './cron';
import { MemoryBus } from './memory-bus';
import { MemoryUsageCounter } from './memory-counter';
import { MemoryRunQueue } from './memory-queue';
import { MemoryScheduler } from './memory-scheduler';
import { MemorySyncReplyChannel } from './memory-sync-reply';
import { queueContract } from './queue-contract';
import { BusSyncReplyChannel } from './redis-sync-reply';
import { schedulerContract } from './scheduler-contract';
import { syncReplyContract } from './sync-reply-contract';

queueContract('MemoryRunQueue', () => new MemoryRunQueue());

syncReplyContract('MemorySyncReplyChannel', { open: () => new MemorySyncReplyChannel() });

syncReplyContract('BusSyncReplyChannel over a MemoryBus', { open: () => new BusSyncReplyChannel(new MemoryBus()) });

busContract('MemoryBus', { open: () => new MemoryBus() });

schedulerContract('MemoryScheduler', () => new MemoryScheduler());

counterContract('MemoryUsageCounter', { open: () => new MemoryUsageCounter() });

describe('MemoryScheduler', () => {
  it('refuses a schedule whose job no handler in this process runs (one process holds them all)', async () => {
    await expect(new MemoryScheduler().upsert('p1', 'unknown', { intervalMs: 20 })).rejects.toThrow();
  });
});

describe('isValidCron', () => {
  it.each([
    ['*/5 * * * *', true],
    ['0 9 * * 1-5', true],
    ['61 * * * *', false],
    ['not cron', false],
    // BullMQ's cron-parser refuses these (issue 15): a schedule valid in one mode must be valid in the other
    ['0 9 * * * * 2027', false],
    ['0 9 15W * *', false],
  ])('cron %j valid: %s', (expression, valid) => {
    expect(isValidCron(expression)).toBe(valid);
  });
});
