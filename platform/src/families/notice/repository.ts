import type { Notice } from '@huiliu/contract';
import { PAGE_SIZE, isIdString, newId } from '@huiliu/core';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { notices } from '../../db/schema-engine';

export interface NewNotice {
  companyId: string;
  /** null: every person of the company sees it. */
  userId: string | null;
  kind: string;
  title: string;
  body: string;
  processId: string | null;
  runId: string | null;
}

export async function insertNotices(db: Db, rows: NewNotice[]): Promise<void> {
  if (rows.length > 0) await db.insert(notices).values(rows.map((r) => ({ id: newId(), ...r })));
}

/** Notices addressed to this person or to the whole company. */
function visibleTo(companyId: string, userId: string) {
  return and(eq(notices.companyId, companyId), or(isNull(notices.userId), eq(notices.userId, userId)));
}

export async function listNotices(
  db: Db,
  viewer: { companyId: string; userId: string },
  q: { unread?: boolean | undefined; limit?: number; offset?: number },
): Promise<{ list: Notice[]; total: number; unread: number }> {
  const where = and(visibleTo(viewer.companyId, viewer.userId), q.unread ? isNull(notices.readAt) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(q.limit ?? PAGE_SIZE)
      .offset(q.offset ?? 0),
    db.select({ n: count() }).from(notices).where(where),
    db
      .select({ n: count() })
      .from(notices)
      .where(and(visibleTo(viewer.companyId, viewer.userId), isNull(notices.readAt))),
  ]);
  return {
    list: rows.map((r) => ({
      notice_id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      process_id: r.processId,
      log_id: r.runId,
      read: r.readAt ? 1 : 0,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    unread: unread?.n ?? 0,
  };
}

/** Marks the given notices (or all when `ids` is null) read; others' and unknown ids are skipped. */
export async function markRead(db: Db, viewer: { companyId: string; userId: string }, ids: string[] | null): Promise<number> {
  const valid = ids?.filter(isIdString);
  if (valid && valid.length === 0) return 0;
  const rows = await db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(viewer.companyId, viewer.userId), isNull(notices.readAt), valid ? inArray(notices.id, valid) : undefined))
    .returning({ id: notices.id });
  return rows.length;
}
