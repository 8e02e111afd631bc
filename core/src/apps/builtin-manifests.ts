import { BUILTIN_APP_DEFINITIONS, type AppDefinition } from '../pipeline/builtinActions';
import { ERROR_MONITOR_APP_ID, SCHEDULE_APP_ID, WEBHOOK_APP_ID } from '../pipeline/webhook';
import { APP_STATES, type AppAction, type AppManifest } from './definition';
import { BUILTIN_APPS, type BuiltinApp } from './ids';

/** English names of the built-in apps (the web's own locale files word their actions). */
const EN_NAMES: Record<string, string> = {
  '1001': 'Webhook',
  '1002': 'Schedule',
  '1003': 'Data filter',
  '1004': 'Switch path',
  '1005': 'Loop',
  '1006': 'Find data',
  '1007': 'Send data',
  '1008': 'Custom action',
  '1009': 'Custom return',
  '1010': 'Error monitor',
  // issue 17 datamodel
  '1011': 'Data model',
};

const TRIGGER_KIND: Record<string, AppAction['kind']> = {
  [WEBHOOK_APP_ID]: 'webhook',
  [SCHEDULE_APP_ID]: 'schedule',
  [ERROR_MONITOR_APP_ID]: 'event',
};

/**
 * The built-in apps in the one app format (issue 11 "Built-in apps move onto it"): identity from
 * BUILTIN_APPS, actions from BUILTIN_APP_DEFINITIONS, run by the platform's own executors (`handler: 'builtin'`).
 */
function toManifest(app: BuiltinApp, definition: AppDefinition): AppManifest {
  return {
    app_id: app.app_id,
    name: app.app_name,
    description: definition.actions[0]?.description ?? app.app_name,
    icon: app.i18nKey.replace(/^apps\./, ''),
    class_type: 'builtin',
    version: '1.0.0',
    state: APP_STATES.ONLINE,
    paid: app.paid,
    auth: [{ type: 'none' }],
    actions: definition.actions.map((a) => ({
      ...a,
      kind: app.is_trigger ? (TRIGGER_KIND[app.app_id] ?? 'event') : 'action',
      handler: 'builtin',
    })),
    en: { name: EN_NAMES[app.app_id] ?? app.app_name },
  };
}

export const BUILTIN_MANIFESTS: readonly AppManifest[] = BUILTIN_APPS.map((app) => {
  const definition = BUILTIN_APP_DEFINITIONS.find((d) => d.app_id === app.app_id);
  if (!definition) throw new Error(`built-in app ${app.app_id} has no actions`);
  return toManifest(app, definition);
});
