import { BUILTIN_APPS } from '../apps/ids';
import { BUILTIN_APP_DEFINITIONS } from '../pipeline/builtinActions';

/** One built-in action a search term points at. */
export interface KeywordMatch {
  app_id: string;
  app_name: string;
  action_id: string;
  action_name: string;
}

export interface KeywordExpansion {
  /** The person's own terms, split on spaces and commas, without repeats. */
  terms: string[];
  /** The terms plus the names of the apps and actions they matched: what a search should look for. */
  keywords: string[];
  matches: KeywordMatch[];
}

/** At most this many terms are read; a search box never needs more. */
export const MAX_TERMS = 10;

/**
 * spec §7 `GET data/expand (keywords)`. The spec gives the parameter only; we read it as a search helper:
 * a person's words ("邮件 webhook") widened to the catalogue's apps and actions whose name or description
 * holds one of them, so a search by what a step does also finds it by its app and action names.
 */
export function expandKeywords(text: string): KeywordExpansion {
  const terms = [...new Set(text.split(/[\s,，、]+/).filter(Boolean))].slice(0, MAX_TERMS);
  const lower = terms.map((t) => t.toLowerCase());
  const hit = (...texts: string[]) => lower.some((term) => texts.some((t) => t.toLowerCase().includes(term)));
  const matches: KeywordMatch[] = [];
  for (const app of BUILTIN_APP_DEFINITIONS) {
    const appName = BUILTIN_APPS.find((a) => a.app_id === app.app_id)?.app_name ?? app.app_id;
    for (const action of app.actions) {
      if (hit(appName, action.name, action.description)) {
        matches.push({ app_id: app.app_id, app_name: appName, action_id: action.action_id, action_name: action.name });
      }
    }
  }
  const keywords = [...new Set([...terms, ...matches.flatMap((m) => [m.app_name, m.action_name])])];
  return { terms, keywords, matches };
}
