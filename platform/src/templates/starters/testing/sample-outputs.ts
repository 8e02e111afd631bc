import {
  CUSTOM_RETURN_APP_ID,
  FIND_DATA_APP_ID,
  LOOP_APP_ID,
  SEND_DATA_APP_ID,
  flattenSteps,
  lookupAppId,
  parseTemplate,
  readPath,
  stepNumbers,
  type AppStep,
  type PipelineContent,
  type TemplateRef,
} from '@huiliu/core';
import type { Catalogue } from '../../../apps/catalogue';

/**
 * What each step of a starter gives later steps to map from, before any run: the trigger's sample, a catalogue
 * action's `output_sample`, and the built-ins' output shapes (platform/src/engine/apps/builtin.ts). `OPEN` marks a
 * value whose shape is the other side's (a data table row, a third party's JSON reply): any path below it is fine.
 */
const OPEN = Symbol('open');

/** Apps whose output is whatever the called API answers. */
const OPEN_OUTPUT_APPS = new Set(['2005']);

function builtinOutput(step: AppStep, outputs: Map<number, unknown>): unknown {
  switch (lookupAppId(step.app_id)) {
    case LOOP_APP_ID: {
      const items = sampleValue(String(step.params.items ?? ''), outputs);
      const list = Array.isArray(items) ? items : [];
      return { item: list[0], index: 0, total: list.length };
    }
    case FIND_DATA_APP_ID:
      return { count: 1, first: OPEN, rows: [OPEN] };
    case SEND_DATA_APP_ID:
      return step.action_id === 'to_table'
        ? { row_id: '1', row: OPEN }
        : { status: 200, headers: { 'content-type': '' }, body: OPEN, request: { url: '', method: '', headers: {}, body: '' } };
    case CUSTOM_RETURN_APP_ID:
      return { status: 200, headers: {}, body: '' };
    default:
      return {};
  }
}

/** Each step's sample output by its `{{N.…}}` number. */
export function sampleOutputs(content: PipelineContent, catalogue: Catalogue): Map<number, unknown> {
  const outputs = new Map<number, unknown>();
  const numbers = stepNumbers(content);
  for (const step of flattenSteps(content)) {
    const n = numbers.get(step.uuid)!;
    if (step.action_type === '1') outputs.set(n, step.sample_data);
    else if (OPEN_OUTPUT_APPS.has(lookupAppId(step.app_id))) outputs.set(n, OPEN);
    else outputs.set(n, catalogue.action(step.app_id, step.action_id)?.output_sample ?? builtinOutput(step, outputs));
  }
  return outputs;
}

/** Whether `path` can be read from a sample: like core's readPath, but anything under OPEN is found. */
export function samplePathExists(sample: unknown, path: readonly string[]): boolean {
  let current = sample;
  for (const [i, key] of path.entries()) {
    if (current === OPEN) return true;
    if (Array.isArray(current)) {
      if (/^\d+$/.test(key)) {
        current = current[Number(key)];
        continue;
      }
      // a key applied to a list maps over its items (core template.ts): the first item tells
      return current.length > 0 && samplePathExists(current[0], path.slice(i));
    }
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, key)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== undefined;
}

function sampleValue(text: string, outputs: Map<number, unknown>): unknown {
  const [part] = parseTemplate(text);
  if (part?.kind !== 'ref' || part.ref.source !== 'step') return undefined;
  return readPath(outputs.get(part.ref.step), part.ref.path).value;
}

/** Every `{{…}}` reference in a step: its params and, for a switch, its branches' conditions. */
export function stepRefs(step: AppStep): TemplateRef[] {
  const refs: TemplateRef[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const part of parseTemplate(value)) if (part.kind === 'ref') refs.push(part.ref);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(step.params);
  for (const seg of step.segs ?? []) visit(seg.conditions);
  return refs;
}

/** The readable form of a reference, for failure messages. */
export const refText = (ref: TemplateRef): string => (ref.source === 'step' ? `{{${ref.step}.${ref.path.join('.')}}}` : ref.raw);
