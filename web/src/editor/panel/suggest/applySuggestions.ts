import { isFilled, type FieldKind } from '@huiliu/core';

export interface Suggestion {
  field: string;
  reference: string;
}

/**
 * The params a step gets from field suggestions: each empty field takes its `{{N.path}}` (a multi-text field as a
 * one-item list), a filled one is left as the person wrote it. Returns only what changes, and which fields.
 */
export function applySuggestions(
  params: Readonly<Record<string, unknown>>,
  suggestions: readonly Suggestion[],
  kindOf: (field: string) => FieldKind | undefined,
): { patch: Record<string, unknown>; filled: string[] } {
  const patch: Record<string, unknown> = {};
  for (const { field, reference } of suggestions) {
    const current = params[field];
    const empty = Array.isArray(current) ? !current.some(isFilled) : !isFilled(current);
    if (!empty || field in patch) continue;
    patch[field] = kindOf(field) === 'multiText' ? [reference] : reference;
  }
  return { patch, filled: Object.keys(patch) };
}
