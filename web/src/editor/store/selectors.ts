import { validationContext, validationVersion } from './catalogueValidation';
import { flattenSteps, validateStep, type AppStep, type PipelineContent, type StepOutcome } from '@huiliu/core';

const indexes = new WeakMap<PipelineContent, Map<string, AppStep>>();

/** uuid → step, computed once per content (every edit makes new content, so the cache never goes stale). */
export function stepIndex(content: PipelineContent): Map<string, AppStep> {
  let index = indexes.get(content);
  if (!index) {
    index = new Map(flattenSteps(content).map((s) => [s.uuid, s]));
    indexes.set(content, index);
  }
  return index;
}

export function findStep(content: PipelineContent, uuid: string | undefined): AppStep | undefined {
  return uuid === undefined ? undefined : stepIndex(content).get(uuid);
}

let outcomeCache = new WeakMap<AppStep, StepOutcome[]>();
let cachedVersion = validationVersion();

/** A new validation context (the catalogue arrived) makes every cached outcome stale. */
function freshCaches(): void {
  if (cachedVersion === validationVersion()) return;
  cachedVersion = validationVersion();
  outcomeCache = new WeakMap();
  readinessCache = new WeakMap();
}

/** core validateStep, once per step version, with the catalogue's context once it is known (issue 11). */
export function outcomesOf(step: AppStep): StepOutcome[] {
  freshCaches();
  let outcomes = outcomeCache.get(step);
  if (!outcomes) {
    outcomes = validateStep(step, validationContext());
    outcomeCache.set(step, outcomes);
  }
  return outcomes;
}

/** What a step's badge says: its errors, else its warnings; undefined when the step is ready. */
export interface StepBadge {
  severity: 'error' | 'warning';
  count: number;
}

export function badgeOf(step: AppStep): StepBadge | undefined {
  const outcomes = outcomesOf(step);
  const errors = outcomes.filter((o) => o.severity === 'error').length;
  if (errors > 0) return { severity: 'error', count: errors };
  return outcomes.length > 0 ? { severity: 'warning', count: outcomes.length } : undefined;
}

/** How many steps show a red and how many a yellow badge: the toolbar's summary, from the badges themselves. */
export interface Readiness {
  errorSteps: number;
  warningSteps: number;
}

let readinessCache = new WeakMap<PipelineContent, Readiness>();

export function readinessOf(content: PipelineContent): Readiness {
  freshCaches();
  let readiness = readinessCache.get(content);
  if (!readiness) {
    readiness = { errorSteps: 0, warningSteps: 0 };
    for (const step of stepIndex(content).values()) {
      const badge = badgeOf(step);
      if (badge?.severity === 'error') readiness.errorSteps++;
      else if (badge) readiness.warningSteps++;
    }
    readinessCache.set(content, readiness);
  }
  return readiness;
}
