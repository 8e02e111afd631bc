import { TEMPLATE_VISIBILITY, isIdString, newId, type TemplateCategory } from '@huiliu/core';
import { and, arrayContains, arrayOverlaps, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies, pipelines } from '../../db/schema';
import { templates, templateUses } from '../../db/schema-templates';
import { likePattern } from '../variables/repository';
import type { TemplateRow } from './shape';

/** The gallery's filter as the data layer reads it; `appIdsNamed` are the apps whose name holds the keyword. */
export interface RowFilter {
  keyword?: string | undefined;
  appIdsNamed?: readonly string[];
  category?: TemplateCategory | undefined;
  mine?: boolean;
  triggerAppId?: string | undefined;
  actionAppId?: string | undefined;
}

const ACTIVE = 1;

/**
 * Which shared templates a company sees in the gallery: its own (every one with `mine`, else the active ones) and
 * other companies' active PUBLIC ones. LINK and COMPANY templates of others are reached only by id and token.
 */
function visibleWhere(companyId: string, f: RowFilter): SQL {
  const conditions: SQL[] = [
    f.mine
      ? eq(templates.companyId, companyId)
      : and(eq(templates.active, ACTIVE), or(eq(templates.companyId, companyId), eq(templates.visible, TEMPLATE_VISIBILITY.PUBLIC)))!,
  ];
  if (f.keyword) {
    const like = likePattern(f.keyword);
    const named = f.appIdsNamed && f.appIdsNamed.length > 0 ? [arrayOverlaps(templates.appIds, [...f.appIdsNamed])] : [];
    conditions.push(
      or(ilike(templates.title, like), ilike(templates.description, like), sql`array_to_string(${templates.keywords}, ' ') ilike ${like}`, ...named)!,
    );
  }
  if (f.category) conditions.push(eq(templates.category, f.category));
  if (f.triggerAppId) conditions.push(eq(templates.triggerAppId, f.triggerAppId));
  if (f.actionAppId) conditions.push(arrayContains(templates.actionAppIds, [f.actionAppId]));
  return and(...conditions)!;
}

/** A page of visible shared templates, most used first, and how many there are. */
export async function listRows(
  db: Db,
  companyId: string,
  f: RowFilter,
  limit: number,
  offset: number,
): Promise<{ rows: TemplateRow[]; total: number }> {
  const where = visibleWhere(companyId, f);
  if (limit === 0) return { rows: [], total: await countRows(db, companyId, f) };
  const found = await db
    .select({ row: templates, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(templates)
    .where(where)
    .orderBy(desc(templates.useCount), desc(templates.createdAt), desc(templates.id))
    .limit(limit)
    .offset(offset);
  const total = found[0]?.total ?? (offset > 0 ? await countRows(db, companyId, f) : 0);
  return { rows: found.map((r) => r.row), total };
}

async function countRows(db: Db, companyId: string, f: RowFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(templates).where(visibleWhere(companyId, f));
  return row?.n ?? 0;
}

export async function countRowsByCategory(db: Db, companyId: string, f: RowFilter): Promise<Map<string, number>> {
  const rows = await db
    .select({ category: templates.category, n: count() })
    .from(templates)
    .where(visibleWhere(companyId, f))
    .groupBy(templates.category);
  return new Map(rows.map((r) => [r.category, r.n]));
}

/**
 * A template a company may read by id: its own (active or not), or another company's active one that is PUBLIC or
 * (`withToken`: the caller holds a token, which the service then compares) shared by link or with its company.
 */
export async function findReadableRow(db: Db, companyId: string, templateId: string, withToken: boolean): Promise<TemplateRow | null> {
  if (!isIdString(templateId)) return null;
  const others = withToken ? eq(templates.active, ACTIVE) : and(eq(templates.active, ACTIVE), eq(templates.visible, TEMPLATE_VISIBILITY.PUBLIC));
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), or(eq(templates.companyId, companyId), others)))
    .limit(1);
  return row ?? null;
}

/** The company's own template by id; `lock` holds it for the rest of the transaction. */
export async function findOwnRow(db: Db, companyId: string, templateId: string, lock = false): Promise<TemplateRow | null> {
  if (!isIdString(templateId)) return null;
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.companyId, companyId), eq(templates.id, templateId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The template of one of the company's pipelines, if it was ever shared. */
export async function findRowOfPipeline(db: Db, companyId: string, processId: string, lock = false): Promise<TemplateRow | null> {
  if (!isIdString(processId)) return null;
  const query = db
    .select()
    .from(templates)
    .where(and(eq(templates.companyId, companyId), eq(templates.processId, processId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export type NewTemplateRow = Omit<typeof templates.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'useCount'>;

export async function insertRow(tx: Db, values: NewTemplateRow): Promise<TemplateRow> {
  const [row] = await tx
    .insert(templates)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export type TemplatePatch = Partial<Omit<NewTemplateRow, 'companyId' | 'processId' | 'shareTokenSealed'>>;

export async function updateRow(tx: Db, companyId: string, templateId: string, patch: TemplatePatch): Promise<TemplateRow> {
  const [row] = await tx
    .update(templates)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(templates.companyId, companyId), eq(templates.id, templateId)))
    .returning();
  return row!;
}

/** spec §3 share_status follows the pipeline's template: 1 while it is shared (active), 0 once unshared. */
export async function setShareStatus(tx: Db, companyId: string, processId: string, shared: boolean): Promise<void> {
  await tx
    .update(pipelines)
    .set({ shareStatus: shared ? 1 : 0 })
    .where(and(eq(pipelines.companyId, companyId), eq(pipelines.id, processId)));
}

/** One more use of an active shared template; false when it was unshared meanwhile (the caller rolls back). */
export async function countUse(tx: Db, templateId: string): Promise<boolean> {
  const rows = await tx
    .update(templates)
    .set({ useCount: sql`${templates.useCount} + 1` })
    .where(and(eq(templates.id, templateId), eq(templates.active, ACTIVE)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

export async function insertUse(tx: Db, use: { templateId: string; companyId: string; userId: string; processId: string }): Promise<void> {
  await tx.insert(templateUses).values({ id: newId(), ...use });
}

/** Uses per starter (starters have no row to hold a count). */
export async function useCounts(db: Db, templateIds: readonly string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: templateUses.templateId, n: count() })
    .from(templateUses)
    .where(inArray(templateUses.templateId, [...templateIds]))
    .groupBy(templateUses.templateId);
  return new Map(rows.map((r) => [r.templateId, r.n]));
}

/**
 * Who used one of the company's templates, newest first. Uses are read across companies on purpose: the sharer sees
 * which companies used its template; their pipelines' titles and people are shown only when they are its own.
 */
export async function listUses(db: Db, companyId: string, templateId: string, limit: number, offset: number) {
  const rows = await db
    .select({
      processId: templateUses.processId,
      companyId: templateUses.companyId,
      userId: templateUses.userId,
      createdAt: templateUses.createdAt,
      companyName: companies.name,
      pipelineTitle: pipelines.title,
      deletedAt: pipelines.deletedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(templateUses)
    .innerJoin(templates, eq(templates.id, templateUses.templateId))
    .innerJoin(companies, eq(companies.id, templateUses.companyId))
    .innerJoin(pipelines, eq(pipelines.id, templateUses.processId))
    .where(and(eq(templateUses.templateId, templateId), eq(templates.companyId, companyId)))
    .orderBy(desc(templateUses.createdAt), desc(templateUses.id))
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countUses(db, companyId, templateId) : 0);
  const list = rows.map((r) => {
    const own = r.companyId === companyId;
    return {
      process_id: r.processId,
      pipeline_title: own && r.deletedAt === null ? r.pipelineTitle : null,
      company_name: r.companyName,
      user_id: own ? r.userId : null,
      created_at: r.createdAt.toISOString(),
    };
  });
  return { list, total };
}

async function countUses(db: Db, companyId: string, templateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(templateUses)
    .innerJoin(templates, eq(templates.id, templateUses.templateId))
    .where(and(eq(templateUses.templateId, templateId), eq(templates.companyId, companyId)));
  return row?.n ?? 0;
}
