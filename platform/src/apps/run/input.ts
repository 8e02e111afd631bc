import { authFields, type AppField, type AuthMethod } from '@huiliu/core';
import { VENDOR_BASES, vendorBase, type Vendor } from '../vendor-base';

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

/**
 * A default that is a vendor's official API server follows `HUILIU_VENDOR_BASE_<NAME>` (a private deployment, a
 * company proxy, a test's stand-in); what an account typed itself is kept as typed.
 */
function defaultValue(value: unknown, env: NodeJS.ProcessEnv): unknown {
  const vendor = (Object.keys(VENDOR_BASES) as Vendor[]).find((v) => VENDOR_BASES[v] === value);
  return vendor ? vendorBase(vendor, env) : value;
}

/** An account's data with its form's defaults filled in (an OAuth account of GitHub has no base_url typed). */
export function authWithDefaults(
  method: AuthMethod | undefined,
  data: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, unknown> {
  if (!method) return data;
  const out = { ...data };
  for (const f of authFields(method)) {
    if ((out[f.key] === undefined || out[f.key] === '' || out[f.key] === null) && f.default !== undefined) out[f.key] = defaultValue(f.default, env);
  }
  return out;
}
