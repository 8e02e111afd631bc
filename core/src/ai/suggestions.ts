import { z } from 'zod';
import { lookupAppId } from '../apps/ids';
import type { AppLookup } from '../apps/lookup';
import type { AppField } from '../apps/definition';
import { parseTemplate } from '../template/template';
import { zodProblems } from './draft';
import { mappableFields, samplePaths, type SampleStep } from './fieldMatch';

/**
 * What an engine answers for the open platform's suggestion calls (spec §7 get_flow_suggestion,
 * get_fields_suggestion), checked like a draft: one zod definition for the check and the LLM's JSON Schema.
 */
export const FlowSuggestionsSchema = z.strictObject({
  suggestions: z
    .array(
      z.strictObject({
        app_id: z.string().regex(/^\d{1,7}$/),
        action_id: z.string().min(1).max(100),
        reason: z.string().min(1).max(300).describe('一句话说明为什么下一步适合加它'),
      }),
    )
    .max(10)
    .describe('最值得加的下一步，最好的在前'),
});

export const FieldSuggestionsSchema = z.strictObject({
  suggestions: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100).describe('动作字段的 key'),
        reference: z.string().min(5).max(300).describe('恰好一个映射 {{N.path}}：N 是给出的步骤编号，path 是它样本里的路径'),
        confidence: z.number().min(0).max(1),
        reason: z.string().min(1).max(300),
      }),
    )
    .max(50),
});

export interface FlowSuggestion {
  app_id: string;
  action_id: string;
  reason: string;
}

export interface FieldSuggestion {
  field: string;
  reference: string;
  step_number: number;
  path: string;
  confidence: number;
  reason: string;
}

type Checked<T> = { ok: true; list: T[] } | { ok: false; errors: string[] };

/** Flow suggestions an engine gave: every app and action known, each an action (a trigger cannot follow), no repeats. */
export function checkFlowSuggestions(raw: unknown, apps: AppLookup): Checked<FlowSuggestion> {
  const parsed = FlowSuggestionsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: zodProblems(parsed.error) };
  const errors: string[] = [];
  const seen = new Set<string>();
  const list: FlowSuggestion[] = [];
  parsed.data.suggestions.forEach((s, i) => {
    const app = apps.get(lookupAppId(s.app_id));
    const action = app?.actions.find((a) => a.action_id === s.action_id);
    if (!app || !action) errors.push(`suggestions[${i}]：应用目录中没有 ${s.app_id}/${s.action_id}`);
    else if (action.kind !== 'action') errors.push(`suggestions[${i}]：${app.name}的“${action.name}”是触发器，不能作为下一步`);
    else if (!seen.has(`${s.app_id}/${s.action_id}`)) {
      seen.add(`${s.app_id}/${s.action_id}`);
      list.push(s);
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, list };
}

/**
 * Field suggestions an engine gave: each for a mappable field of the action (once), each reference exactly one
 * `{{N.path}}` to a given earlier step whose sample has that path (a leaf or a whole object or list).
 */
export function checkFieldSuggestions(raw: unknown, fields: readonly AppField[], steps: readonly SampleStep[]): Checked<FieldSuggestion> {
  const parsed = FieldSuggestionsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: zodProblems(parsed.error) };
  const mappable = new Set(mappableFields(fields).map((f) => f.key));
  const paths = new Map(steps.map((s) => [s.step_number, knownPaths(s.sample)]));
  const errors: string[] = [];
  const list: FieldSuggestion[] = [];
  parsed.data.suggestions.forEach((s, i) => {
    const at = `suggestions[${i}]`;
    const parts = parseTemplate(s.reference.trim());
    const ref = parts.length === 1 && parts[0]!.kind === 'ref' ? parts[0]!.ref : undefined;
    if (!mappable.has(s.field)) errors.push(`${at}.field：${s.field} 不是这个动作可映射的字段（${[...mappable].join('、')}）`);
    else if (list.some((l) => l.field === s.field)) errors.push(`${at}.field：${s.field} 重复`);
    else if (!ref || ref.source !== 'step') errors.push(`${at}.reference：必须恰好是一个 {{N.path}}`);
    else if (!paths.has(ref.step)) errors.push(`${at}.reference：没有第 ${ref.step} 步的样本（可用：${[...paths.keys()].join('、')}）`);
    else if (!paths.get(ref.step)!.has(ref.path.join('.'))) errors.push(`${at}.reference：第 ${ref.step} 步的样本里没有 ${ref.path.join('.')}`);
    else
      list.push({
        field: s.field,
        reference: `{{${ref.step}.${ref.path.join('.')}}}`,
        step_number: ref.step,
        path: ref.path.join('.'),
        confidence: s.confidence,
        reason: s.reason,
      });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, list };
}

/**
 * Every path a reference may name in a sample: its leaves and every object or list above them, a list's items by
 * index (`items.0.sku`) or all at once (`items.sku`, core readPath maps over them).
 */
function knownPaths(sample: unknown): Set<string> {
  const out = new Set<string>();
  for (const { path } of samplePaths(sample)) {
    for (const keys of [path.split('.'), path.split('.').filter((k) => k !== '0')]) {
      for (let i = 1; i <= keys.length; i++) out.add(keys.slice(0, i).join('.'));
    }
  }
  return out;
}
