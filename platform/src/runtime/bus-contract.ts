import { afterEach, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from './types';

export interface BusContractOptions {
  /** A bus of its own for the test (a process of a cluster nobody else uses). */
  open(): Bus | Promise<Bus>;
  /**
   * Another process's bus on the same cluster as the last `open` — another node id, the same prefix (distributed
   * implementations only).
   */
  openPeer?(): Bus | Promise<Bus>;
}

/** Resolves once `topic` has brought a message satisfying `until` to `bus`'s subscriber; returns everything heard. */
function listen(bus: Bus, topic: string): { heard: BusMessage[]; until(test: (m: BusMessage) => boolean): Promise<void> } {
  const heard: BusMessage[] = [];
  const waiters: Array<() => void> = [];
  bus.subscribe(topic, (m) => {
    heard.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  return {
    heard,
    async until(test) {
      while (!heard.some(test)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

/**
 * What every Bus promises (issue 15): run events, cancel requests and cache invalidation reach this process at once
 * and every other process once. MemoryBus and RedisBus run it; the cross-process cases need `openPeer`. Where a case
 * must show that something did NOT arrive twice, a later marker message on the same path proves the earlier one had
 * its chance (pub/sub keeps one publisher's order), instead of a sleep.
 */
export function busContract(name: string, { open, openPeer }: BusContractOptions): void {
  describe(`${name} (the Bus contract)`, () => {
    const buses: Bus[] = [];
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((b) => b.close()));
    });
    async function bus(peer = false): Promise<Bus> {
      const b = await (peer ? openPeer!() : open());
      buses.push(b);
      return b;
    }

    it('delivers to this process’s subscribers synchronously, before publish settles', async () => {
      const b = await bus();
      const heard: BusMessage[] = [];
      b.subscribe('run', (m) => heard.push(m));
      const publishing = b.publish('run', { runId: '1' });
      expect(heard).toEqual([{ runId: '1' }]);
      await publishing;
      expect(heard).toEqual([{ runId: '1' }]);
    });

    it('delivers a topic to each of its subscribers and to no other topic', async () => {
      const b = await bus();
      const seen: string[] = [];
      b.subscribe('a', () => seen.push('a1'));
      b.subscribe('a', () => seen.push('a2'));
      b.subscribe('b', () => seen.push('b'));
      await b.publish('a', {});
      expect(seen.sort()).toEqual(['a1', 'a2']);
    });

    it('stops delivering to an unsubscribed handler, and counts one handler subscribed twice as two', async () => {
      const b = await bus();
      let count = 0;
      const handler = () => void count++;
      const first = b.subscribe('t', handler);
      b.subscribe('t', handler);
      await b.publish('t', {});
      expect(count).toBe(2);
      first();
      await b.publish('t', {});
      expect(count).toBe(3);
    });

    it('keeps delivering to the other subscribers when one throws', async () => {
      const b = await bus();
      const seen: string[] = [];
      b.subscribe('t', () => {
        throw new Error('a faulty subscriber');
      });
      b.subscribe('t', () => seen.push('after'));
      await expect(b.publish('t', {})).resolves.toBeUndefined();
      expect(seen).toEqual(['after']);
    });

    it('gives back an unsubscribe for gap handlers', async () => {
      const b = await bus();
      const off = b.onGap(() => undefined);
      expect(typeof off).toBe('function');
      off();
    });

    // only an implementation with a transport has another process to reach
    if (openPeer) {
      it('delivers a message to another process exactly once, with its fields intact', async () => {
        const here = await bus();
        const there = await bus(true);
        const heardThere = listen(there, 'run');
        await here.publish('run', { runId: '42', status: 'succeeded', nested: { n: 1, list: ['x'] } });
        await here.publish('run', { marker: true });
        await heardThere.until((m) => m.marker === true);
        expect(heardThere.heard).toEqual([{ runId: '42', status: 'succeeded', nested: { n: 1, list: ['x'] } }, { marker: true }]);
      });

      it('does not hear its own message a second time through the transport', async () => {
        const here = await bus();
        const there = await bus(true);
        const heardHere = listen(here, 't');
        await here.publish('t', { n: 1 });
        expect(heardHere.heard).toEqual([{ n: 1 }]);
        await there.publish('t', { marker: true });
        await heardHere.until((m) => m.marker === true);
        expect(heardHere.heard).toEqual([{ n: 1 }, { marker: true }]);
      });

      it('keeps another process’s message from a topic nobody subscribed here, and from an unsubscribed handler', async () => {
        const here = await bus();
        const there = await bus(true);
        const unsubscribed: BusMessage[] = [];
        here.subscribe('t', (m) => unsubscribed.push(m))();
        const heardHere = listen(here, 'marker');
        await there.publish('t', { n: 1 });
        await there.publish('other', { n: 2 });
        await there.publish('marker', {});
        await heardHere.until(() => true);
        expect(unsubscribed).toEqual([]);
        expect(heardHere.heard).toEqual([{}]);
      });
    }
  });
}
