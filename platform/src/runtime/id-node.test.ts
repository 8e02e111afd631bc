import { newId } from '@huiliu/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimIdNode } from './id-node';
import { untilReady } from './redis-connection';
import { recordingLog, TEST_REDIS_URL, TestCluster } from './redis-testing';

const nodeOf = (id: string) => Number((BigInt(id) >> 12n) & 1023n);

describe.skipIf(!TEST_REDIS_URL)('id nodes claimed in Redis', () => {
  let cluster: TestCluster;
  beforeEach(() => {
    cluster = new TestCluster();
  });
  afterEach(() => cluster.close());

  it('gives each process of a cluster its own node, carried by every id it makes', async () => {
    const claims = [];
    for (const name of ['a', 'b', 'c']) {
      const connection = cluster.connection('producer', name);
      await untilReady(connection);
      claims.push(await claimIdNode(connection, cluster.prefix, name, recordingLog()));
    }
    expect(new Set(claims.map((c) => c.node)).size).toBe(3);
    // the last claim is the one this test process now makes its ids with
    expect(nodeOf(newId())).toBe(claims[2]!.node);
    await Promise.all(claims.map((c) => c.release()));
  });

  it('frees a node on release, and takes it again after Redis lost it', async () => {
    const connection = cluster.connection('producer', 'a');
    await untilReady(connection);
    const claim = await claimIdNode(connection, cluster.prefix, 'a', recordingLog());
    const key = `${cluster.prefix}:id-node:${claim.node}`;
    expect(await cluster.admin.get(key)).toBe('a');
    await cluster.admin.del(key);
    // what a Redis restarted empty looks like to the process: its connection comes back
    await cluster.kill('a', 'producer');
    await expect.poll(() => cluster.admin.get(key), { timeout: 10_000 }).toBe('a');
    await claim.release();
    expect(await cluster.admin.get(key)).toBeNull();
  });
});
