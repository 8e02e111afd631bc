import { builtinFieldsOf, flattenSteps, validateStep, type AppStep, type PipelineContent, type StepOutcome } from '@huiliu/core';

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

/** The validation context of the editor: the built-in actions' field definitions give the required rule. */
const VALIDATION_CONTEXT = { fieldsOf: builtinFieldsOf };

const outcomeCache = new WeakMap<AppStep, StepOutcome[]>();

/** core validateStep, once per step version. */
export function outcomesOf(step: AppStep): StepOutcome[] {
  let outcomes = outcomeCache.get(step);
  if (!outcomes) {
    outcomes = validateStep(step, VALIDATION_CONTEXT);
    outcomeCache.set(step, outcomes);
  }
  return outcomes;
}
