/**
 * spec §5 required-field rule: an empty string, a missing value or a false
 * boolean fails; the number 0 passes; text with multiple items needs at least
 * one non-empty item; groups and objects validate their children.
 */
export type FieldKind = 'text' | 'number' | 'boolean' | 'multiText' | 'group' | 'object' | 'select' | 'date';

export interface FieldRule {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** Children of a group or object field. */
  children?: FieldRule[];
}

export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Returns the dotted keys of every required field that fails. */
export function missingRequired(rules: FieldRule[], values: Record<string, unknown> | undefined, prefix = ''): string[] {
  const missing: string[] = [];
  for (const rule of rules) {
    const value = values?.[rule.key];
    const path = prefix ? `${prefix}.${rule.key}` : rule.key;
    if (rule.kind === 'multiText') {
      const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (rule.required && !items.some((item) => isFilled(item))) missing.push(path);
      continue;
    }
    if ((rule.kind === 'group' || rule.kind === 'object') && rule.children) {
      if (rule.required && !isFilled(value)) {
        missing.push(path);
        continue;
      }
      const rows = Array.isArray(value) ? value : value === undefined ? [] : [value];
      rows.forEach((row, i) => {
        const rowPrefix = Array.isArray(value) ? `${path}[${i}]` : path;
        missing.push(...missingRequired(rule.children ?? [], row as Record<string, unknown>, rowPrefix));
      });
      continue;
    }
    if (rule.required && !isFilled(value)) missing.push(path);
  }
  return missing;
}
