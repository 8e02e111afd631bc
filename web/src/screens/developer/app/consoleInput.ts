import type { AppField } from '@huiliu/core';

/**
 * The console's input: what the person typed per field, as text, turned into the action's `input_data` the way
 * the step form would save it (numbers as numbers, switches as booleans, objects and lists from JSON).
 */
export type TypedInput = Record<string, string | boolean>;

export type InputResult = { ok: true; input: Record<string, unknown> } | { ok: false; badKeys: string[] };

export function inputData(fields: readonly AppField[], typed: TypedInput): InputResult {
  const input: Record<string, unknown> = {};
  const badKeys: string[] = [];
  for (const field of fields) {
    const raw = typed[field.key];
    if (raw === undefined || raw === '') continue;
    if (field.kind === 'boolean') input[field.key] = raw === true;
    else if (typeof raw !== 'string') continue;
    else if (field.kind === 'number') {
      const n = Number(raw);
      if (Number.isNaN(n)) badKeys.push(field.key);
      else input[field.key] = n;
    } else if (field.kind === 'object' || field.kind === 'group') {
      try {
        input[field.key] = JSON.parse(raw) as unknown;
      } catch {
        badKeys.push(field.key);
      }
    } else if (field.kind === 'multiText') input[field.key] = raw.split('\n').filter((line) => line.trim() !== '');
    else input[field.key] = raw;
  }
  return badKeys.length ? { ok: false, badKeys } : { ok: true, input };
}

/** A header map or body as readable text (the reply's body may be JSON or plain text). */
export function shownJson(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
