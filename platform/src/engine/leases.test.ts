import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../app';
import { drivers, usePlatform, type SignedUp } from '../test/harness';
import { rowsOf } from '../test/sql';
import { livePipeline, sendOrderPipeline } from '../test/engine-fixtures';
import { RunLeases } from './leases';
import { toInsert } from './service';

describe.each(drivers())('run leases (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  beforeAll(async () => {
    me = await f.signUp();
  });

  /** A queued run written to the database and never enqueued, as a worker of a cluster finds it. */
  async function queuedRun(): Promise<string> {
    const { processId } = await livePipeline(f, me.token, sendOrderPipeline('http://127.0.0.1:9/never'));
    const engine = platformEngine(f.app);
    const run = await engine.prepare({ pipeline: (await engine.pipelines.get(processId))!, triggerType: 'manual', triggerData: {} });
    await engine.writer.insertRun(toInsert(run));
    return run.id;
  }
  const rowOf = async (runId: string) =>
    (
      await rowsOf<{ status: string; lease_owner: string | null; lease_until: string | null }>(
        f.db,
        sql`SELECT status, lease_owner, lease_until::text FROM runs WHERE id = ${runId}::bigint`,
      )
    )[0]!;

  it('lets one process claim a queued run and refuses the others while its lease holds', async () => {
    const runId = await queuedRun();
    const [a, b] = [new RunLeases(f.db, 'a', 60_000), new RunLeases(f.db, 'b', 60_000)];
    expect((await Promise.all([a.claim(runId), b.claim(runId)])).map((c) => c.outcome).sort()).toEqual(['claimed', 'taken']);
    a.finished();
    b.finished();
  });

  it('renews the leases of the runs a process executes', async () => {
    const runId = await queuedRun();
    const leases = new RunLeases(f.db, 'beating', 300);
    const claim = await leases.claim(runId);
    // the run comes back with the claim, as the worker executes it: running, first attempt, its pipeline's title
    expect(claim.outcome === 'claimed' && [claim.run.status, claim.run.attempt, claim.run.processTitle]).toEqual(['running', 1, '测试流程']);
    const first = (await rowOf(runId)).lease_until!;
    await expect.poll(async () => (await rowOf(runId)).lease_until! > first, { timeout: 5_000 }).toBe(true);
    leases.finished();
  });

  it('hands its running runs back to the queue, lease cleared, and leaves finished ones alone', async () => {
    const [running, done] = [await queuedRun(), await queuedRun()];
    const leases = new RunLeases(f.db, 'leaving', 60_000);
    await leases.claim(running);
    await leases.claim(done);
    await f.db.execute(sql`UPDATE runs SET status = 'success' WHERE id = ${done}::bigint`);
    expect(await leases.handBack()).toEqual([running]);
    expect(await rowOf(running)).toMatchObject({ status: 'queued', lease_owner: null, lease_until: null });
    expect((await rowOf(done)).status).toBe('success');
  });

  it('sweeps stale queued runs and runs whose lease has passed, never a fresh one', async () => {
    const [stale, fresh, expired] = [await queuedRun(), await queuedRun(), await queuedRun()];
    await f.db.execute(sql`UPDATE runs SET created_at = now() - interval '1 minute' WHERE id = ${stale}::bigint`);
    await new RunLeases(f.db, 'gone', 1).claim(expired);
    await expect
      .poll(async () => (await new RunLeases(f.db, 'sweeper').sweep(30_000)).requeue.map((j) => j.runId), { timeout: 5_000 })
      .toEqual(expect.arrayContaining([stale, expired]));
    const swept = await new RunLeases(f.db, 'sweeper').sweep(30_000);
    expect(swept.requeue.map((j) => j.runId)).not.toContain(fresh);
  });
});
