import { afterEach, describe, expect, it } from 'vitest';
import type { SyncReply, SyncReplyChannel } from './types';

const reply: SyncReply = { status: 201, headers: { 'x-a': '1' }, body: '{"ok":true}' };

export interface SyncReplyContractOptions {
  /** A channel of its own for the test. */
  open(): SyncReplyChannel | Promise<SyncReplyChannel>;
  /**
   * Another process's channel on the same cluster as the last `open` (distributed implementations only): the node
   * running the run is seldom the one holding the caller's socket.
   */
  openPeer?(): SyncReplyChannel | Promise<SyncReplyChannel>;
}

/**
 * What every SyncReplyChannel promises the engine's synchronous webhooks (issue 15): the in-process channel and the
 * channel over the bus (memory and Redis) run it.
 */
export function syncReplyContract(name: string, { open, openPeer }: SyncReplyContractOptions): void {
  describe(`${name} (the SyncReplyChannel contract)`, () => {
    const channels: SyncReplyChannel[] = [];
    afterEach(async () => {
      await Promise.all(channels.splice(0).map((c) => c.close()));
    });
    async function channel(peer = false): Promise<SyncReplyChannel> {
      const c = await (peer ? openPeer!() : open());
      channels.push(c);
      return c;
    }

    it('delivers a published reply to its waiter', async () => {
      const c = await channel();
      const waiting = c.waitFor('run1', 5_000);
      await c.publish('run1', reply);
      expect(await waiting).toEqual(reply);
    });

    it('resolves undefined on timeout and ignores replies nobody waits for', async () => {
      const c = await channel();
      await c.publish('nobody', { status: 200, headers: {}, body: '' });
      expect(await c.waitFor('run2', 10)).toBeUndefined();
    });

    it('keeps one run’s reply from another run’s waiter', async () => {
      const c = await channel();
      const other = c.waitFor('other', 50);
      const mine = c.waitFor('mine', 5_000);
      await c.publish('mine', reply);
      expect(await mine).toEqual(reply);
      expect(await other).toBeUndefined();
    });

    it('lets go of its waiters on close', async () => {
      const c = await channel();
      const waiting = c.waitFor('run3', 60_000);
      await c.close();
      expect(await waiting).toBeUndefined();
    });

    // only an implementation with a transport has another process to reach
    if (openPeer) {
      it('delivers a reply published by another process to the waiter here', async () => {
        const here = await channel();
        const there = await channel(true);
        const waiting = here.waitFor('run4', 5_000);
        await there.publish('run4', reply);
        expect(await waiting).toEqual(reply);
      });
    }
  });
}
