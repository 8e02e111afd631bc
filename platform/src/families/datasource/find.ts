import { evaluateFilter, type FilterCondition, type FilterGroups } from '@huiliu/core';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { datasourceRows } from '../../db/schema-engine';
import type { TableField } from './fields';
import { scanRows, type Row } from './repository';

/** find data reads at most this many rows of a table looking for matches (a bounded scan). */
const MAX_SCAN_ROWS = 50_000;
const BATCH = 500;

/**
 * Conditions as the find data step sends them: OR-of-AND groups, or one AND group as a flat list.
 * Fields name table columns. Anything else is refused with a message the run log shows.
 */
export function parseConditions(raw: unknown): FilterGroups {
  if (raw === undefined || raw === null || raw === '') return [];
  const list = typeof raw === 'string' ? safeParse(raw) : raw;
  if (!Array.isArray(list)) throw new Error('查找条件格式不正确');
  const groups = list.every(Array.isArray) ? (list as unknown[][]) : [list];
  return groups.map((group) =>
    group.map((c): FilterCondition => {
      const cond = c as Record<string, unknown> | null;
      if (!cond || typeof cond.field !== 'string' || !Number.isFinite(Number(cond.operator))) throw new Error('查找条件格式不正确');
      return { field: cond.field, operator: Number(cond.operator), value: cond.value };
    }),
  );
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A SQL condition every matching row satisfies (it may let more through; evaluateFilter decides).
 * Only one AND group of text tests with a non-empty value is pushed down; the rest is JS.
 */
export function prefilter(groups: FilterGroups, fields: readonly TableField[]): SQL | undefined {
  const live = groups.filter((g) => g.length > 0);
  if (live.length !== 1) return undefined;
  const textFields = new Set(fields.filter((f) => f.type === 'text').map((f) => f.name));
  const parts = live[0]!.flatMap((c) => {
    if (!textFields.has(c.field) || typeof c.value !== 'string' || c.value === '') return [];
    const cell = sql`(${datasourceRows.data} ->> ${c.field})`;
    switch (Number(c.operator)) {
      case 11:
        return [sql`strpos(${cell}, ${c.value}) > 0`];
      case 13:
        return [sql`${cell} = ${c.value}`];
      case 15:
        return [sql`left(${cell}, ${c.value.length}) = ${c.value}`];
      case 17:
        return [sql`right(${cell}, ${c.value.length}) = ${c.value}`];
      default:
        return [];
    }
  });
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Up to `limit` rows of the table that pass the conditions (core evaluateFilter over row fields). */
export async function findMatchingRows(
  db: Db,
  companyId: string,
  table: { dsid: string; fields: readonly TableField[] },
  groups: FilterGroups,
  opts: { limit: number; timeZone: string; now?: Date },
): Promise<Row[]> {
  const where = prefilter(groups, table.fields);
  const found: Row[] = [];
  let afterId: string | null = null;
  for (let scanned = 0; scanned < MAX_SCAN_ROWS && found.length < opts.limit;) {
    const batch = await scanRows(db, companyId, table.dsid, { afterId, batch: BATCH, where });
    for (const { data } of batch) {
      const row = data as Row;
      const resolve = (field: string) => ({ exists: Object.prototype.hasOwnProperty.call(row, field), value: row[field] });
      if (evaluateFilter(groups, resolve, { timeZone: opts.timeZone, ...(opts.now ? { now: opts.now } : {}) })) found.push(row);
      if (found.length >= opts.limit) break;
    }
    if (batch.length < BATCH) break;
    scanned += batch.length;
    afterId = batch[batch.length - 1]!.id;
  }
  return found;
}
