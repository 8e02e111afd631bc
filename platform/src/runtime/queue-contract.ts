import { afterEach, describe, expect, it } from 'vitest';
import type { RunJob, RunQueue } from './types';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const job = (runId: string): RunJob => ({ runId, companyId: 'c1' });

/** A promise with its resolve, for handlers a test lets finish when it chooses. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * What every RunQueue promises the engine (issue 15): the in-process queue runs it in memory.test.ts, the BullMQ one
 * in redis.test.ts against Redis. `make` gives a queue of its own (empty, nobody else consuming). The assertions
 * count jobs and handlers, never time them.
 */
export function queueContract(name: string, make: () => RunQueue | Promise<RunQueue>): void {
  describe(`${name} (the RunQueue contract)`, () => {
    const open: RunQueue[] = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((q) => q.close()));
    });
    async function queue(): Promise<RunQueue> {
      const q = await make();
      open.push(q);
      return q;
    }

    it('runs every job once, never more than the concurrency at a time', async () => {
      const q = await queue();
      let running = 0;
      let peak = 0;
      const done: string[] = [];
      q.process(async (j) => {
        peak = Math.max(peak, ++running);
        await wait(5);
        done.push(j.runId);
        running--;
      }, 3);
      for (let i = 0; i < 20; i++) await q.enqueue(job(`r${i}`));
      await q.drained();
      expect(done.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `r${i}`).sort());
      expect(peak).toBeLessThanOrEqual(3);
      expect(peak).toBeGreaterThan(1);
    });

    it('holds a full house of handlers at the concurrency and starts the next job only when one finishes', async () => {
      const q = await queue();
      const release = gate();
      const started: string[] = [];
      q.process(async (j) => {
        started.push(j.runId);
        await release.opened;
      }, 2);
      for (const id of ['a', 'b', 'c', 'd']) await q.enqueue(job(id));
      await expect.poll(() => started.length, { timeout: 5_000 }).toBe(2);
      await wait(100); // room for a third handler to start, were the bound not kept
      expect(started).toHaveLength(2);
      release.open();
      await q.drained();
      expect(started.sort()).toEqual(['a', 'b', 'c', 'd']);
    });

    it('takes a run enqueued twice while it waits, and again while it runs, once', async () => {
      const q = await queue();
      await q.enqueue(job('twice'));
      await q.enqueue(job('twice'));
      const release = gate();
      const done: string[] = [];
      q.process(async (j) => {
        done.push(j.runId);
        await release.opened;
      }, 2);
      await expect.poll(() => done.length, { timeout: 5_000 }).toBe(1);
      await q.enqueue(job('twice'));
      release.open();
      await q.drained();
      expect(done).toEqual(['twice']);
    });

    it('runs a run again when it is enqueued after it finished (the sweep finds it queued again)', async () => {
      const q = await queue();
      const done: string[] = [];
      q.process(async (j) => void done.push(j.runId), 1);
      await q.enqueue(job('again'));
      await q.drained();
      await q.enqueue(job('again'));
      await q.drained();
      expect(done).toEqual(['again', 'again']);
    });

    it('keeps going after a handler fails', async () => {
      const q = await queue();
      const done: string[] = [];
      q.process(async (j) => {
        if (j.runId === 'bad') throw new Error('a failing run');
        done.push(j.runId);
      }, 1);
      await q.enqueue(job('bad'));
      await q.enqueue(job('good'));
      await q.drained();
      expect(done).toEqual(['good']);
    });

    it('holds jobs until a processor starts, counting them as its depth', async () => {
      const q = await queue();
      await q.enqueue(job('early1'));
      await q.enqueue(job('early2'));
      expect(await q.depth()).toBe(2);
      const done: string[] = [];
      q.process(async (j) => void done.push(j.runId), 1);
      await q.drained();
      expect(done.sort()).toEqual(['early1', 'early2']);
      expect(await q.depth()).toBe(0);
    });

    it('hands the job over whole (fields beyond run and company, such as a sync flag, arrive)', async () => {
      const q = await queue();
      const seen: RunJob[] = [];
      q.process(async (j) => void seen.push(j), 1);
      await q.enqueue({ ...job('whole'), sync: true } as RunJob);
      await q.drained();
      expect(seen).toEqual([{ runId: 'whole', companyId: 'c1', sync: true }]);
    });

    it('is drained only once the running handlers have finished', async () => {
      const q = await queue();
      await q.drained(); // nothing to wait for
      const release = gate();
      let finished = 0;
      q.process(async () => {
        await release.opened;
        finished++;
      }, 1);
      await q.enqueue(job('slow'));
      let drained = false;
      const draining = q.drained().then(() => (drained = true));
      await wait(100);
      expect(drained).toBe(false);
      release.open();
      await draining;
      expect(finished).toBe(1);
    });

    it('waits on close for the handler running, and takes no job after', async () => {
      const q = await make();
      const release = gate();
      const started: string[] = [];
      let finished = 0;
      q.process(async (j) => {
        started.push(j.runId);
        await release.opened;
        finished++;
      }, 1);
      await q.enqueue(job('running'));
      await expect.poll(() => started.length, { timeout: 5_000 }).toBe(1);
      await q.enqueue(job('left'));
      const closing = q.close();
      await wait(50);
      release.open();
      await closing;
      expect(finished).toBe(1);
      expect(started).toEqual(['running']);
      await expect(q.enqueue(job('late'))).rejects.toThrow();
    });
  });
}
