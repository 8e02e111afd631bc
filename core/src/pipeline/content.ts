import { parseJsonKeepingBigIds } from '../ids';

/**
 * The serialised steps of a pipeline (spec §3 "App step"). This is the minimal
 * shape the skeleton needs (counting steps, finding their apps); the full
 * content model with segments, loops and operations comes with the engine.
 */
export interface AppStepLike {
  uuid?: string;
  sort?: number | string;
  action_type?: '1' | '2' | string;
  app_id?: string | number;
  action_id?: string | number;
  title?: string;
  segs?: Array<{ apps?: AppStepLike[] }>;
  [key: string]: unknown;
}

export type ContentParse = { ok: true; steps: AppStepLike[] } | { ok: false; reason: string };

/**
 * Content as JSON text or as an array, before any step is looked at; '' and null mean an empty pipeline.
 * Shared by the lenient draft parse below and the strict model parse (model.ts).
 */
export function parseContentArray(content: unknown): { ok: true; value: unknown[] } | { ok: false; reason: string } {
  if (content === undefined || content === null || content === '') return { ok: true, value: [] };
  let value: unknown = content;
  if (typeof content === 'string') {
    try {
      value = parseJsonKeepingBigIds(content);
    } catch {
      return { ok: false, reason: 'content 不是合法的 JSON' };
    }
  }
  if (!Array.isArray(value)) return { ok: false, reason: 'content 必须是步骤数组' };
  return { ok: true, value };
}

/** Lenient parse for drafts: any array of step objects (the strict one is parsePipelineContent). */
export function parseContent(content: unknown): ContentParse {
  const parsed = parseContentArray(content);
  if (!parsed.ok) return parsed;
  if (!parsed.value.every((s) => s !== null && typeof s === 'object' && !Array.isArray(s))) {
    return { ok: false, reason: 'content 的每一项都必须是步骤对象' };
  }
  return { ok: true, steps: parsed.value as AppStepLike[] };
}

/** Every step, including those nested in switch branches (segs). */
export function allSteps(steps: AppStepLike[]): AppStepLike[] {
  const out: AppStepLike[] = [];
  for (const step of steps) {
    out.push(step);
    for (const seg of step.segs ?? []) out.push(...allSteps(seg.apps ?? []));
  }
  return out;
}

/** The distinct app ids a pipeline uses, for the pipeline-list app filter (spec §3). */
export function appIdsOf(steps: AppStepLike[]): string[] {
  const ids = new Set<string>();
  for (const step of allSteps(steps)) if (step.app_id !== undefined && step.app_id !== '') ids.add(String(step.app_id));
  return [...ids];
}
