import { newId, type RunStatus, type TriggerType } from '@huiliu/core';
import type { Db } from '../db/open';
import { pipelines } from '../db/schema';
import { runSteps, runs } from '../db/schema-engine';

/** A stored run for tests of the run log's reads (issue 16): written in bulk, not through the engine. */
export interface SeedRun {
  processId: string;
  status: RunStatus;
  createdAt: Date;
  triggerType?: TriggerType;
  triggerData?: unknown;
  durationMs?: number | null;
  error?: string | null;
  /** The steps it executed, in order; step 1 (the trigger) is added. */
  steps?: Array<{ appId: string; status?: 'success' | 'failed' | 'filtered'; error?: string }>;
}

/** A pipeline row of `companyId` (the run log names it; the gateway's loader finds it). */
export async function seedPipeline(db: Db, companyId: string, creatorId: string, title: string): Promise<string> {
  const id = newId();
  await db.insert(pipelines).values({ id, companyId, title, creatorId, content: '[]' });
  return id;
}

/** Writes runs and their steps with two multi-row inserts; the ids, in the order given. */
export async function seedRuns(db: Db, companyId: string, list: SeedRun[]): Promise<string[]> {
  const rows = list.map((r) => ({ ...r, id: newId() }));
  if (rows.length === 0) return [];
  const finished = (r: SeedRun) => r.status !== 'queued' && r.status !== 'running';
  await db.insert(runs).values(
    rows.map((r) => {
      const durationMs = r.durationMs === undefined ? (finished(r) ? 100 : null) : r.durationMs;
      return {
        id: r.id,
        companyId,
        processId: r.processId,
        content: '[]',
        status: r.status,
        triggerType: r.triggerType ?? 'webhook',
        triggerData: JSON.stringify(r.triggerData ?? {}),
        error: r.error ?? (r.status === 'failed' ? '请求失败' : null),
        attempt: 1,
        stepCount: (r.steps?.length ?? 0) + 1,
        createdAt: r.createdAt,
        startedAt: r.status === 'queued' ? null : r.createdAt,
        finishedAt: durationMs === null ? null : new Date(r.createdAt.getTime() + durationMs),
        durationMs,
      };
    }),
  );
  const steps = rows.flatMap((r) =>
    [{ appId: '1001', status: 'success' as const, error: undefined }, ...(r.steps ?? [])].map((s, i) => ({
      id: newId(),
      companyId,
      runId: r.id,
      stepUuid: i === 0 ? 'trigger' : `s${i}`,
      stepNumber: i + 1,
      appId: s.appId,
      actionId: 'act',
      status: s.status ?? 'success',
      error: s.error ?? null,
      startedAt: new Date(r.createdAt.getTime() + i),
    })),
  );
  await db.insert(runSteps).values(steps);
  return rows.map((r) => r.id);
}
