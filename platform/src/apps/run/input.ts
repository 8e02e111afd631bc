import { authFields, type AppField, type AuthMethod } from '@huiliu/core';

/** A list typed as text ('a, b' or one per line) or already a list: the vendors want arrays. */
function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，;；\n]/) : value == null ? [] : [value];
  return items.map((v) => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v))).filter((v) => v !== '');
}

/**
 * A step's rendered fields in the types the definition declares: lists for multiText, booleans and numbers from
 * their text spellings, defaults for what is empty — mappings render to text, a vendor's JSON wants types.
 */
export function coerceInput(fields: readonly AppField[], input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  for (const f of fields) {
    let v = out[f.key];
    if ((v === undefined || v === '' || v === null) && f.default !== undefined) v = f.default;
    if (f.kind === 'multiText') v = toList(v);
    else if (f.kind === 'boolean' && typeof v === 'string') v = ['true', '1', 'yes', '是'].includes(v.trim().toLowerCase());
    else if (f.kind === 'number' && typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) v = Number(v);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

/** An account's data with its form's defaults filled in (an OAuth account of GitHub has no base_url typed). */
export function authWithDefaults(method: AuthMethod | undefined, data: Record<string, unknown>): Record<string, unknown> {
  if (!method) return data;
  const out = { ...data };
  for (const f of authFields(method))
    if ((out[f.key] === undefined || out[f.key] === '' || out[f.key] === null) && f.default !== undefined) out[f.key] = f.default;
  return out;
}
