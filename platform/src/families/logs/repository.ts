import type { RunStep } from '@huiliu/contract';
import { findBuiltinApp, isIdString } from '@huiliu/core';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, pipelines } from '../../db/schema';
import { runSteps, runs } from '../../db/schema-engine';
import { parseStored, runSelection, toRunState, type RunState } from '../../engine/run-state';
import { boundsOf, onlyApp, viewWhere, type Bounds, type RunView, type Scope } from './view';

function selectRuns(db: Db) {
  return db
    .select(runSelection)
    .from(runs)
    .leftJoin(pipelines, eq(pipelines.id, runs.processId))
    .leftJoin(companies, eq(companies.id, runs.companyId));
}

/** A page of a view of the run log, newest first, with the view's count. */
export async function listRuns(db: Db, scope: Scope, view: RunView, page: { limit: number; offset: number }, now = new Date()) {
  const bounds = boundsOf(view, scope, now);
  const where = viewWhere(view, scope, bounds);
  const [rows, total] = await Promise.all([
    selectRuns(db).where(where).orderBy(desc(runs.createdAt), desc(runs.id)).limit(page.limit).offset(page.offset),
    countRuns(db, scope, view, where, bounds),
  ]);
  return { list: rows.map(toRunState), total };
}

/**
 * A view's count. By the app alone it is read from the steps' index, not from a join with every run of the company
 * (EXPLAIN over 1,000,000 runs: ~50 ms instead of ~500 ms; docs/architecture.md "Run analytics").
 */
async function countRuns(db: Db, scope: Scope, view: RunView, where: SQL, bounds: Bounds): Promise<number> {
  if (onlyApp(view, bounds)) {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${runSteps.runId})::int`.mapWith(Number) })
      .from(runSteps)
      .where(and(eq(runSteps.companyId, scope.companyId), eq(runSteps.appId, view.app_id!)));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(runs).where(where);
  return row?.n ?? 0;
}

/** The caller's runs among `ids` (unknown, foreign and out-of-range ids simply absent), in no set order. */
export async function runStatesByIds(db: Db, companyId: string, ids: string[]): Promise<RunState[]> {
  const valid = [...new Set(ids.filter(isIdString))];
  if (valid.length === 0) return [];
  const rows = await selectRuns(db).where(and(eq(runs.companyId, companyId), inArray(runs.id, valid)));
  return rows.map(toRunState);
}

async function runsByIds(db: Db, companyId: string, ids: string[]): Promise<string[]> {
  const valid = ids.filter(isIdString);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.companyId, companyId), inArray(runs.id, valid)));
  return rows.map((r) => r.id);
}

const stepColumns = {
  id: runSteps.id,
  runId: runSteps.runId,
  stepUuid: runSteps.stepUuid,
  stepNumber: runSteps.stepNumber,
  appId: runSteps.appId,
  actionId: runSteps.actionId,
  title: runSteps.title,
  status: runSteps.status,
  input: runSteps.input,
  output: runSteps.output,
  error: runSteps.error,
  branch: runSteps.branch,
  switchUuid: runSteps.switchUuid,
  loopIndex: runSteps.loopIndex,
  attempts: runSteps.attempts,
  startedAt: runSteps.startedAt,
  durationMs: runSteps.durationMs,
};

type StepRow = { [K in keyof typeof stepColumns]: unknown };

/** docs/rest-contract-engine.md `RunStep`. */
function stepJson(row: StepRow) {
  const r = row as {
    id: string;
    runId: string;
    stepUuid: string;
    stepNumber: number;
    appId: string;
    actionId: string;
    title: string;
    // the engine writes only step statuses
    status: RunStep['status'];
    input: string | null;
    output: string | null;
    error: string | null;
    branch: string | null;
    switchUuid: string | null;
    loopIndex: number | null;
    attempts: number;
    startedAt: Date;
    durationMs: number;
  };
  return {
    id: r.id,
    log_id: r.runId,
    step_uuid: r.stepUuid,
    step_number: r.stepNumber,
    app_id: r.appId,
    app_name: findBuiltinApp(r.appId)?.app_name ?? '',
    action_id: r.actionId,
    title: r.title,
    status: r.status,
    input: parseStored(r.input),
    output: parseStored(r.output),
    error: r.error,
    branch: r.branch,
    switch_uuid: r.switchUuid,
    loop_index: r.loopIndex,
    attempts: r.attempts,
    started_at: r.startedAt.toISOString(),
    duration_ms: r.durationMs,
  };
}

/** A run's steps in the order they ran; `stepUuid` narrows to one step (all its iterations and branches). */
export async function stepsOf(
  db: Db,
  companyId: string,
  runId: string,
  q: { stepUuid?: string; limit?: number; offset?: number; loopOnly?: boolean } = {},
) {
  const where = and(
    eq(runSteps.companyId, companyId),
    eq(runSteps.runId, runId),
    q.stepUuid !== undefined ? eq(runSteps.stepUuid, q.stepUuid) : undefined,
    q.loopOnly ? sql`${runSteps.loopIndex} is not null` : undefined,
  );
  const base = db.select(stepColumns).from(runSteps).where(where).orderBy(asc(runSteps.startedAt), asc(runSteps.loopIndex), asc(runSteps.stepNumber));
  const rows = q.limit !== undefined ? await base.limit(q.limit).offset(q.offset ?? 0) : await base;
  return rows.map(stepJson);
}

/** The steps of several runs in one query, grouped by run id (each in the order they ran). */
export async function stepsOfRuns(db: Db, companyId: string, runIds: string[]) {
  const grouped = new Map<string, ReturnType<typeof stepJson>[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return grouped;
  const rows = await db
    .select(stepColumns)
    .from(runSteps)
    .where(and(eq(runSteps.companyId, companyId), inArray(runSteps.runId, runIds)))
    .orderBy(asc(runSteps.startedAt), asc(runSteps.loopIndex), asc(runSteps.stepNumber));
  for (const row of rows) grouped.get(row.runId as string)?.push(stepJson(row));
  return grouped;
}

/** Counts of a loop's inner step per outcome (loop_flow_run_count). */
export async function loopCounts(db: Db, companyId: string, runId: string, stepUuid: string) {
  const [row] = await db
    .select({
      count: count(),
      success: sql<number>`count(*) filter (where ${runSteps.status} = 'success')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${runSteps.status} = 'failed')`.mapWith(Number),
    })
    .from(runSteps)
    .where(
      and(eq(runSteps.companyId, companyId), eq(runSteps.runId, runId), eq(runSteps.stepUuid, stepUuid), sql`${runSteps.loopIndex} is not null`),
    );
  return { count: row?.count ?? 0, success: row?.success ?? 0, failed: row?.failed ?? 0 };
}

/** The pipelines that have runs (the log screen's pipeline filter). */
export async function processOptions(db: Db, companyId: string) {
  const rows = await db
    .selectDistinct({ process_id: runs.processId, title: pipelines.title })
    .from(runs)
    .innerJoin(pipelines, and(eq(pipelines.id, runs.processId), isNull(pipelines.deletedAt)))
    .where(eq(runs.companyId, companyId))
    .orderBy(asc(pipelines.title));
  return rows;
}

export async function deleteRuns(db: Db, companyId: string, ids: string[]): Promise<number> {
  const owned = await runsByIds(db, companyId, ids);
  if (owned.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.delete(runSteps).where(and(eq(runSteps.companyId, companyId), inArray(runSteps.runId, owned)));
    await tx.delete(runs).where(and(eq(runs.companyId, companyId), inArray(runs.id, owned)));
  });
  return owned.length;
}
