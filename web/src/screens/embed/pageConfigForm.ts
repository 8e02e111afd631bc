import { canonicalOrigin, SDK_MAX_DOMAINS, SDK_SCREENS, type SdkScreen } from '@huiliu/core';

/** The page configuration editor's state (strings as typed; the server validates again). */
export interface PageConfigForm {
  cfgId?: string;
  name: string;
  role: string;
  screens: SdkScreen[];
  hiddenNav: boolean;
  appIds: string[];
  landing: string;
}

export const EMPTY_PAGE_CONFIG: PageConfigForm = {
  name: '',
  role: 'editor',
  screens: ['pipelines', 'editor', 'logs'],
  hiddenNav: false,
  appIds: [],
  landing: '/pipelines',
};

export type PageConfigProblem = 'name' | 'role' | 'screens' | 'landing';

/** What would make the server refuse the form, said before sending (the server's words still show if it does). */
export function pageConfigProblems(form: PageConfigForm): PageConfigProblem[] {
  const problems: PageConfigProblem[] = [];
  if (!form.name.trim()) problems.push('name');
  if (!form.role) problems.push('role');
  if (form.screens.length === 0) problems.push('screens');
  if (!/^\/(?![/\\])\S*$/.test(form.landing.trim())) problems.push('landing');
  return problems;
}

export function screensOf(values: readonly string[]): SdkScreen[] {
  return SDK_SCREENS.filter((screen) => values.includes(screen));
}

/**
 * The allowed origins as typed, one per line (or separated by commas or spaces): each as browsers spell it, or the
 * entries that are not origins (a path, a wildcard, http outside localhost).
 */
export function parseDomains(text: string): { domains: string[]; invalid: string[]; tooMany: boolean } {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const domains: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const origin = canonicalOrigin(entry);
    if (origin === null) invalid.push(entry);
    else if (!domains.includes(origin)) domains.push(origin);
  }
  return { domains, invalid, tooMany: domains.length > SDK_MAX_DOMAINS };
}
