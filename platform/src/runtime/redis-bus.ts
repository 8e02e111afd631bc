import type { Redis } from 'ioredis';
import { MemoryBus } from './memory-bus';
import { closeConnection, readyOrFail, silentLog, type RuntimeLog } from './redis-connection';
import type { Bus, BusMessage } from './types';

export interface RedisBusOptions {
  /** Fails fast while Redis is down (enableOfflineQueue false): a publish then rejects instead of hanging. */
  publisher: Redis;
  /** Dedicated to the pattern subscription; the bus subscribes again itself after every reconnect. */
  subscriber: Redis;
  prefix: string;
  /** This process's id in every envelope, so that its own messages are not delivered twice. */
  nodeId: string;
  log?: RuntimeLog;
}

interface Envelope {
  from: string;
  message: BusMessage;
}

/**
 * The cluster bus over Redis pub/sub (DESIGN §2): one pattern subscription `<prefix>:bus:*` per process, made before
 * `connect` resolves, so nothing published after it is missed while the connection lasts. The bus takes over both
 * connections and closes them.
 */
export class RedisBus implements Bus {
  private readonly local: MemoryBus;
  private readonly gapHandlers = new Set<() => void>();
  private readonly channelPrefix: string;
  private readonly log: RuntimeLog;
  private listening = false;
  private closed = false;

  static async connect(opts: RedisBusOptions): Promise<RedisBus> {
    const bus = new RedisBus(opts);
    await bus.listen();
    bus.listening = true;
    return bus;
  }

  private constructor(private readonly opts: RedisBusOptions) {
    this.log = opts.log ?? silentLog;
    this.local = new MemoryBus((err, topic) => this.log.error({ err, topic }, `总线消息 ${topic} 的处理函数出错`));
    this.channelPrefix = `${opts.prefix}:bus:`;
    opts.subscriber.on('pmessage', this.onMessage);
    // ioredis reports ready before any resubscription: the bus subscribes again itself so that it knows when the
    // subscription is effective, and only then tells the caches what they may have missed
    opts.subscriber.on('ready', this.onReady);
  }

  async publish(topic: string, message: BusMessage): Promise<void> {
    this.local.deliver(topic, message);
    await readyOrFail(this.opts.publisher, `总线消息 ${topic} 未发往其他进程`);
    const envelope: Envelope = { from: this.opts.nodeId, message };
    await this.opts.publisher.publish(this.channelPrefix + topic, JSON.stringify(envelope));
  }

  subscribe(topic: string, handler: (message: BusMessage) => void): () => void {
    return this.local.subscribe(topic, handler);
  }

  onGap(handler: () => void): () => void {
    // a wrapper per call, so that one handler given twice is two subscriptions (as MemoryBus.subscribe)
    const own = () => handler();
    this.gapHandlers.add(own);
    return () => void this.gapHandlers.delete(own);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.opts.subscriber.off('pmessage', this.onMessage);
    this.opts.subscriber.off('ready', this.onReady);
    this.gapHandlers.clear();
    await this.local.close();
    await Promise.all([closeConnection(this.opts.subscriber), closeConnection(this.opts.publisher)]);
  }

  private async listen(): Promise<void> {
    await this.opts.subscriber.psubscribe(`${this.channelPrefix}*`);
  }

  private readonly onReady = () => {
    // the first ready is the one connect() is waiting on
    if (!this.listening || this.closed) return;
    this.listen().then(
      () => {
        for (const handler of [...this.gapHandlers]) {
          try {
            handler();
          } catch (err) {
            this.log.error({ err }, '总线断线重连后的处理函数出错');
          }
        }
      },
      // the connection dropped again before the subscription: the next ready tries again
      (err: unknown) => this.log.warn({ err }, '总线重新订阅失败'),
    );
  };

  private readonly onMessage = (_pattern: string, channel: string, raw: string) => {
    if (!channel.startsWith(this.channelPrefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      this.log.warn({ err, channel }, '总线收到无法解析的消息');
      return;
    }
    // this process heard its own message at publish, synchronously
    if (envelope.from === this.opts.nodeId || typeof envelope.message !== 'object' || envelope.message === null) return;
    this.local.deliver(channel.slice(this.channelPrefix.length), envelope.message);
  };
}
