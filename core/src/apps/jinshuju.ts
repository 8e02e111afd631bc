/**
 * 金数据 (app 2012, issue 17): the rules the platform and the editor share about its forms and entries, read from
 * 金数据's API v1 (open.jinshuju.net "API v1"): a form's fields are `[{ field_1: { label, type, … } }]` (v1) or
 * `[{ api_code, label, type, choices, … }]` (the older v4 shape, still what partners' caches hold); an entry is
 * `{ serial_number, field_1, …, creator_name, created_at, updated_at, info_remote_ip }`; a choice is stored by
 * its code (`{ name: '先生', value: '2jYk' }` is stored as '2jYk').
 */
import type { AppStep } from '../pipeline/model';
import { lookupAppId } from './ids';

export const JINSHUJU_APP_ID = '2012';

export const JINSHUJU_ACTIONS = { NEW_ENTRY: 'new_entry', ADD_ENTRY: 'add_entry', FIND_ENTRIES: 'find_entries' } as const;

type StepLike = Pick<AppStep, 'app_id' | 'action_id' | 'params'>;

/** Whether a step is the 「新表单数据」 trigger. */
export function isNewEntryTrigger(step: StepLike | undefined): step is StepLike {
  return !!step && lookupAppId(step.app_id) === JINSHUJU_APP_ID && step.action_id === JINSHUJU_ACTIONS.NEW_ENTRY;
}

/** The form token a 金数据 step names ('' when none). */
export function jinshujuFormOf(step: Pick<AppStep, 'params'>): string {
  return String(step.params.form ?? '').trim();
}

export interface JinshujuChoice {
  /** What the form shows (Chinese as the form's author wrote it). */
  name: string;
  /** What an entry stores. */
  value: string;
}

export interface JinshujuField {
  api_code: string;
  label: string;
  type: string;
  required: boolean;
  choices: JinshujuChoice[];
}

/** Field types whose value is one choice code, and those whose value is a list of them. */
const SINGLE_CHOICE = new Set(['single_choice', 'drop_down', 'radio_button', 'RadioButton', 'DropDown', 'image_radio']);
const MULTIPLE_CHOICE = new Set(['multiple_choice', 'check_box', 'CheckBox', 'image_checkbox']);
const NUMBER = new Set(['number', 'NumberField', 'rating', 'RatingField', 'nps', 'NpsField']);

const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v));
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function choicesOf(raw: unknown): JinshujuChoice[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c) => (isRecord(c) && text(c.value) !== '' ? [{ name: text(c.name ?? c.label ?? c.value), value: text(c.value) }] : []));
}

function fieldOf(apiCode: string, raw: Record<string, unknown>): JinshujuField {
  const validation = isRecord(raw.validation) ? raw.validation : isRecord(raw.validations) ? raw.validations : {};
  return {
    api_code: apiCode,
    label: text(raw.label) || apiCode,
    type: text(raw.type) || 'single_line_text',
    required: validation.required === true,
    choices: choicesOf(raw.choices),
  };
}

/**
 * A form detail's fields in one shape, in the form's order. Anything that is not a field (a malformed item) is
 * skipped rather than failing the whole form: a person can still map the fields that are there.
 *
 * @example formFields({ fields: [{ field_1: { label: '姓名', type: 'single_line_text' } }] })[0].label === '姓名'
 */
export function formFields(detail: unknown): JinshujuField[] {
  const list = isRecord(detail) ? detail.fields : detail;
  if (!Array.isArray(list)) return [];
  const out: JinshujuField[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    if (typeof item.api_code === 'string') out.push(fieldOf(item.api_code, item));
    else {
      const [key, raw] = Object.entries(item)[0] ?? [];
      if (key && /^[a-z][a-z0-9_]*$/i.test(key) && isRecord(raw)) out.push(fieldOf(key, raw));
    }
  }
  return out;
}

/** What every entry carries besides the form's own fields (API v1 entry schema), with its Chinese and English labels. */
export const ENTRY_SYSTEM_FIELDS: readonly { key: string; label: string; labelEn: string }[] = [
  { key: 'serial_number', label: '序号', labelEn: 'Serial number' },
  { key: 'creator_name', label: '提交人', labelEn: 'Submitted by' },
  { key: 'created_at', label: '提交时间', labelEn: 'Submitted at' },
  { key: 'updated_at', label: '更新时间', labelEn: 'Updated at' },
  { key: 'info_remote_ip', label: '提交者 IP', labelEn: 'Submitter IP' },
  { key: 'info_filling_duration', label: '填写时长（秒）', labelEn: 'Filling time (s)' },
];

/**
 * The labels of an entry's keys (spec §3 newSampleLabel): the form's fields by api code, then the system fields —
 * what the variable picker shows instead of `field_3`.
 */
export function entryLabels(fields: readonly JinshujuField[], language: 'zh' | 'en' = 'zh'): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const f of fields) labels[f.api_code] = f.label;
  for (const s of ENTRY_SYSTEM_FIELDS) labels[s.key] = language === 'en' ? s.labelEn : s.label;
  return labels;
}

function sampleValue(field: JinshujuField): unknown {
  if (MULTIPLE_CHOICE.has(field.type)) return field.choices.slice(0, 1).map((c) => c.value);
  if (SINGLE_CHOICE.has(field.type)) return field.choices[0]?.value ?? '';
  if (NUMBER.has(field.type)) return 1;
  if (field.type === 'date') return '2026-01-01';
  if (field.type === 'email') return 'someone@example.com';
  if (field.type === 'mobile' || field.type === 'phone') return '13800000000';
  return `示例${field.label}`;
}

/**
 * An entry of the form as 金数据 would push it, before the form has any: what later steps map from until a real
 * entry is fetched (the trigger's sample).
 */
export function sampleEntry(fields: readonly JinshujuField[], at = '2026-01-01T08:00:00.000Z'): Record<string, unknown> {
  const entry: Record<string, unknown> = { serial_number: 1 };
  for (const f of fields) entry[f.api_code] = sampleValue(f);
  return { ...entry, creator_name: '', created_at: at, updated_at: at, info_remote_ip: '127.0.0.1' };
}

/** A choice named by its label (what a person types or maps) or by its code: its code; an unknown one as written. */
function choiceCode(field: JinshujuField, value: string): string {
  const trimmed = value.trim();
  return (field.choices.find((c) => c.value === trimmed) ?? field.choices.find((c) => c.name.trim() === trimmed))?.value ?? trimmed;
}

/**
 * The value 金数据 expects for a field: choices by code (a label is turned into its code; checkboxes take a list,
 * written as 'a, b' or already a list), numbers as numbers; everything else as given.
 */
export function entryValue(field: JinshujuField, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (MULTIPLE_CHOICE.has(field.type)) {
    const items = Array.isArray(value) ? value.map(text) : text(value).split(/[,，;；\n]/);
    return items
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => choiceCode(field, v));
  }
  if (SINGLE_CHOICE.has(field.type)) return choiceCode(field, text(value));
  if (NUMBER.has(field.type) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

export type EntryBody = { ok: true; body: Record<string, unknown> } | { ok: false; unknown: string[] };

/**
 * The body of a new entry (POST /api/v1/forms/TOKEN/entries): keys are the form's api codes, values through
 * `entryValue`; empty values are left out (a form's own default applies). A key the form lacks is refused by name,
 * never sent: 金数据 would drop it silently and the person would think it was saved.
 */
export function entryBody(fields: readonly JinshujuField[], values: Record<string, unknown>): EntryBody {
  const byCode = new Map(fields.map((f) => [f.api_code, f]));
  const unknown = Object.keys(values).filter((k) => !byCode.has(k));
  if (unknown.length > 0) return { ok: false, unknown };
  const body: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    if (raw === undefined || raw === null || raw === '') continue;
    body[key] = entryValue(byCode.get(key)!, raw);
  }
  return { ok: true, body };
}

/** The operators the 查询数据 step offers, as 金数据's `filters` name them. */
export const FIND_OPERATORS = ['eq', 'ne', 'like', 'gte', 'lte'] as const;
export type FindOperator = (typeof FIND_OPERATORS)[number];

export interface EntryFilter {
  field: string;
  operator: string;
  value?: unknown;
}

/**
 * 金数据's `filters` for 查询数据 (API v1 "filters 字段过滤", conditions joined by AND): a field compared with a value
 * (a choice's label becomes its code, as the API wants), and a window on the submission time. Empty parts add nothing.
 */
export function entryFilters(
  fields: readonly JinshujuField[],
  q: { field?: string | undefined; operator?: string | undefined; value?: unknown; since?: string | undefined; until?: string | undefined },
): EntryFilter[] {
  const filters: EntryFilter[] = [];
  const field = q.field ? fields.find((f) => f.api_code === q.field) : undefined;
  const value = text(q.value);
  if (q.field && value !== '') {
    const operator = (FIND_OPERATORS as readonly string[]).includes(q.operator ?? '') ? q.operator! : 'eq';
    const typed = field ? entryValue(field, value) : value;
    // a checkbox's list means "has this choice": one code compared, never the whole list
    filters.push({ field: q.field, operator, value: Array.isArray(typed) ? typed[0] : typed });
  }
  if (q.since) filters.push({ field: 'created_at', operator: 'gte', value: q.since });
  if (q.until) filters.push({ field: 'created_at', operator: 'lte', value: q.until });
  return filters;
}
