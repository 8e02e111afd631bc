import type { AppManifest } from '@huiliu/core';

/** One document of the apps index (spec §7 "Search service"): an app or one of its actions. */
export interface SearchDocument {
  /** `app-<app_id>` or `action-<app_id>-<action_id>`. */
  id: string;
  type: 'app' | 'action';
  app_id: string;
  action_id: string | null;
  app_name: string;
  app_name_en: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  class_type: string;
}

/** The listed apps (spec §4: state 1 or 3) and their actions, zh and en texts side by side. */
export function searchDocuments(apps: readonly AppManifest[]): SearchDocument[] {
  return apps.flatMap((app) => [
    {
      id: `app-${app.app_id}`,
      type: 'app' as const,
      app_id: app.app_id,
      action_id: null,
      app_name: app.name,
      app_name_en: app.en.name,
      name: app.name,
      name_en: app.en.name,
      description: app.description,
      description_en: app.en.description ?? '',
      class_type: app.class_type,
    },
    ...app.actions.map((action) => {
      const en = app.en.actions?.[action.action_id];
      return {
        id: `action-${app.app_id}-${action.action_id}`,
        type: 'action' as const,
        app_id: app.app_id,
        action_id: action.action_id,
        app_name: app.name,
        app_name_en: app.en.name,
        name: action.name,
        name_en: en?.name ?? '',
        description: action.description,
        description_en: en?.description ?? '',
        class_type: app.class_type,
      };
    }),
  ]);
}
