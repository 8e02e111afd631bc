import type { StepOutcome } from '@huiliu/core';

/** The i18n key (namespace 'editor') of a core validation outcome; the five kinds of spec §4, error or warning. */
export function outcomeKey(outcome: StepOutcome): string {
  switch (outcome.kind) {
    case 'sampleMissing':
      return outcome.severity === 'error' ? 'outcomes.sampleFailed' : 'outcomes.sampleMissing';
    case 'sendFailed':
      return outcome.severity === 'error' ? 'outcomes.sendFailed' : 'outcomes.sendMissing';
    case 'requiredMissing':
      return outcome.fields ? 'outcomes.requiredMissing' : 'outcomes.conditionsIncomplete';
    default:
      return `outcomes.${outcome.kind}`;
  }
}
