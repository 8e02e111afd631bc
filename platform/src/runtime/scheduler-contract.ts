import { afterEach, describe, expect, it } from 'vitest';
import type { JobData, Scheduler } from './types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every Scheduler promises the engine (issue 15 "one contract test suite that both implementations pass"): the
 * in-process scheduler runs it now (memory.test.ts); the BullMQ one will run the same suite against Redis. Intervals
 * are short so the suite stays quick; the assertions count ticks, never time them.
 */
export function schedulerContract(name: string, make: () => Scheduler | Promise<Scheduler>): void {
  describe(`${name} (the Scheduler contract)`, () => {
    const open: Scheduler[] = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((s) => s.close()));
    });
    async function scheduler(): Promise<Scheduler> {
      const s = await make();
      open.push(s);
      return s;
    }

    it('runs the job a schedule names with the schedule id and its data, tick after tick', async () => {
      const s = await scheduler();
      const ticks: Array<[string, JobData]> = [];
      s.register('count', async (id, data) => void ticks.push([id, data]));
      await s.upsert('p1', 'count', { intervalMs: 20 }, { processId: 'p1' });
      await expect.poll(() => ticks.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      expect(ticks[0]).toEqual(['p1', { processId: 'p1' }]);
    });

    it('replaces a schedule on upsert with the same id, and stops it on remove', async () => {
      const s = await scheduler();
      const seen: string[] = [];
      s.register('a', async () => void seen.push('a'));
      s.register('b', async () => void seen.push('b'));
      await s.upsert('p1', 'a', { intervalMs: 20 });
      await s.upsert('p1', 'b', { intervalMs: 20 });
      await expect.poll(() => seen.filter((job) => job === 'b').length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      // ticks of 'a' already taken when the schedule was replaced may still finish (BullMQ does not withdraw a job a
      // worker holds; a loaded machine can let two go between the upserts), but none after the new job's first tick
      const firstB = seen.indexOf('b');
      expect(seen.slice(firstB).every((job) => job === 'b')).toBe(true);
      await s.remove('p1');
      const after = seen.length;
      await wait(80);
      expect(seen.length).toBeLessThanOrEqual(after + 1); // a tick already taken may still finish
      expect(await s.nextRun('p1')).toBeUndefined();
    });

    it('keeps ticking when a tick fails', async () => {
      const s = await scheduler();
      let ticks = 0;
      s.register('flaky', async () => {
        ticks++;
        throw new Error('a failing tick');
      });
      await s.upsert('p1', 'flaky', { intervalMs: 20 });
      await expect.poll(() => ticks, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    });

    it('answers the next run of a cron schedule in its time zone, and nothing for an unknown id', async () => {
      const s = await scheduler();
      s.register('daily', async () => undefined);
      await s.upsert('p1', 'daily', { cron: '0 9 * * *', timeZone: 'Asia/Shanghai' });
      const next = await s.nextRun('p1');
      // 09:00 in Shanghai is 01:00 UTC
      expect([next?.getUTCHours(), next?.getUTCMinutes()]).toEqual([1, 0]);
      expect(next!.getTime()).toBeGreaterThan(Date.now());
      expect(await s.nextRun('nobody')).toBeUndefined();
    });

    it('refuses a second handler for one job name', async () => {
      const s = await scheduler();
      s.register('once', async () => undefined);
      expect(() => s.register('once', async () => undefined)).toThrow();
    });

    it('stops every schedule on close', async () => {
      const s = await make();
      let ticks = 0;
      s.register('count', async () => void ticks++);
      await s.upsert('p1', 'count', { intervalMs: 20 });
      await s.upsert('p2', 'count', { cron: '* * * * * *', timeZone: 'UTC' });
      await s.close();
      const after = ticks;
      await wait(80);
      expect(ticks).toBeLessThanOrEqual(after + 1);
    });
  });
}
