import { missingRequired } from '@huiliu/core';
import type { LocalField } from './appText';

/** What the platform shows instead of a saved secret; sent back unchanged it keeps the saved value (spec §7 app/update). */
export const SECRET_MASK = '******';

/** The form's starting values: the saved (masked) auth data when editing, else each field's default. */
export function initialAuthValues(fields: readonly LocalField[], saved?: unknown): Record<string, unknown> {
  const data = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(fields.map((f) => [f.key, data[f.key] ?? f.default ?? (f.kind === 'boolean' ? false : '')]));
}

/** spec §5 required rule over the auth form: the keys still missing. */
export function missingAuthFields(fields: readonly LocalField[], values: Record<string, unknown>): string[] {
  return missingRequired([...fields], values);
}

/** The auth data to send: text trimmed, numbers as numbers; only the form's own fields. */
export function toAuthData(fields: readonly LocalField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || value === '') continue;
    if (field.kind === 'number' && typeof value === 'string') out[field.key] = Number(value);
    else out[field.key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}
