import { randomUUID } from 'node:crypto';
import type { Bus } from './types';

/** A copy of database rows each process keeps in memory (the open apps, the SDK's company links). */
export interface ClusterCache {
  /** Reads one key again from the database, in this process only. */
  reload(key: string): Promise<void>;
  /** Reads everything again. */
  load(): Promise<void>;
  /** Called by `changed` after the local reload: set here to tell the other processes. */
  announce: ((key: string) => Promise<void>) | undefined;
}

/**
 * Keeps `cache` in step across the cluster (issue 15): its `changed(key)` reloads here and tells every other process on
 * `topic`, which reload the key from the database; a gap in the bus reloads everything. The message names its origin,
 * so the process that changed the key does not read it twice.
 */
export function followOverBus(bus: Bus, topic: string, cache: ClusterCache, onError: (err: unknown) => void): () => void {
  const origin = randomUUID();
  cache.announce = (key) => bus.publish(topic, { key, origin }).catch(onError);
  const stops = [
    bus.subscribe(topic, (message) => {
      if (message.origin !== origin && typeof message.key === 'string') void cache.reload(message.key).catch(onError);
    }),
    bus.onGap(() => void cache.load().catch(onError)),
  ];
  return () => {
    cache.announce = undefined;
    stops.forEach((stop) => stop());
  };
}
