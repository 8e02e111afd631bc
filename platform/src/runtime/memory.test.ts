import { describe, expect, it } from 'vitest';
import { MemoryRunQueue } from './memory-queue';
import { isValidCron, MemoryScheduler } from './memory-scheduler';
import { MemorySyncReplyChannel } from './memory-sync-reply';

describe('MemoryRunQueue', () => {
  it('runs every job once, never more than the concurrency at a time', async () => {
    const queue = new MemoryRunQueue();
    let running = 0;
    let peak = 0;
    const done: string[] = [];
    queue.process(async (job) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      done.push(job.runId);
      running--;
    }, 3);
    for (let i = 0; i < 20; i++) await queue.enqueue({ runId: `r${i}`, companyId: 'c' });
    await queue.enqueue({ runId: 'r0', companyId: 'c' });
    await queue.drained();
    expect(done.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `r${i}`).sort());
    expect(peak).toBe(3);
  });

  it('keeps going after a handler fails', async () => {
    const queue = new MemoryRunQueue();
    const done: string[] = [];
    queue.process(async (job) => {
      if (job.runId === 'bad') throw new Error('boom');
      done.push(job.runId);
    }, 1);
    await queue.enqueue({ runId: 'bad', companyId: 'c' });
    await queue.enqueue({ runId: 'good', companyId: 'c' });
    await queue.drained();
    expect(done).toEqual(['good']);
  });

  it('holds jobs until a processor starts', async () => {
    const queue = new MemoryRunQueue();
    await queue.enqueue({ runId: 'early', companyId: 'c' });
    const done: string[] = [];
    queue.process(async (job) => void done.push(job.runId), 1);
    await queue.drained();
    expect(done).toEqual(['early']);
  });
});

describe('MemorySyncReplyChannel', () => {
  it('delivers a published reply to its waiter', async () => {
    const channel = new MemorySyncReplyChannel();
    const waiting = channel.waitFor('run1', 1000);
    await channel.publish('run1', { status: 201, headers: { 'x-a': '1' }, body: '{"ok":true}' });
    expect(await waiting).toEqual({ status: 201, headers: { 'x-a': '1' }, body: '{"ok":true}' });
  });

  it('resolves undefined on timeout and ignores replies nobody waits for', async () => {
    const channel = new MemorySyncReplyChannel();
    await channel.publish('nobody', { status: 200, headers: {}, body: '' });
    expect(await channel.waitFor('run2', 10)).toBeUndefined();
  });
});

describe('MemoryScheduler', () => {
  it('fires an interval schedule and stops after removal', async () => {
    const scheduler = new MemoryScheduler();
    let ticks = 0;
    await scheduler.upsert('s1', { intervalMs: 20 }, async () => void ticks++);
    await new Promise((r) => setTimeout(r, 110));
    await scheduler.remove('s1');
    const seen = ticks;
    await new Promise((r) => setTimeout(r, 60));
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(ticks).toBe(seen);
  });

  it('computes the next cron run in the company time zone', async () => {
    const scheduler = new MemoryScheduler();
    await scheduler.upsert('daily', { cron: '0 9 * * *', timeZone: 'Asia/Shanghai' }, async () => undefined);
    const next = scheduler.nextRun('daily')!;
    // 09:00 in Shanghai is 01:00 UTC
    expect(next.getUTCHours()).toBe(1);
    expect(next.getUTCMinutes()).toBe(0);
    await scheduler.close();
    expect(scheduler.nextRun('daily')).toBeUndefined();
  });

  it.each([
    ['*/5 * * * *', true],
    ['0 9 * * 1-5', true],
    ['61 * * * *', false],
    ['not cron', false],
  ])('cron %j valid: %s', (expression, valid) => {
    expect(isValidCron(expression)).toBe(valid);
  });
});
