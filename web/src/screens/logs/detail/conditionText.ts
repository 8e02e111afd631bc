import { FILTER_OPERATOR_CODES, isDatePreset, operatorInfo, parseTemplate, type FilterOperatorName } from '@huiliu/core';
import { chipLabel } from '../../../editor/mapping/chipLabel';

/** A condition row as the run's stored content holds it (GraphQL `Condition`). */
export interface StoredCondition {
  field: string;
  operator: FilterOperatorName;
  value?: unknown;
}

/** The parts of one condition a person reads; `operatorKey` / `presetKey` are i18n keys in 'editor'. */
export interface ConditionText {
  field: string;
  operatorKey: string;
  /** Absent for the existence operators, which compare with nothing. */
  value?: { presetKey: string } | { text: string };
}

/** A field as the editor's chips show it: `{{1.buyer.name}}` → `1 · buyer.name`, other text as typed. */
function fieldText(field: string): string {
  return parseTemplate(field)
    .map((part) => (part.kind === 'text' ? part.text : chipLabel(part.ref)))
    .join('');
}

/** spec §5 operator table: the code's name for the operator column, the date presets by name. */
export function conditionText(condition: StoredCondition): ConditionText {
  const code = FILTER_OPERATOR_CODES[condition.operator];
  const text: ConditionText = { field: fieldText(condition.field), operatorKey: `operators.${code}` };
  if (operatorInfo(code)?.needsValue === false) return text;
  const value = condition.value;
  if (isDatePreset(value)) return { ...text, value: { presetKey: `datePresets.${value}` } };
  return { ...text, value: { text: typeof value === 'string' ? value : JSON.stringify(value ?? '') } };
}
