import type { Bus, BusMessage, SyncReply, SyncReplyChannel } from './types';

const TOPIC = 'sync-reply';

type Waiter = (reply: SyncReply | undefined) => void;

function isSyncReply(value: unknown): value is SyncReply {
  const reply = value as SyncReply | null;
  return (
    typeof reply === 'object' &&
    reply !== null &&
    typeof reply.status === 'number' &&
    typeof reply.body === 'string' &&
    typeof reply.headers === 'object' &&
    reply.headers !== null
  );
}

/**
 * Synchronous webhook replies over the cluster bus (distributed mode): the node holding the caller's socket waits on a
 * local map, the worker that ran the run publishes `{ runId, reply }` on topic `sync-reply`, and every node hears it.
 * The bus is subscribed before it is handed over (RedisBus.connect), so a waiter is effective as soon as `waitFor`
 * returns. Over a MemoryBus it behaves as the in-process channel.
 */
export class BusSyncReplyChannel implements SyncReplyChannel {
  // a set per run: two callers waiting on one run (a retried request) both get the reply
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: Bus) {
    this.unsubscribe = bus.subscribe(TOPIC, (message) => this.deliver(message));
  }

  waitFor(runId: string, timeoutMs: number): Promise<SyncReply | undefined> {
    return new Promise((resolve) => {
      let waiters = this.waiters.get(runId);
      if (!waiters) this.waiters.set(runId, (waiters = new Set()));
      const waiter: Waiter = (reply) => {
        clearTimeout(timer);
        waiters.delete(waiter);
        if (waiters.size === 0 && this.waiters.get(runId) === waiters) this.waiters.delete(runId);
        resolve(reply);
      };
      const timer = setTimeout(() => waiter(undefined), timeoutMs);
      waiters.add(waiter);
    });
  }

  async publish(runId: string, reply: SyncReply): Promise<void> {
    await this.bus.publish(TOPIC, { runId, reply: { status: reply.status, headers: reply.headers, body: reply.body } });
  }

  async close(): Promise<void> {
    this.unsubscribe();
    for (const waiters of [...this.waiters.values()]) for (const waiter of [...waiters]) waiter(undefined);
  }

  private deliver(message: BusMessage): void {
    const { runId, reply } = message;
    // another node's message: checked, not trusted
    if (typeof runId !== 'string' || !isSyncReply(reply)) return;
    for (const waiter of [...(this.waiters.get(runId) ?? [])]) waiter(reply);
  }
}
