export type KindFilter = 'all' | 'trigger' | 'action';

export interface FilterableAction {
  appId: string;
  kind: string;
  /** Every text the reader may search by: both languages' names and descriptions, the app's names. */
  words: readonly string[];
}

export interface ActionFilter {
  appId: string | undefined;
  kind: KindFilter;
  /** Trimmed, lower-cased; '' matches all. */
  query: string;
  /** Apps and actions the search service found for the query (pinyin): "appId" or "appId/actionId". */
  hits?: ReadonlySet<string>;
}

/** Whether an action passes /actions' filters: app, trigger/action, and a substring or a search-service hit. */
export function matchesAction(action: FilterableAction & { actionId: string }, filter: ActionFilter): boolean {
  if (filter.appId && action.appId !== filter.appId) return false;
  if (filter.kind === 'trigger' && action.kind === 'action') return false;
  if (filter.kind === 'action' && action.kind !== 'action') return false;
  if (!filter.query) return true;
  if (action.words.some((w) => w.toLowerCase().includes(filter.query))) return true;
  return !!filter.hits && (filter.hits.has(action.appId) || filter.hits.has(`${action.appId}/${action.actionId}`));
}
