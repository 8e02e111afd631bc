import { randomInt } from 'node:crypto';
import { ID_NODES, useIdNode } from '@huiliu/core';
import type { Redis } from 'ioredis';
import type { RuntimeLog } from './redis-connection';

/** How long a claim lives without renewal: a process that died frees its node this long after. */
const CLAIM_MS = 60_000;

/**
 * Ids carry the node of the process that made them (core `newId`), so the processes of a cluster must hold distinct
 * nodes (issue 15: two workers making run-step ids in the same millisecond lost a row to a duplicate key). A process
 * claims a free node in Redis (`SET NX` with an expiry, tried from a random start), renews it while it lives and takes
 * it again after Redis restarted empty, then gives it back on close.
 */
export async function claimIdNode(
  redis: Redis,
  prefix: string,
  nodeId: string,
  log: RuntimeLog,
): Promise<{ node: number; release(): Promise<void> }> {
  const key = (n: number) => `${prefix}:id-node:${n}`;
  const start = randomInt(ID_NODES);
  let node = -1;
  for (let i = 0; i < ID_NODES && node < 0; i++) {
    const candidate = (start + i) % ID_NODES;
    if ((await redis.set(key(candidate), nodeId, 'PX', CLAIM_MS, 'NX')) === 'OK') node = candidate;
  }
  if (node < 0) throw new Error(`all ${ID_NODES} id nodes are taken on ${prefix}: too many processes in one cluster`);
  useIdNode(node);
  const renew = async () => {
    try {
      await redis.set(key(node), nodeId, 'PX', CLAIM_MS);
    } catch (err) {
      log.warn({ err }, 'id node not renewed; retried');
    }
  };
  const timer = setInterval(() => void renew(), CLAIM_MS / 3);
  timer.unref();
  // back from an outage: the key may be gone with a Redis that restarted empty
  redis.on('ready', renew);
  return {
    node,
    async release() {
      clearInterval(timer);
      redis.off('ready', renew);
      // only our own claim: a key taken over after an expiry is another process's now
      await redis
        .eval(`if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`, 1, key(node), nodeId)
        .catch(() => 0);
    },
  };
}
