import { parseContentArray } from './content';
import type { SavedStepSettings } from './settings';

/** spec §3 "Segment": one branch of a switch-path step. */
export interface Segment {
  segKey: string;
  title: string;
  apps: AppStep[];
  current?: boolean;
  confirmed?: boolean;
  finished?: boolean;
  mounted?: boolean;
  switchParentuuid?: string;
  /** OR-of-AND condition groups deciding the branch (engine); absent on the fallback branch. */
  conditions?: unknown;
  /** The branch taken when no other matches. */
  isFallback?: boolean;
  [extra: string]: unknown;
}

/** spec §3 "App step". Unknown fields are kept so a round trip loses nothing. */
export interface AppStep {
  uuid: string;
  sort: number;
  sortuuid?: string;
  appStepSort?: number;
  /** '1' trigger, '2' action. */
  action_type: '1' | '2';
  trigger_type?: string;
  app_id: string;
  action_id: string;
  params: Record<string, unknown>;
  account_id?: string;
  sample_data?: unknown;
  return_data?: unknown;
  newSample?: unknown;
  newSampleLabel?: unknown;
  newSampleTable?: unknown;
  flattenData?: unknown;
  JJYPreview?: unknown;
  samplePreviewType?: string;
  JJYDataTime?: string;
  request_url?: string;
  request_type?: string;
  request_params?: Record<string, unknown>;
  title?: string;
  titleAppName?: string;
  titleAppNote?: string;
  parentLoopUuid?: string;
  isStepCopy?: boolean;
  isStepDeleye?: boolean;
  segs?: Segment[];
  /** The error addition (retries, backoff, stop or continue); older content may hold text, so read it through stepErrorSettings. */
  settings?: SavedStepSettings;
  [extra: string]: unknown;
}

export type PipelineContent = AppStep[];

export type ParsedContent = { ok: true; content: PipelineContent } | { ok: false; reason: string };

function normaliseStep(raw: Record<string, unknown>, index: number, path: string): AppStep | string {
  if (typeof raw.uuid !== 'string' || raw.uuid === '') return `${path} 缺少 uuid`;
  const actionType = String(raw.action_type ?? (index === 0 && path.split('.').length === 1 ? '1' : '2'));
  if (actionType !== '1' && actionType !== '2') return `${path} 的 action_type 只能是 '1' 或 '2'`;
  const step: AppStep = {
    ...raw,
    uuid: raw.uuid,
    sort: index + 1,
    action_type: actionType,
    app_id: raw.app_id === undefined || raw.app_id === null ? '' : String(raw.app_id),
    action_id: raw.action_id === undefined || raw.action_id === null ? '' : String(raw.action_id),
    params: raw.params && typeof raw.params === 'object' && !Array.isArray(raw.params) ? (raw.params as Record<string, unknown>) : {},
  };
  if (raw.account_id !== undefined && raw.account_id !== null && raw.account_id !== '') step.account_id = String(raw.account_id);
  if (raw.segs !== undefined) {
    if (!Array.isArray(raw.segs)) return `${path}.segs 必须是数组`;
    const segs: Segment[] = [];
    for (const [i, seg] of raw.segs.entries()) {
      if (!seg || typeof seg !== 'object') return `${path}.segs[${i}] 必须是对象`;
      const s = seg as Record<string, unknown>;
      const apps = parseSteps(Array.isArray(s.apps) ? s.apps : [], `${path}.segs[${i}]`);
      if (typeof apps === 'string') return apps;
      segs.push({ ...s, segKey: String(s.segKey ?? `seg-${i + 1}`), title: String(s.title ?? ''), apps, switchParentuuid: step.uuid });
    }
    step.segs = segs;
  }
  return step;
}

function parseSteps(list: unknown[], path: string): AppStep[] | string {
  const steps: AppStep[] = [];
  for (const [i, raw] of list.entries()) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return `${path}[${i}] 必须是步骤对象`;
    const step = normaliseStep(raw as Record<string, unknown>, i, `${path}[${i}]`);
    if (typeof step === 'string') return step;
    steps.push(step);
  }
  return steps;
}

/** Parse content (JSON text or array) into the model; long ids stay strings (spec §5). */
export function parsePipelineContent(content: unknown): ParsedContent {
  const parsed = parseContentArray(content);
  if (!parsed.ok) return parsed;
  const steps = parseSteps(parsed.value, 'content');
  if (typeof steps === 'string') return { ok: false, reason: steps };
  const seen = new Set<string>();
  for (const step of flattenSteps(steps)) {
    if (seen.has(step.uuid)) return { ok: false, reason: `步骤 uuid 重复: ${step.uuid}` };
    seen.add(step.uuid);
  }
  return { ok: true, content: steps };
}

/** The JSON text the platform stores; the spec's field names, nothing renamed. */
export function serializePipelineContent(content: PipelineContent): string {
  return JSON.stringify(content);
}

/**
 * Step fields that record what trying the pipeline observed — a fetched sample, a 测试发送 result and when —
 * rather than what the person designed. They are stored with the content (later steps map from them, spec §4
 * outcomes read them), but getting them is not an edit: an editor's "unsaved" compares `designOf` only.
 */
export const OBSERVED_STEP_FIELDS = [
  'sample_data',
  'newSample',
  'newSampleLabel',
  'sample_status',
  'return_data',
  'send_status',
  'send_error',
  'JJYDataTime',
] as const;

/** The content as designed, every step (branches included) without its observed fields; as text, to compare. */
export function designOf(content: readonly AppStep[]): string {
  const strip = (steps: readonly AppStep[]): unknown[] =>
    steps.map((step) => {
      const designed: Record<string, unknown> = { ...step };
      for (const field of OBSERVED_STEP_FIELDS) delete designed[field];
      if (step.segs) designed.segs = step.segs.map((seg) => ({ ...seg, apps: strip(seg.apps) }));
      return designed;
    });
  return JSON.stringify(strip(content));
}

/** Every step in numbering order: pre-order, a switch's branches right after the switch. */
export function flattenSteps(content: readonly AppStep[]): AppStep[] {
  const out: AppStep[] = [];
  const visit = (steps: readonly AppStep[]) => {
    for (const step of steps) {
      out.push(step);
      for (const seg of step.segs ?? []) visit(seg.apps);
    }
  };
  visit(content);
  return out;
}

/** Step numbers as `{{N.…}}` uses them: uuid → N (1 = trigger). */
export function stepNumbers(content: readonly AppStep[]): Map<string, number> {
  return new Map(flattenSteps(content).map((s, i) => [s.uuid, i + 1]));
}
