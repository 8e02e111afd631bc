import type { Bus, BusMessage } from './types';

type Handler = (message: BusMessage) => void;

/** The bus of one process (embedded mode): publish calls every subscriber of the topic at once. */
export class MemoryBus implements Bus {
  private readonly topics = new Map<string, Set<Handler>>();

  constructor(private readonly onHandlerError: (err: unknown, topic: string) => void = () => undefined) {}

  async publish(topic: string, message: BusMessage): Promise<void> {
    this.deliver(topic, message);
  }

  /** Delivery to this process's subscribers, shared with the Redis bus (which calls it for its own and others' messages). */
  deliver(topic: string, message: BusMessage): void {
    for (const handler of this.topics.get(topic) ?? []) {
      try {
        handler(message);
      } catch (err) {
        // one subscriber's fault must not keep the message from the others
        this.onHandlerError(err, topic);
      }
    }
  }

  subscribe(topic: string, handler: Handler): () => void {
    let handlers = this.topics.get(topic);
    if (!handlers) this.topics.set(topic, (handlers = new Set()));
    // a handler subscribed twice is two subscriptions: wrap it so each unsubscribe removes its own
    const own: Handler = (message) => handler(message);
    handlers.add(own);
    return () => void handlers.delete(own);
  }

  /** Nothing is missed within one process. */
  onGap(): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.topics.clear();
  }
}
