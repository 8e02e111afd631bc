import { describe, expect, it } from 'vitest';
import type { UsageCounter } from './types';

export interface CounterContractOptions {
  /** A counter of its own for the test. */
  open(): UsageCounter | Promise<UsageCounter>;
  /** Another process's counter on the same cluster as the last `open` (distributed implementations only). */
  openPeer?(): UsageCounter | Promise<UsageCounter>;
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

/** What every UsageCounter promises the run quota (issue 15): the in-process one and Redis's run it. */
export function counterContract(name: string, { open, openPeer }: CounterContractOptions): void {
  describe(`${name} (the UsageCounter contract)`, () => {
    it('starts a key from its seed, counts up to the limit and refuses past it', async () => {
      const c = await open();
      const seed = async () => 7;
      const taken = [];
      for (let i = 0; i < 4; i++) taken.push(await c.take('company-1:2026-11', 10, seed, inAnHour()));
      expect(taken).toEqual([8, 9, 10, undefined]);
      // a higher limit (a plan bought) lets the same count go on
      expect(await c.take('company-1:2026-11', 11, seed, inAnHour())).toBe(11);
    });

    it('reads the seed once however many take at once, and keeps keys apart', async () => {
      const c = await open();
      let seeds = 0;
      const seed = async () => {
        seeds++;
        await new Promise((r) => setTimeout(r, 20));
        return 0;
      };
      const taken = await Promise.all(Array.from({ length: 20 }, () => c.take('a', 15, seed, inAnHour())));
      expect(seeds).toBe(1);
      expect(taken.filter((n) => n !== undefined).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      expect(await c.take('b', 15, async () => 3, inAnHour())).toBe(4);
    });

    it('forgets a key at its expiry and seeds it again', async () => {
      const c = await open();
      expect(await c.take('short', 5, async () => 4, new Date(Date.now() + 1_100))).toBe(5);
      expect(await c.take('short', 5, async () => 4, inAnHour())).toBeUndefined();
      await new Promise((r) => setTimeout(r, 1_300));
      expect(await c.take('short', 5, async () => 1, inAnHour())).toBe(2);
    });

    it('passes the seed’s error to the caller and counts nothing', async () => {
      const c = await open();
      await expect(c.take('broken', 5, () => Promise.reject(new Error('database away')), inAnHour())).rejects.toThrow('database away');
      expect(await c.take('broken', 5, async () => 0, inAnHour())).toBe(1);
    });

    it.runIf(openPeer)('shares one count with the other processes of the cluster: the last unit goes once', async () => {
      const [a, b] = [await open(), await openPeer!()];
      const seed = async () => 90;
      const taken = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).take('shared', 100, seed, inAnHour())));
      expect(taken.filter((n) => n !== undefined)).toHaveLength(10);
      expect(new Set(taken.filter((n) => n !== undefined)).size).toBe(10);
    });
  });
}
