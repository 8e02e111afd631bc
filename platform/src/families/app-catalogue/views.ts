import { APP_CLASSES, isTriggerApp, type AppManifest } from '@huiliu/core';
import type { AppInfo } from '@huiliu/contract';
import type { Catalogue } from '../../apps/catalogue';
import { toAppInfo } from '../../apps/app-info';

export interface ListFilter {
  class_type?: string | undefined;
  keyword?: string | undefined;
  is_trigger?: number | undefined;
}

/** spec §4 "App list" with the list call's filters; the keyword reads zh and en names (the search service ranks). */
export function listApps(catalogue: Catalogue, filter: ListFilter, companyId?: string): AppInfo[] {
  const needle = filter.keyword?.trim().toLowerCase();
  return catalogue
    .listed(companyId)
    .filter((app) => filter.class_type === undefined || app.class_type === filter.class_type)
    .filter((app) => filter.is_trigger === undefined || isTriggerApp(app) === (filter.is_trigger === 1))
    .filter((app) => !needle || app.name.toLowerCase().includes(needle) || app.en.name.toLowerCase().includes(needle))
    .map(toAppInfo);
}

/** Listed apps by class, classes in the catalogue's order (core APP_CLASSES), then any a JSON definition adds. */
export function appsByClass(catalogue: Catalogue, companyId?: string): Array<{ class_type: string; apps: AppManifest[] }> {
  const groups = new Map<string, AppManifest[]>(APP_CLASSES.map((c) => [c, []]));
  for (const app of catalogue.listed(companyId)) groups.set(app.class_type, [...(groups.get(app.class_type) ?? []), app]);
  return [...groups].filter(([, apps]) => apps.length > 0).map(([class_type, apps]) => ({ class_type, apps }));
}

/**
 * The ids of every app (listed or not: a pipeline may still use an offline one) whose zh or en name contains
 * `needle`, for the pipeline list's app_name filter (spec §3).
 */
export function appIdsNamed(catalogue: Catalogue, needle: string, companyId?: string): string[] {
  const lower = needle.trim().toLowerCase();
  // the company's open apps too (issue 14): listed ones, as the catalogue keeps no offline open app per company
  const open = companyId ? catalogue.listed(companyId).filter((app) => !catalogue.get(app.app_id)) : [];
  return [...catalogue.all(), ...open]
    .filter((app) => app.name.toLowerCase().includes(lower) || app.en.name.toLowerCase().includes(lower))
    .map((app) => app.app_id);
}
