import type { TemplateRef } from '@huiliu/core';

/** A reference chip's text: the step number and the field (`1 · buyer.name`), or `env · KEY`. */
export function chipLabel(ref: TemplateRef): string {
  const field = ref.path.join('.');
  return ref.source === 'step' ? `${ref.step} · ${field}` : `${ref.source} · ${field}`;
}

/** The template text a picked field inserts. */
export function stepRef(step: number, path: readonly string[]): string {
  return `{{${step}.${path.join('.')}}}`;
}

export function envRef(key: string): string {
  return `{{env.${key}}}`;
}
