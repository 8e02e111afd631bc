import { aPipeline } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_SERVICES, rest, signUp, startCluster, type Cluster } from './cluster';

/**
 * Issue 15: with three platform processes a schedule fires once per tick, not three times — the tick is a BullMQ job
 * scheduler's, taken by one process of the cluster.
 */
describe.runIf(CLUSTER_SERVICES)('a schedule in a cluster of three platform processes', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    // runs are counted as rows: no worker needs to execute them
    cluster = await startCluster({ platforms: 3, workers: 0 });
  });
  afterAll(() => cluster?.close());

  it('fires once a second for 10 s: 10 ± 1 runs, not 30', async () => {
    const [a, b] = cluster.platforms.map((p) => p.url);
    const token = await signUp(a!);
    const content = aPipeline()
      .withStep('filter', {
        app_id: '1003',
        action_id: 'filter',
        params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] },
      })
      .build();
    // the schedule trigger (1002), every second (croner's seconds field)
    content[0] = { ...content[0]!, app_id: '1002', action_id: 'schedule', params: { cron: '* * * * * *' } };
    const added = await rest<{ process_id: string }>(a!, '/v1/api/dataprocess/add', { title: '每秒', content: JSON.stringify(content) }, token);
    // switched on through one process, off through another: the schedule lives in Redis, not in either
    await rest(a!, '/v1/api/dataprocess/status', { process_id: added.process_id, status: 1 }, token);
    await new Promise((r) => setTimeout(r, 10_000));
    await rest(b!, '/v1/api/dataprocess/status', { process_id: added.process_id, status: 0 }, token);
    const count = async () =>
      (
        await cluster.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs WHERE process_id = $1 AND trigger_type = 'schedule'`, [
          added.process_id,
        ])
      )[0]!.n;
    const runs = await count();
    expect(runs).toBeGreaterThanOrEqual(9);
    expect(runs).toBeLessThanOrEqual(11);
    // switched off: no tick after
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await count()).toBe(runs);
  });
});
