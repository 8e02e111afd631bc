import type { StepValidationContext } from '../pipeline/validation';
import { needsAccount, type AppAction, type AppManifest } from './definition';

/** Where a rule finds an app's definition by id: the platform's catalogue, or a list of manifests in a test. */
export interface AppLookup {
  get(appId: string): AppManifest | undefined;
}

/** A lookup over a list of manifests (ids looked up as given). */
export function lookupOf(manifests: readonly AppManifest[]): AppLookup {
  const byId = new Map(manifests.map((m) => [m.app_id, m]));
  return { get: (appId) => byId.get(appId) };
}

/** An app's action by id, or undefined. */
export function manifestAction(apps: AppLookup, appId: string, actionId: string): AppAction | undefined {
  return apps.get(appId)?.actions.find((a) => a.action_id === actionId);
}

/**
 * spec §4 step validation as the app definitions know it: which apps need an account and every action's fields for
 * the required rule. The platform's publish guard and check/steps and the AI drafts judge steps with it.
 */
export function manifestValidation(apps: AppLookup): StepValidationContext {
  return {
    // an app nobody defines is judged as one that needs an account
    needsAccount: (appId) => {
      const app = apps.get(appId);
      return app ? needsAccount(app) : true;
    },
    fieldsOf: (step) => manifestAction(apps, step.app_id, step.action_id)?.fields.slice(),
  };
}
