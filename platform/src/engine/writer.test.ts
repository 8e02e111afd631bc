import { aPipeline, newId } from '@huiliu/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformEngine } from '../app';
import { pipelines } from '../db/schema';
import { runSteps, runs, webhookAccepts } from '../db/schema-engine';
import { drivers, usePlatform } from '../test/harness';
import { livePipeline } from '../test/engine-fixtures';
import { RunWriter } from './writer';
import { ACCEPTS_KEPT_PER_PIPELINE, storableJson } from './writer-sql';

describe('storableJson', () => {
  it('writes U+0000 in plain text as its visible escape and leaves other text alone', () => {
    expect(JSON.parse(storableJson([{ title: 'a\0b', n: 1 }]))).toEqual([{ title: 'a\\u0000b', n: 1 }]);
    const plain = [{ title: 'C:\\u0000 is text', input: '{"x":"\\u0000"}' }];
    expect(storableJson(plain)).toBe(JSON.stringify(plain));
  });
});

describe.each(drivers())('the run-log writer (%s)', (kind) => {
  const f = usePlatform(kind);

  const aRun = (companyId: string, processId: string, id = newId()) => ({
    id,
    companyId,
    processId,
    content: '[]',
    status: 'queued' as const,
    triggerType: 'webhook',
    createdAt: new Date(),
  });

  it("keeps each pipeline's newest accepts only, and leaves other pipelines' alone", async () => {
    const writer = new RunWriter(f.db, () => undefined);
    const [busy, quiet] = [newId(), newId()];
    const anAccept = (processId: string, i: number) => ({
      id: newId(),
      companyId: '7',
      processId,
      method: 'POST',
      acceptData: JSON.stringify({ i }),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    });
    // two batches: the second one's prune sees the first one's rows
    await Promise.all(Array.from({ length: 60 }, (_, i) => writer.insertAccept(anAccept(busy, i))));
    await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => writer.insertAccept(anAccept(busy, 60 + i))),
      writer.insertAccept(anAccept(quiet, 0)),
    ]);
    const kept = await f.db.select({ data: webhookAccepts.acceptData }).from(webhookAccepts).where(eq(webhookAccepts.processId, busy));
    expect(kept).toHaveLength(ACCEPTS_KEPT_PER_PIPELINE);
    expect(Math.min(...kept.map((r) => (JSON.parse(r.data) as { i: number }).i))).toBe(120 - ACCEPTS_KEPT_PER_PIPELINE);
    expect(await f.db.select().from(webhookAccepts).where(eq(webhookAccepts.processId, quiet))).toHaveLength(1);
  });

  it('commits the other rows of a batch when one of them cannot be written', async () => {
    const writer = new RunWriter(f.db, () => undefined);
    const taken = newId();
    await writer.insertRun(aRun('1', '1', taken));
    // one tick: both join the same batch; the first collides with an existing primary key
    const results = await Promise.allSettled([writer.insertRun(aRun('2', '2', taken)), writer.insertRun(aRun('3', '3'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    const stored = await f.db.select({ company: runs.companyId }).from(runs).where(eq(runs.companyId, '3'));
    expect(stored).toHaveLength(1);
  });

  it('keeps another company answered and every acknowledged run finished when one step title holds U+0000', async () => {
    // a complete condition every run passes: an empty filter is a problem that blocks switching on (spec §4–§5)
    const PASS_ALL = [[{ field: '{{1.never_sent}}', operator: 43 }]];
    const good = await f.signUp();
    const bad = await f.signUp();
    const goodPipeline = await livePipeline(
      f,
      good.token,
      aPipeline()
        .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: PASS_ALL } })
        .build(),
    );
    const badContent = aPipeline()
      .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: PASS_ALL } })
      .build();
    const badPipeline = await livePipeline(f, bad.token, badContent);
    // content saved before the boundary refused U+0000: written directly, as old data would be
    badContent[1]!.title = '过滤\u0000步骤';
    await f.db
      .update(pipelines)
      .set({ content: JSON.stringify(badContent) })
      .where(eq(pipelines.id, badPipeline.processId));
    await platformEngine(f.app).pipelineChanged(badPipeline.processId);

    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        f.call('POST', `/v1/api/data/webhook/accept/${i % 2 ? badPipeline.key : goodPipeline.key}`, { body: { n: i } }),
      ),
    );
    expect(calls.map((c) => c.status)).toEqual(Array(20).fill(200));
    await platformEngine(f.app).idle();
    const statuses = await f.db.execute<{ status: string; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM runs WHERE company_id IN (${good.company_id}, ${bad.company_id}) GROUP BY status`,
    );
    expect(rowsOf(statuses)).toEqual([{ status: 'success', n: 20 }]);
    const titles = await f.db.selectDistinct({ title: runSteps.title }).from(runSteps).where(eq(runSteps.companyId, bad.company_id));
    expect(titles.map((t) => t.title)).toContain('过滤\\u0000步骤');
  });
});

/** PGlite and node-postgres shape `execute` results differently. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
