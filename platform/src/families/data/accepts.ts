import { randomBytes } from 'node:crypto';
import { isIdString } from '@huiliu/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { webhookAccepts, webhookKeys } from '../../db/schema-engine';
import { parseStored } from '../../engine/run-state';

/** spec §7 webhook/fetch: the pipeline's unguessable key (32 random bytes, base64url), made on first use. */
export async function webhookKeyOf(db: Db, companyId: string, processId: string): Promise<string> {
  await db
    .insert(webhookKeys)
    .values({ key: randomBytes(32).toString('base64url'), companyId, processId })
    .onConflictDoNothing({ target: webhookKeys.processId });
  const [row] = await db.select({ key: webhookKeys.key }).from(webhookKeys).where(eq(webhookKeys.processId, processId)).limit(1);
  return row!.key;
}

/**
 * Every webhook key of a company: each one lets anyone deliver into its pipeline, so a template shared from another
 * of its pipelines (an HTTP step posting to this address, a sample that echoed it) must not carry them (issue 12).
 */
export async function companyWebhookKeys(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.select({ key: webhookKeys.key }).from(webhookKeys).where(eq(webhookKeys.companyId, companyId));
  return rows.map((row) => row.key);
}

const columns = {
  id: webhookAccepts.id,
  processId: webhookAccepts.processId,
  runId: webhookAccepts.runId,
  method: webhookAccepts.method,
  contentType: webhookAccepts.contentType,
  query: webhookAccepts.query,
  headers: webhookAccepts.headers,
  acceptData: webhookAccepts.acceptData,
  size: webhookAccepts.size,
  createdAt: webhookAccepts.createdAt,
};

type Row = { [K in keyof typeof columns]: unknown };

/** docs/rest-contract-engine.md `Accept`. */
function toAccept(row: Row) {
  const r = row as {
    id: string;
    processId: string;
    runId: string | null;
    method: string;
    contentType: string | null;
    query: string | null;
    headers: string | null;
    acceptData: string;
    size: number;
    createdAt: Date;
  };
  return {
    accept_id: r.id,
    process_id: r.processId,
    log_id: r.runId,
    method: r.method,
    content_type: r.contentType,
    query: r.query ?? '',
    // stored as the JSON of the (redacted) header object
    headers: (parseStored(r.headers) ?? {}) as Record<string, unknown>,
    accept_data: parseStored(r.acceptData),
    size: r.size,
    created_at: r.createdAt.toISOString(),
  };
}

export type Accept = ReturnType<typeof toAccept>;

export async function listAccepts(db: Db, companyId: string, processId: string, page: { limit: number; offset: number }) {
  const where = and(eq(webhookAccepts.companyId, companyId), eq(webhookAccepts.processId, processId));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(webhookAccepts)
      .where(where)
      .orderBy(desc(webhookAccepts.createdAt), desc(webhookAccepts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(webhookAccepts).where(where),
  ]);
  return { list: rows.map(toAccept), total: total?.n ?? 0 };
}

export async function findAccept(db: Db, companyId: string, acceptId: string): Promise<Accept | null> {
  if (!isIdString(acceptId)) return null;
  const [row] = await db
    .select(columns)
    .from(webhookAccepts)
    .where(and(eq(webhookAccepts.companyId, companyId), eq(webhookAccepts.id, acceptId)))
    .limit(1);
  return row ? toAccept(row) : null;
}

/** The newest delivery of a pipeline: the webhook trigger's sample (spec §3 sample data). */
export async function newestAccept(db: Db, companyId: string, processId: string): Promise<Accept | null> {
  return (await listAccepts(db, companyId, processId, { limit: 1, offset: 0 })).list[0] ?? null;
}
