import { isIdString, periodBounds, type RunDatePreset } from '@huiliu/core';
import { and, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { runSteps, runs } from '../../db/schema-engine';

/** A view of the run log (issue 16): the list's filters, which the statistics and the exports share. */
export interface RunView {
  process_id?: string | undefined;
  app_id?: string | undefined;
  status?: string | undefined;
  trigger_type?: string | undefined;
  date_preset?: RunDatePreset | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  keyword?: string | undefined;
}

export interface Scope {
  companyId: string;
  timeZone: string;
}

/** Creation times a view keeps: from inclusive, to exclusive; either may be open. */
export interface Bounds {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The view's own bounds at `now` (a preset resolved in the company's zone); the list leaves unnamed ends open. */
export const boundsOf = (view: RunView, scope: Scope, now = new Date()): Bounds => periodBounds(view, now, scope.timeZone);

function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The runs of an app: those that executed one of its steps. A run's steps carry the run's company, so the steps alone
 * answer it (run_steps_company_app_idx; docs/architecture.md "Run analytics").
 */
export function runsOfApp(companyId: string, appId: string): SQL {
  return sql`select ${runSteps.runId} from ${runSteps} where ${runSteps.companyId} = ${companyId} and ${runSteps.appId} = ${appId}`;
}

/**
 * Every condition of a view on `runs`, company first (spec §6): unknown and foreign ids match nothing alike. The
 * keyword matches the trigger data's text (LIKE wildcards taken literally), or the run's id when it is one.
 */
export function viewConditions(view: RunView, scope: Scope, bounds: Bounds): SQL[] {
  const out: Array<SQL | undefined> = [eq(runs.companyId, scope.companyId)];
  if (bounds.from) out.push(gte(runs.createdAt, bounds.from));
  if (bounds.to) out.push(lt(runs.createdAt, bounds.to));
  if (view.process_id) out.push(isIdString(view.process_id) ? eq(runs.processId, view.process_id) : sql`false`);
  if (view.status) out.push(sql`${runs.status} = ${view.status}`);
  if (view.trigger_type) out.push(eq(runs.triggerType, view.trigger_type));
  if (view.app_id) out.push(sql`${runs.id} in (${runsOfApp(scope.companyId, view.app_id)})`);
  if (view.keyword) {
    // ILIKE folds the case of every row's text first; a keyword without letters that have a case (digits, Chinese)
    // matches the same under LIKE, which compares bytes (several times faster over a company's runs)
    const cased = view.keyword.toLowerCase() !== view.keyword.toUpperCase();
    const inData = (cased ? ilike : like)(runs.triggerData, likeLiteral(view.keyword));
    out.push(isIdString(view.keyword) ? or(inData, eq(runs.id, view.keyword)) : inData);
  }
  return out.filter((c): c is SQL => c !== undefined);
}

export const viewWhere = (view: RunView, scope: Scope, bounds: Bounds): SQL => and(...viewConditions(view, scope, bounds)) as SQL;

/** A view that narrows runs by nothing but the app (and the company): its count can be read from the steps alone. */
export function onlyApp(view: RunView, bounds: Bounds): boolean {
  return Boolean(view.app_id) && !bounds.from && !bounds.to && !view.process_id && !view.status && !view.trigger_type && !view.keyword;
}
