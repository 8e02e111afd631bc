import { flattenSteps, parsePipelineContent } from '@huiliu/core';
import type { AccountInfo } from '@huiliu/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/open';
import { pipelines, users } from '../db/schema';
import { shownAuth, type AccountRow, type AccountStore } from './accounts';

/** A pipeline that uses an account: what deleting the account would break. */
export interface AccountUser {
  process_id: string;
  title: string;
}

/**
 * Which of the company's pipelines use which accounts (spec §3 Account processNum). One read of the company's
 * live pipelines, their content parsed (a text search on the JSON could match an id inside a sample).
 */
export async function accountUsage(db: Db, companyId: string): Promise<Map<string, AccountUser[]>> {
  const rows = await db
    .select({ id: pipelines.id, title: pipelines.title, content: pipelines.content })
    .from(pipelines)
    .where(and(eq(pipelines.companyId, companyId), isNull(pipelines.deletedAt)));
  const usage = new Map<string, AccountUser[]>();
  for (const row of rows) {
    const parsed = parsePipelineContent(row.content);
    if (!parsed.ok) continue;
    const ids = new Set(flattenSteps(parsed.content).flatMap((s) => (s.account_id ? [String(s.account_id)] : [])));
    for (const id of ids) usage.set(id, [...(usage.get(id) ?? []), { process_id: row.id, title: row.title }]);
  }
  return usage;
}

/** spec §3 Account as REST answers it: secrets masked, processNum and userName filled in. */
export async function toAccountInfos(db: Db, store: AccountStore, rows: readonly AccountRow[]): Promise<AccountInfo[]> {
  if (rows.length === 0) return [];
  const usage = await accountUsage(db, rows[0]!.companyId);
  const creatorIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const names = new Map(
    creatorIds.length === 0
      ? []
      : (await db.select({ id: users.id, uname: users.uname }).from(users).where(inArray(users.id, creatorIds))).map((u) => [u.id, u.uname]),
  );
  return rows.map((row) => ({
    accountId: row.id,
    accountName: row.accountName,
    accountType: row.accountType,
    appId: row.appId,
    processNum: usage.get(row.id)?.length ?? 0,
    processIds: (usage.get(row.id) ?? []).map((u) => u.process_id),
    userName: (row.createdBy && names.get(row.createdBy)) ?? null,
    status: row.status,
    statusMessage: row.statusMessage,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
    refreshedAt: row.refreshedAt?.toISOString() ?? null,
    refreshCount: row.refreshCount,
    authData: shownAuth(store.methodOf(row), store.open(row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
