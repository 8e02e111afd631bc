import { newId, flattenSteps, isIdString, parsePipelineContent } from '@huiliu/core';
import { and, countDistinct, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { pipelines } from '../../db/schema';
import { appAccounts, appRequests } from '../../db/schema-apps';
import { runSteps } from '../../db/schema-engine';

/** Per app id: the company's live pipelines that use it (pipelines.app_ids) and the runs that ran a step of it. */
function pipelinesPerApp(db: Db, companyId: string) {
  const appId = sql<string>`unnest(${pipelines.appIds})`;
  return db
    .select({ appId, n: sql<number>`count(*)::int` })
    .from(pipelines)
    .where(and(eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt)))
    .groupBy(appId);
}

export async function appUsage(db: Db, companyId: string): Promise<Map<string, { process_num: number; run_num: number }>> {
  const [inPipelines, inRuns] = await Promise.all([
    pipelinesPerApp(db, companyId),
    db
      .select({ appId: runSteps.appId, n: countDistinct(runSteps.runId) })
      .from(runSteps)
      .where(eq(runSteps.companyId, companyId))
      .groupBy(runSteps.appId),
  ]);
  const usage = new Map<string, { process_num: number; run_num: number }>();
  const entry = (id: string) => usage.get(id) ?? usage.set(id, { process_num: 0, run_num: 0 }).get(id)!;
  for (const row of inPipelines) entry(row.appId).process_num = Number(row.n);
  for (const row of inRuns) entry(row.appId).run_num = Number(row.n);
  return usage;
}

/** The app ids the company's live pipelines use (spec §7 company/used); the run log is not read for it. */
export async function usedAppIds(db: Db, companyId: string): Promise<string[]> {
  return (await pipelinesPerApp(db, companyId)).map((row) => row.appId);
}

/** The last known connection state of the company's accounts among `ids`; another company's are absent. */
export async function accountStates(db: Db, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const asked = [...new Set(ids)].filter(isIdString);
  if (asked.length === 0) return new Map();
  const rows = await db
    .select({ id: appAccounts.id, status: appAccounts.status })
    .from(appAccounts)
    .where(and(eq(appAccounts.companyId, companyId), inArray(appAccounts.id, asked)));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Every step's account id of a pipeline content (for one read of their states). */
export function accountIdsOf(content: string): string[] {
  const parsed = parsePipelineContent(content);
  return parsed.ok ? flattenSteps(parsed.content).flatMap((s) => (s.account_id ? [String(s.account_id)] : [])) : [];
}

export interface NewAppRequest {
  app_name: string;
  description: string;
  link?: string | undefined;
}

const requestColumns = {
  request_id: appRequests.id,
  app_name: appRequests.appName,
  description: appRequests.description,
  link: appRequests.link,
  created_at: appRequests.createdAt,
};

export async function addAppRequest(db: Db, companyId: string, userId: string, input: NewAppRequest) {
  const [row] = await db
    .insert(appRequests)
    .values({ id: newId(), companyId, userId, appName: input.app_name, description: input.description, link: input.link ?? null })
    .returning(requestColumns);
  return { ...row!, created_at: row!.created_at.toISOString() };
}

export async function listAppRequests(db: Db, companyId: string) {
  const rows = await db
    .select(requestColumns)
    .from(appRequests)
    .where(eq(appRequests.companyId, companyId))
    .orderBy(desc(appRequests.createdAt))
    .limit(100);
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
