import type { VariableType } from '../../gql/graphql';

/** docs/rest-contract-engine.md: keys are A-Z a-z 0-9 _ (1–64) so `{{env.KEY}}` can name them. */
const VARIABLE_KEY_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export const VARIABLE_TYPES: readonly VariableType[] = ['text', 'number', 'secret'];

export interface VariableForm {
  name: string;
  key: string;
  value: string;
  type: VariableType;
  variableClass: string;
}

/** Which form fields are wrong, as i18n keys of the 'variables' namespace. */
export type VariableFormErrors = Partial<Record<'name' | 'key' | 'value', 'nameRequired' | 'keyRule' | 'numberRule'>>;

/**
 * The form's rules before saving. Editing a secret may leave the value empty: the saved value
 * stays (the screen never sees it, only '******').
 */
export function validateVariableForm(form: VariableForm, mode: 'add' | 'edit'): VariableFormErrors {
  const errors: VariableFormErrors = {};
  if (form.name.trim() === '') errors.name = 'nameRequired';
  if (mode === 'add' && !VARIABLE_KEY_PATTERN.test(form.key)) errors.key = 'keyRule';
  if (form.type === 'number' && !(form.value.trim() !== '' && Number.isFinite(Number(form.value)))) errors.value = 'numberRule';
  return errors;
}

/** How a pipeline step refers to the variable (DESIGN §4 mapping templates). */
export function variableReference(key: string): string {
  return `{{env.${key}}}`;
}

/** The update call's fields: a secret's empty value means "keep it", so it is left out. */
export function updateFields(form: VariableForm): {
  variableName: string;
  variableType: VariableType;
  variableClass: string;
  variableValue?: string;
} {
  const fields = { variableName: form.name.trim(), variableType: form.type, variableClass: form.variableClass.trim() };
  return form.type === 'secret' && form.value === '' ? fields : { ...fields, variableValue: form.value };
}
