import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/process';
import { RedisBus } from './redis-bus';
import { connectRedis } from './redis-connection';
import { TEST_REDIS_URL, TestCluster } from './redis-testing';
import type { BusMessage } from './types';

describe.skipIf(!TEST_REDIS_URL)('RedisBus on Redis', () => {
  let cluster: TestCluster;
  const buses: RedisBus[] = [];
  beforeEach(() => {
    cluster = new TestCluster();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
    await cluster.close();
  });
  async function bus(nodeId: string): Promise<RedisBus> {
    const b = await RedisBus.connect({
      publisher: cluster.connection('publisher', nodeId),
      subscriber: cluster.connection('subscriber', nodeId),
      prefix: cluster.prefix,
      nodeId,
    });
    buses.push(b);
    return b;
  }

  it('tells its gap handlers once its subscription is back after the connection dropped, and hears again', async () => {
    const [here, there] = [await bus('here'), await bus('there')];
    let gaps = 0;
    const heard: BusMessage[] = [];
    here.onGap(() => void gaps++);
    here.subscribe('pipeline-changed', (m) => heard.push(m));
    expect(await cluster.kill('here', 'subscriber')).toBe(1);
    await expect.poll(() => gaps, { timeout: 10_000 }).toBe(1);
    // a gap is told after the subscription is effective again: what is published now arrives
    await there.publish('pipeline-changed', { pipelineId: 'p1' });
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual([{ pipelineId: 'p1' }]);
  });

  it('stops telling a gap handler that unsubscribed', async () => {
    const here = await bus('here');
    const gaps: string[] = [];
    const off = here.onGap(() => void gaps.push('off'));
    here.onGap(() => void gaps.push('on'));
    off();
    await cluster.kill('here', 'subscriber');
    await expect.poll(() => gaps, { timeout: 10_000 }).toEqual(['on']);
  });

  it('publishes on a channel under its prefix, so clusters sharing a Redis do not hear each other', async () => {
    const here = await bus('here');
    const spy = cluster.connection('subscriber', 'spy');
    const channels: string[] = [];
    spy.on('pmessage', (_pattern: string, channel: string, raw: string) => {
      if (raw.includes('"spied"')) channels.push(channel);
    });
    await spy.psubscribe('*');
    await here.publish('run', { spied: true });
    await expect.poll(() => channels, { timeout: 5_000 }).toEqual([`${cluster.prefix}:bus:run`]);
  });

  it('rejects a publish while Redis cannot be reached, after this process’s subscribers heard it', async () => {
    const unreachable = connectRedis(`redis://127.0.0.1:${await freePort()}`, 'publisher', { prefix: cluster.prefix, nodeId: 'away' });
    const b = await RedisBus.connect({
      publisher: unreachable,
      subscriber: cluster.connection('subscriber', 'away'),
      prefix: cluster.prefix,
      nodeId: 'away',
    });
    buses.push(b);
    const heard: BusMessage[] = [];
    b.subscribe('run-cancel', (m) => heard.push(m));
    await expect(b.publish('run-cancel', { runId: '1' })).rejects.toThrow(/Redis 不可用/);
    await expect(b.publish('run-cancel', { runId: '2' })).rejects.toThrow(/Redis 不可用/);
    expect(heard).toEqual([{ runId: '1' }, { runId: '2' }]);
  }, 5_000);
});
