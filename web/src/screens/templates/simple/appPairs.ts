import { CUSTOM_RETURN_APP_ID, ERROR_MONITOR_APP_ID, FILTER_APP_ID, LOOP_APP_ID, lookupAppId, SWITCH_APP_ID } from '@huiliu/core';

interface PairableApp {
  appId: string;
  actions: readonly { kind: string }[];
}

/**
 * Built-ins that shape a flow rather than start or do something: a person who never opens the canvas does not pick
 * them as "the action app"; the error monitor only starts error pipelines.
 */
const NOT_A_SIMPLE_CHOICE = new Set([FILTER_APP_ID, SWITCH_APP_ID, LOOP_APP_ID, CUSTOM_RETURN_APP_ID, ERROR_MONITOR_APP_ID]);

/** The apps simplified creation offers: triggers (an action of any trigger kind) and action apps (an action of kind 'action'). */
export function pairableApps<T extends PairableApp>(apps: readonly T[]): { triggers: T[]; actions: T[] } {
  const offered = apps.filter((app) => !NOT_A_SIMPLE_CHOICE.has(lookupAppId(app.appId)));
  return {
    triggers: offered.filter((app) => app.actions.some((a) => a.kind !== 'action')),
    actions: offered.filter((app) => app.actions.some((a) => a.kind === 'action')),
  };
}

/**
 * spec issue 12 "the best practice": of a pair's templates, a featured one first, then the most used, the gallery's
 * order breaking ties; undefined when the pair has none.
 */
export function bestTemplate<T extends { featured: boolean; useCount: number }>(templates: readonly T[]): T | undefined {
  return templates.reduce<T | undefined>((best, candidate) => {
    if (!best) return candidate;
    if (candidate.featured !== best.featured) return candidate.featured ? candidate : best;
    return candidate.useCount > best.useCount ? candidate : best;
  }, undefined);
}
