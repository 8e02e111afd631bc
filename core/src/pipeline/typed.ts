import { lookupAppId } from '../apps/ids';
import { DATETIME_OPERATORS, EXISTENCE_OPERATORS, NUMBER_OPERATORS, TEXT_OPERATORS } from '../filter/operators';
import { parsePipelineContent, type AppStep, type ParsedContent, type Segment } from './model';
import { LOOP_APP_ID, SWITCH_APP_ID } from './webhook';

/**
 * The typed form of a pipeline's content (GraphQL `Step`, `Segment`, `Condition`, `FieldMapping`): camelCase
 * names, enum names for the spec's codes, and one flat list of steps in numbering order (a switch's branches
 * right after it; a step in a branch names its switch and segKey), so a client selects every depth of
 * branches with one selection set. What core gives a shape (conditions, loop, switch mode, retry settings)
 * is typed; what an app defines (its fields' values) and what users bring (samples) stays JSON, and every
 * other key of the spec's step lands in `extra`, so content → typed → content loses nothing. Both edges use
 * this one mapping: the gateway (REST text ↔ GraphQL) and the web editor (GraphQL ↔ its content model).
 */

/** spec §5 filter operator codes by their GraphQL enum name (names are unique across the four kinds). */
export const FILTER_OPERATOR_CODES = { ...TEXT_OPERATORS, ...NUMBER_OPERATORS, ...DATETIME_OPERATORS, ...EXISTENCE_OPERATORS } as const;
export type FilterOperatorName = keyof typeof FILTER_OPERATOR_CODES;

/** spec §3 action_type by enum name. */
export const STEP_ACTION_TYPES = { TRIGGER: '1', ACTION: '2' } as const;
/** The switch app's `mode` (builtinActions), by enum name. */
export const SWITCH_MODES = { FIRST: 'first', ALL: 'all' } as const;
/** A step's `settings.on_error` (settings.ts), by enum name. */
export const STEP_ON_ERROR = { STOP: 'stop', CONTINUE: 'continue' } as const;

type Maybe<T> = T | null | undefined;
type JsonObject = Record<string, unknown>;

export interface TypedCondition {
  field: string;
  operator: FilterOperatorName;
  value?: unknown;
}

export interface TypedLoop {
  items?: Maybe<string>;
  maxItems?: Maybe<number>;
}

export interface TypedErrorSettings {
  retries?: Maybe<number>;
  backoffMs?: Maybe<number>;
  onError?: Maybe<keyof typeof STEP_ON_ERROR>;
}

export interface TypedFieldMapping {
  key: string;
  value?: unknown;
}

/** A branch of a switch (its steps are listed in the flat list with this segKey). */
export interface TypedSegment {
  segKey: string;
  title: string;
  isFallback?: Maybe<boolean>;
  conditions?: Maybe<TypedCondition[][]>;
  extra?: unknown;
}

/** One step as the gateway returns it and the editor sends it (optional members are what an input may omit). */
export interface TypedStep {
  uuid: string;
  actionType: keyof typeof STEP_ACTION_TYPES;
  appId: string;
  actionId: string;
  accountId?: Maybe<string>;
  triggerType?: Maybe<string>;
  title?: Maybe<string>;
  switchUuid?: Maybe<string>;
  segKey?: Maybe<string>;
  parentLoopUuid?: Maybe<string>;
  segments?: Maybe<TypedSegment[]>;
  conditions?: Maybe<TypedCondition[][]>;
  loop?: Maybe<TypedLoop>;
  switchMode?: Maybe<keyof typeof SWITCH_MODES>;
  errorSettings?: Maybe<TypedErrorSettings>;
  fields?: Maybe<TypedFieldMapping[]>;
  sampleData?: unknown;
  extra?: unknown;
}

/** What toTypedSteps gives: every list present, every fallback mark decided. */
export interface TypedStepOutput extends TypedStep {
  segments: Array<TypedSegment & { isFallback: boolean }>;
  fields: TypedFieldMapping[];
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const nameOf = <T extends Record<string, unknown>>(table: T, value: unknown) =>
  (Object.keys(table) as Array<keyof T>).find((k) => table[k] === value);

/** OR-of-AND groups whose every row has a text field and a known operator code; anything else stays as it is. */
function typedConditions(raw: unknown): TypedCondition[][] | undefined {
  if (!Array.isArray(raw) || !raw.every(Array.isArray)) return undefined;
  const groups: TypedCondition[][] = [];
  for (const group of raw as unknown[][]) {
    const rows: TypedCondition[] = [];
    for (const row of group) {
      if (!isObject(row) || !isString(row.field) || Object.keys(row).some((k) => !['field', 'operator', 'value'].includes(k))) return undefined;
      const operator = nameOf(FILTER_OPERATOR_CODES, row.operator);
      if (!operator) return undefined;
      rows.push('value' in row ? { field: row.field, operator, value: row.value } : { field: row.field, operator });
    }
    groups.push(rows);
  }
  return groups;
}

const conditionsOf = (groups: readonly TypedCondition[][]) =>
  groups.map((g) =>
    g.map((c) => ({ field: c.field, operator: FILTER_OPERATOR_CODES[c.operator], ...(c.value !== undefined ? { value: c.value } : {}) })),
  );

function typedSettings(raw: unknown): TypedErrorSettings | undefined {
  if (!isObject(raw) || Object.keys(raw).some((k) => !['retries', 'backoff_ms', 'on_error'].includes(k))) return undefined;
  const onError = raw.on_error === undefined ? undefined : nameOf(STEP_ON_ERROR, raw.on_error);
  if ((raw.retries !== undefined && !isInt(raw.retries)) || (raw.backoff_ms !== undefined && !isInt(raw.backoff_ms))) return undefined;
  if (raw.on_error !== undefined && !onError) return undefined;
  return { retries: raw.retries ?? null, backoffMs: raw.backoff_ms ?? null, onError: onError ?? null };
}

/** Moves `key` of `from` to the typed side when `typed` accepts it; otherwise it stays for `extra`. */
function take<T>(from: JsonObject, key: string, typed: (v: unknown) => T | undefined): T | undefined {
  if (!(key in from)) return undefined;
  const value = typed(from[key]);
  if (value !== undefined) delete from[key];
  return value;
}

const asString = (v: unknown) => (isString(v) ? v : undefined);
const orNull = (v: JsonObject) => (Object.keys(v).length > 0 ? v : null);

function toTypedSegment(seg: Segment): TypedSegment & { isFallback: boolean } {
  const rest: JsonObject = { ...seg };
  delete rest.apps;
  delete rest.segKey;
  delete rest.title;
  delete rest.switchParentuuid; // the parser sets it from the switch
  const isFallback = take(rest, 'isFallback', (v) => (v === true ? true : undefined)) ?? false;
  const conditions = take(rest, 'conditions', typedConditions) ?? null;
  return { segKey: seg.segKey, title: seg.title, isFallback, conditions, extra: orNull(rest) };
}

function toTypedStep(step: AppStep, at: { switchUuid: string | null; segKey: string | null }): TypedStepOutput {
  const rest: JsonObject = { ...step };
  for (const key of ['uuid', 'sort', 'action_type', 'app_id', 'action_id', 'params', 'segs']) delete rest[key];
  const params: JsonObject = { ...step.params };
  const app = lookupAppId(step.app_id);
  const conditions = take(params, 'conditions', typedConditions) ?? null;
  let loop: TypedLoop | null = null;
  if (app === LOOP_APP_ID) {
    const items = take(params, 'items', asString);
    const maxItems = take(params, 'max_items', (v) => (isInt(v) ? v : undefined));
    if (items !== undefined || maxItems !== undefined) loop = { items: items ?? null, maxItems: maxItems ?? null };
  }
  const switchMode = app === SWITCH_APP_ID ? (take(params, 'mode', (v) => nameOf(SWITCH_MODES, v)) ?? null) : null;
  return {
    uuid: step.uuid,
    actionType: step.action_type === '1' ? 'TRIGGER' : 'ACTION',
    appId: step.app_id,
    actionId: step.action_id,
    accountId: take(rest, 'account_id', asString) ?? null,
    triggerType: take(rest, 'trigger_type', asString) ?? null,
    title: take(rest, 'title', asString) ?? null,
    switchUuid: at.switchUuid,
    segKey: at.segKey,
    parentLoopUuid: take(rest, 'parentLoopUuid', asString) ?? null,
    segments: (step.segs ?? []).map(toTypedSegment),
    conditions,
    loop,
    switchMode,
    errorSettings: take(rest, 'settings', typedSettings) ?? null,
    fields: Object.entries(params).map(([key, value]) => ({ key, value })),
    sampleData: take(rest, 'sample_data', (v) => (v === null ? undefined : v)) ?? null,
    extra: orNull(rest),
  };
}

/** Parsed content (core's model) as the flat typed list, in numbering order. */
export function toTypedSteps(content: readonly AppStep[]): TypedStepOutput[] {
  const out: TypedStepOutput[] = [];
  const visit = (steps: readonly AppStep[], at: { switchUuid: string | null; segKey: string | null }) => {
    for (const step of steps) {
      out.push(toTypedStep(step, at));
      for (const seg of step.segs ?? []) visit(seg.apps, { switchUuid: step.uuid, segKey: seg.segKey });
    }
  };
  visit(content, { switchUuid: null, segKey: null });
  return out;
}

/** A client's extra, without the keys that carry structure: branches and their steps come only from the flat list. */
function extraOf(extra: unknown, structural: readonly string[]): JsonObject {
  const out: JsonObject = isObject(extra) ? { ...extra } : {};
  for (const key of structural) delete out[key];
  return out;
}

function fromTypedSegment(seg: TypedSegment): Segment {
  const out: Segment = { ...extraOf(seg.extra, ['apps', 'switchParentuuid']), segKey: seg.segKey, title: seg.title, apps: [] };
  if (seg.isFallback) out.isFallback = true;
  if (seg.conditions) out.conditions = conditionsOf(seg.conditions);
  return out;
}

function fromTypedStep(step: TypedStep): AppStep {
  const params: JsonObject = {};
  for (const { key, value } of step.fields ?? []) params[key] = value;
  if (step.conditions) params.conditions = conditionsOf(step.conditions);
  if (step.loop?.items != null) params.items = step.loop.items;
  if (step.loop?.maxItems != null) params.max_items = step.loop.maxItems;
  if (step.switchMode) params.mode = SWITCH_MODES[step.switchMode];
  const out: AppStep = {
    ...extraOf(step.extra, ['segs', 'sort']),
    uuid: step.uuid,
    sort: 0, // numbered by the parser
    action_type: STEP_ACTION_TYPES[step.actionType],
    app_id: step.appId,
    action_id: step.actionId,
    params,
  };
  if (step.accountId != null) out.account_id = step.accountId;
  if (step.triggerType != null) out.trigger_type = step.triggerType;
  if (step.title != null) out.title = step.title;
  if (step.parentLoopUuid != null) out.parentLoopUuid = step.parentLoopUuid;
  const settings = step.errorSettings;
  if (settings) {
    out.settings = {
      ...(settings.retries != null ? { retries: settings.retries } : {}),
      ...(settings.backoffMs != null ? { backoff_ms: settings.backoffMs } : {}),
      ...(settings.onError ? { on_error: STEP_ON_ERROR[settings.onError] } : {}),
    };
  }
  if (step.sampleData !== undefined && step.sampleData !== null) out.sample_data = step.sampleData;
  if (step.segments && step.segments.length > 0) out.segs = step.segments.map(fromTypedSegment);
  return out;
}

/**
 * The flat typed list back into core's model, checked by the strict parser: a step naming a branch that no
 * earlier switch has, or content the parser refuses, gives the reason (the catalogue's CONTENT_INVALID).
 */
export function fromTypedSteps(steps: readonly TypedStep[]): ParsedContent {
  const top: AppStep[] = [];
  const byUuid = new Map<string, AppStep>();
  for (const [i, typed] of steps.entries()) {
    const step = fromTypedStep(typed);
    if (typed.switchUuid == null) top.push(step);
    else {
      const seg = byUuid.get(typed.switchUuid)?.segs?.find((s) => s.segKey === typed.segKey);
      if (!seg) return { ok: false, reason: `steps[${i}] 所在的分支不存在（须排在它的分支步骤之后）: ${typed.switchUuid} / ${typed.segKey ?? ''}` };
      seg.apps.push(step);
    }
    byUuid.set(step.uuid, step);
  }
  return parsePipelineContent(top);
}

// issue 17 datamodel: a data model's pre-filter uses the same typed conditions in GraphQL
/** Stored OR-of-AND groups (spec §5 codes) in their typed form; undefined when they do not fit it. */
export const toTypedConditionGroups = (raw: unknown): TypedCondition[][] | undefined => typedConditions(raw);
/** Typed groups back to spec §5 codes, as content and a model's pre-filter store them. */
export const fromTypedConditionGroups = (groups: readonly TypedCondition[][]) => conditionsOf(groups);
