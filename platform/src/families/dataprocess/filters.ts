import type { Sort } from '@huiliu/contract';
import { BUILTIN_APPS, isIdString } from '@huiliu/core';
import { and, arrayContains, arrayOverlaps, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { favourites, pipelines } from '../../db/schema';

/** spec §3 "Pipeline-list filters" after validation. */
export interface PipelineFilter {
  keyword?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  app_name?: string | undefined;
  app_id?: string | undefined;
  status?: number | undefined;
  share_status?: number | undefined;
  collect_status?: number | undefined;
  create_channels?: number | undefined;
  /** spec §7 getallcount (flowid): that one pipeline only. */
  flowid?: string | undefined;
  /** The ids of the apps whose names contain `app_name`, from the catalogue (routes); absent: the built-ins'. */
  app_ids_named?: readonly string[] | undefined;
}

export interface Viewer {
  companyId: string;
  userId: string;
  timeZone: string;
}

/** LIKE treats % and _ as wildcards; a keyword is matched literally. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE of the pipeline list and count: always the viewer's company and never deleted rows
 * (spec §6 "every query scoped by company"), then each filter of spec §3.
 */
export function pipelineWhere(f: PipelineFilter, viewer: Viewer): SQL {
  const conditions: Array<SQL | undefined> = [eq(pipelines.companyId, viewer.companyId), isNull(pipelines.deletedAt)];
  if (f.keyword) {
    // keyword: title contains, or the process id equals (docs/rest-contract.md).
    const byTitle = ilike(pipelines.title, likeLiteral(f.keyword));
    conditions.push(isIdString(f.keyword) ? or(byTitle, eq(pipelines.id, f.keyword)) : byTitle);
  }
  // Dates are whole days in the company's time zone, both ends inclusive.
  if (f.start_date) {
    conditions.push(sql`${pipelines.createdAt} >= (${f.start_date}::date::timestamp at time zone ${viewer.timeZone})`);
  }
  if (f.end_date) {
    conditions.push(sql`${pipelines.createdAt} < ((${f.end_date}::date + 1)::timestamp at time zone ${viewer.timeZone})`);
  }
  if (f.app_name) {
    const needle = f.app_name.toLowerCase();
    const ids = f.app_ids_named ?? BUILTIN_APPS.filter((a) => a.app_name.toLowerCase().includes(needle)).map((a) => a.app_id);
    conditions.push(ids.length > 0 ? arrayOverlaps(pipelines.appIds, [...ids]) : sql`false`);
  }
  if (f.flowid !== undefined) conditions.push(isIdString(f.flowid) ? eq(pipelines.id, f.flowid) : sql`false`);
  if (f.app_id) conditions.push(arrayContains(pipelines.appIds, [f.app_id]));
  if (f.status !== undefined) conditions.push(eq(pipelines.status, f.status));
  if (f.share_status !== undefined) conditions.push(eq(pipelines.shareStatus, f.share_status));
  if (f.create_channels !== undefined) conditions.push(eq(pipelines.createChannels, f.create_channels));
  if (f.collect_status !== undefined) {
    const mine = sql`exists (select 1 from ${favourites} where ${favourites.processId} = ${pipelines.id} and ${favourites.userId} = ${viewer.userId})`;
    conditions.push(f.collect_status === 1 ? mine : sql`not ${mine}`);
  }
  return and(...conditions) as SQL;
}

/** ORDER BY of a sort; the id breaks ties so paging is stable. */
export function pipelineOrder(sort: Sort): SQL[] {
  const [column, direction] = sort.split(' ') as ['created_at' | 'updated_at', 'asc' | 'desc'];
  const dir = direction === 'asc' ? asc : desc;
  return [dir(column === 'created_at' ? pipelines.createdAt : pipelines.updatedAt), dir(pipelines.id)];
}
