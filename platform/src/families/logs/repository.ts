import type { RunStep } from '@huiliu/contract';
import { findBuiltinApp, isIdString } from '@huiliu/core';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, pipelines } from '../../db/schema';
import { runSteps, runs } from '../../db/schema-engine';
import { parseStored, runSelection, toRunState, type RunState } from '../../engine/run-state';

export interface RunFilter {
  process_id?: string | undefined;
  status?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  keyword?: string | undefined;
}

export interface Scope {
  companyId: string;
  timeZone: string;
}

function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whole days in the company's time zone, both ends inclusive (as the pipeline list). */
export function dayRange(start: string | undefined, end: string | undefined, timeZone: string): SQL[] {
  const out: SQL[] = [];
  if (start) out.push(sql`${runs.createdAt} >= (${start}::date::timestamp at time zone ${timeZone})`);
  if (end) out.push(sql`${runs.createdAt} < ((${end}::date + 1)::timestamp at time zone ${timeZone})`);
  return out;
}

/** Every run query is scoped by company (spec §6); unknown and foreign ids match nothing alike. */
function runWhere(f: RunFilter, scope: Scope): SQL {
  const conditions: Array<SQL | undefined> = [eq(runs.companyId, scope.companyId), ...dayRange(f.start_date, f.end_date, scope.timeZone)];
  if (f.process_id) conditions.push(isIdString(f.process_id) ? eq(runs.processId, f.process_id) : sql`false`);
  if (f.status) conditions.push(eq(runs.status, f.status as RunState['status']));
  if (f.keyword) {
    const byTitle = ilike(pipelines.title, likeLiteral(f.keyword));
    conditions.push(isIdString(f.keyword) ? or(byTitle, eq(runs.id, f.keyword), eq(runs.processId, f.keyword)) : byTitle);
  }
  return and(...conditions) as SQL;
}

function selectRuns(db: Db) {
  return db
    .select(runSelection)
    .from(runs)
    .leftJoin(pipelines, eq(pipelines.id, runs.processId))
    .leftJoin(companies, eq(companies.id, runs.companyId));
}

export async function listRuns(db: Db, scope: Scope, f: RunFilter, page: { limit: number; offset: number }) {
  const where = runWhere(f, scope);
  const [rows, [total]] = await Promise.all([
    selectRuns(db).where(where).orderBy(desc(runs.createdAt), desc(runs.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(runs).leftJoin(pipelines, eq(pipelines.id, runs.processId)).where(where),
  ]);
  return { list: rows.map(toRunState), total: total?.n ?? 0 };
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
