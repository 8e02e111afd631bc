import type { Datasource } from '@huiliu/contract';
import { isIdString, newId } from '@huiliu/core';
import { and, asc, count, desc, eq, gt, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { companies } from '../../db/schema';
import { datasourceRows, datasources } from '../../db/schema-engine';
import { likePattern } from '../variables/repository';
import type { Cell, TableField } from './fields';

export type Row = Record<string, Cell>;

// Spelled out: inside a subquery drizzle would leave both tables' columns unqualified, and the
// inner table's `id`/`company_id` would shadow the outer ones.
const rowCount = sql<number>`(select count(*)::int from datasource_rows r where r.datasource_id = datasources.id and r.company_id = datasources.company_id)`;
const columns = {
  id: datasources.id,
  name: datasources.name,
  filepath: datasources.filepath,
  sheet: datasources.sheet,
  type: datasources.type,
  tableFields: datasources.tableFields,
  size: datasources.size,
  createdAt: datasources.createdAt,
  updatedAt: datasources.updatedAt,
  rows: rowCount,
};

function toDatasource(r: { [K in keyof typeof columns]: unknown } & Record<string, unknown>): Datasource {
  return {
    dsid: r.id as string,
    name: r.name as string,
    filepath: r.filepath as string | null,
    sheet: r.sheet as string | null,
    type: r.type as Datasource['type'],
    table_fields: r.tableFields as TableField[],
    size: r.size as number,
    rows: Number(r.rows),
    createtime: (r.createdAt as Date).toISOString(),
    updatetime: (r.updatedAt as Date).toISOString(),
  };
}

function own(companyId: string, dsid: string): SQL | undefined {
  return and(eq(datasources.companyId, companyId), eq(datasources.id, dsid));
}

export async function findDatasource(db: Db, companyId: string, dsid: string): Promise<Datasource | null> {
  if (!isIdString(dsid)) return null;
  const [row] = await db.select(columns).from(datasources).where(own(companyId, dsid)).limit(1);
  return row ? toDatasource(row) : null;
}

/** Locks the data table's row so concurrent imports and type changes take turns. */
export async function lockDatasource(tx: Db, companyId: string, dsid: string): Promise<Datasource | null> {
  if (!isIdString(dsid)) return null;
  const [row] = await tx.select({ id: datasources.id }).from(datasources).where(own(companyId, dsid)).for('update');
  return row ? findDatasource(tx, companyId, dsid) : null;
}

function listWhere(companyId: string, keyword: string | undefined): SQL | undefined {
  return and(eq(datasources.companyId, companyId), keyword ? ilike(datasources.name, likePattern(keyword)) : undefined);
}

export async function listDatasources(db: Db, companyId: string, q: { keyword?: string | undefined; limit: number; offset: number }) {
  const where = listWhere(companyId, q.keyword);
  const [rows, total] = await Promise.all([
    db.select(columns).from(datasources).where(where).orderBy(desc(datasources.createdAt), desc(datasources.id)).limit(q.limit).offset(q.offset),
    countDatasources(db, companyId, q.keyword),
  ]);
  return { list: rows.map(toDatasource), total };
}

export async function countDatasources(db: Db, companyId: string, keyword: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(datasources).where(listWhere(companyId, keyword));
  return row?.n ?? 0;
}

export async function insertDatasource(
  tx: Db,
  d: { companyId: string; name: string; type: string; tableFields: TableField[]; filepath?: string | null; sheet?: string | null },
): Promise<string> {
  const id = newId();
  await tx.insert(datasources).values({ id, ...d });
  return id;
}

export async function updateDatasource(tx: Db, companyId: string, dsid: string, patch: { name?: string; tableFields?: TableField[] }): Promise<void> {
  await tx
    .update(datasources)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(own(companyId, dsid));
}

export async function deleteDatasource(tx: Db, companyId: string, dsid: string): Promise<void> {
  await tx.delete(datasourceRows).where(and(eq(datasourceRows.companyId, companyId), eq(datasourceRows.datasourceId, dsid)));
  await tx.delete(datasources).where(own(companyId, dsid));
}

/** Multi-row inserts (TOOLCHAIN: one statement per 1,000 rows, not one per row); size grows by the JSON bytes. */
export async function insertRows(tx: Db, companyId: string, dsid: string, rows: Row[]): Promise<Array<{ id: string }>> {
  const inserted: Array<{ id: string }> = [];
  let bytes = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((data) => {
      bytes += Buffer.byteLength(JSON.stringify(data));
      return { id: newId(), companyId, datasourceId: dsid, data };
    });
    inserted.push(...(await tx.insert(datasourceRows).values(chunk).returning({ id: datasourceRows.id })));
  }
  await tx
    .update(datasources)
    .set({ size: sql`${datasources.size} + ${bytes}`, updatedAt: sql`now()` })
    .where(own(companyId, dsid));
  return inserted;
}

/** Rows in insertion order, a page at a time. */
export async function pageRows(db: Db, companyId: string, dsid: string, limit: number, offset: number): Promise<Row[]> {
  const rows = await db
    .select({ data: datasourceRows.data })
    .from(datasourceRows)
    .where(and(eq(datasourceRows.companyId, companyId), eq(datasourceRows.datasourceId, dsid)))
    .orderBy(asc(datasourceRows.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.data as Row);
}

/** The next batch after `afterId` that passes the SQL pre-filter (a superset of the real filter). */
export async function scanRows(db: Db, companyId: string, dsid: string, q: { afterId: string | null; batch: number; where: SQL | undefined }) {
  return db
    .select({ id: datasourceRows.id, data: datasourceRows.data })
    .from(datasourceRows)
    .where(
      and(
        eq(datasourceRows.companyId, companyId),
        eq(datasourceRows.datasourceId, dsid),
        q.afterId ? gt(datasourceRows.id, q.afterId) : undefined,
        q.where,
      ),
    )
    .orderBy(asc(datasourceRows.id))
    .limit(q.batch);
}

export async function companyTimeZone(db: Db, companyId: string): Promise<string | null> {
  if (!isIdString(companyId)) return null;
  const [row] = await db.select({ tz: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.tz ?? null;
}
