/**
 * The i18n key (namespace 'editor') of a core validation outcome (StepOutcome); the five kinds of spec §4, error or warning. Also
 * takes an outcome as GraphQL answers it (an AI draft's problems: kind as text, `fields` always a list, empty for
 * incomplete conditions), so a draft and the editor word the same problem alike.
 */
export function outcomeKey(outcome: { kind: string; severity: string; fields?: readonly string[] }): string {
  switch (outcome.kind) {
    case 'sampleMissing':
      return outcome.severity === 'error' ? 'outcomes.sampleFailed' : 'outcomes.sampleMissing';
    case 'sendFailed':
      return outcome.severity === 'error' ? 'outcomes.sendFailed' : 'outcomes.sendMissing';
    case 'requiredMissing':
      return outcome.fields?.length ? 'outcomes.requiredMissing' : 'outcomes.conditionsIncomplete';
    default:
      return `outcomes.${outcome.kind}`;
  }
}
