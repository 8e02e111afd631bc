import type { AiLang } from '@huiliu/contract';
import { matchFields, type FieldSuggestion, type MatchBasis } from '@huiliu/core/ai';
import type { FieldsRequest } from '../engine';
import { PHRASES, say } from './words';

const REASON: Record<MatchBasis, (typeof PHRASES)[keyof typeof PHRASES]> = {
  same_name: PHRASES.sameName,
  same_label: PHRASES.sameLabel,
  synonym: PHRASES.synonym,
  contains: PHRASES.contains,
};

/** The planner's field mappings (spec §7 get_fields_suggestion): core's name similarity, each with its reason. */
export function suggestFields({ app, action, steps, filled, lang }: FieldsRequest): FieldSuggestion[] {
  const labelsEn = Object.fromEntries(Object.entries(app.en.fields ?? {}).map(([key, v]) => [key, v.label]));
  return matchFields(action.fields, labelsEn, steps, filled).map((m) => {
    const field = action.fields.find((f) => f.key === m.field)!;
    const label = lang === 'en' ? (labelsEn[m.field] ?? m.field) : field.label;
    return {
      field: m.field,
      reference: m.reference,
      step_number: m.step_number,
      path: m.path,
      confidence: m.confidence,
      reason: say(REASON[m.basis], lang, { path: m.path, label }) + exampleOf(m.example, lang),
    };
  });
}

function exampleOf(value: unknown, lang: AiLang): string {
  if (value === null || value === undefined || value === '' || typeof value === 'object') return '';
  return say(PHRASES.example, lang, { value: Array.from(String(value)).slice(0, 40).join('') });
}
