import { afterEach, beforeEach, describe } from 'vitest';
import { BullmqRunQueue } from './bullmq-queue';
import { BullmqScheduler } from './bullmq-scheduler';
import { busContract } from './bus-contract';
import { counterContract } from './counter-contract';
import { queueContract } from './queue-contract';
import { RedisBus } from './redis-bus';
import { RedisUsageCounter } from './redis-counter';
import { BusSyncReplyChannel } from './redis-sync-reply';
import { untilReady } from './redis-connection';
import { TEST_REDIS_URL, TestCluster } from './redis-testing';
import { schedulerContract } from './scheduler-contract';
import { syncReplyContract } from './sync-reply-contract';

// The contract suites of memory.test.ts, run against Redis: the distributed implementations promise the same. Each
// test has a cluster of its own (a unique prefix, its keys dropped after).
describe.skipIf(!TEST_REDIS_URL)('the Redis runtime', () => {
  let cluster: TestCluster;
  let node = 0;
  beforeEach(() => {
    cluster = new TestCluster();
  });
  // the suites' own afterEach, inside this describe, runs first: their instances close, then the keys go
  afterEach(async () => {
    await cluster.close();
  });

  function bus(): Promise<RedisBus> {
    const nodeId = `n${++node}`;
    return RedisBus.connect({
      publisher: cluster.connection('publisher', nodeId),
      subscriber: cluster.connection('subscriber', nodeId),
      prefix: cluster.prefix,
      nodeId,
    });
  }

  queueContract('BullmqRunQueue', () => new BullmqRunQueue({ connection: cluster.connection('producer'), prefix: cluster.prefix, lockMs: 2_000 }));

  schedulerContract(
    'BullmqScheduler',
    () => new BullmqScheduler({ connection: cluster.connection('producer'), prefix: cluster.prefix, nodeId: 'n1' }),
  );

  syncReplyContract('BusSyncReplyChannel over a RedisBus', {
    open: async () => new BusSyncReplyChannel(await bus()),
    openPeer: async () => new BusSyncReplyChannel(await bus()),
  });

  busContract('RedisBus', { open: bus, openPeer: bus });

  // a producer fails its commands at once until it is connected (the runtime opens it so, before anything counts)
  async function counter(): Promise<RedisUsageCounter> {
    const connection = cluster.connection('producer', `n${++node}`);
    await untilReady(connection);
    return new RedisUsageCounter({ connection, prefix: cluster.prefix });
  }
  counterContract('RedisUsageCounter', { open: counter, openPeer: counter });
});
