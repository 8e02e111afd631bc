import type { SyncReply, SyncReplyChannel } from './types';

/** In-process sync-reply channel (embedded mode): a promise per waiting caller. */
export class MemorySyncReplyChannel implements SyncReplyChannel {
  private readonly waiters = new Map<string, (reply: SyncReply | undefined) => void>();

  waitFor(runId: string, timeoutMs: number): Promise<SyncReply | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(runId);
        resolve(undefined);
      }, timeoutMs);
      this.waiters.set(runId, (reply) => {
        clearTimeout(timer);
        this.waiters.delete(runId);
        resolve(reply);
      });
    });
  }

  async publish(runId: string, reply: SyncReply): Promise<void> {
    this.waiters.get(runId)?.(reply);
  }

  async close(): Promise<void> {
    for (const resolve of [...this.waiters.values()]) resolve(undefined);
  }
}
