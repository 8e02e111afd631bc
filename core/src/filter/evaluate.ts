import { DEFAULT_TIME_ZONE } from '../constants';
import { dayInZone, isDatePreset, resolveDatePreset } from './dates';
import { operatorInfo, TEXT_OPERATORS } from './operators';
import { parseTemplate, renderTemplate, resolveRef, type TemplateContext } from '../template/template';

/** One condition row of a data filter: a field (usually a `{{N.path}}` template), an operator code, a value. */
export interface FilterCondition {
  field: string;
  operator: number;
  value?: unknown;
}

/** The row a new condition (a new filter, branch, AND or OR) starts with: "is", nothing filled yet. */
export function emptyCondition(): FilterCondition {
  return { field: '', operator: TEXT_OPERATORS.IS, value: '' };
}

/** Conditions are OR-of-AND groups: the filter passes when every row of any one group passes. */
export type FilterGroups = FilterCondition[][];

/** What a field resolved to at run time; `exists` separates "missing" from "present but empty". */
export interface ResolvedField {
  exists: boolean;
  value: unknown;
}

export interface EvaluateOptions {
  now?: Date;
  timeZone?: string;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** An instant from a preset, an ISO/date string or epoch milliseconds/seconds. */
export function asInstant(value: unknown, options: EvaluateOptions = {}): Date | undefined {
  if (isDatePreset(value)) return resolveDatePreset(value, options.now ?? new Date(), options.timeZone);
  if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
  if (typeof value === 'string' && value.trim() !== '') {
    if (/^\d{10}$|^\d{13}$/.test(value)) return asInstant(Number(value), options);
    // a bare date or date-time without a zone is read in the company's time zone
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
    if (m) {
      const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
      const tz = options.timeZone ?? DEFAULT_TIME_ZONE;
      const probe = new Date(Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s));
      const local = new Date(probe.toLocaleString('en-US', { timeZone: tz }));
      const utc = new Date(probe.toLocaleString('en-US', { timeZone: 'UTC' }));
      return new Date(probe.getTime() - (local.getTime() - utc.getTime()));
    }
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  return undefined;
}

/** Evaluate one condition row against its resolved field (spec §5 operator codes). */
export function evaluateCondition(condition: FilterCondition, field: ResolvedField, options: EvaluateOptions = {}): boolean {
  const code = Number(condition.operator);
  const { value } = field;
  switch (code) {
    case 11:
    case 12:
    case 13:
    case 14:
    case 15:
    case 16:
    case 17:
    case 18: {
      const text = asText(value);
      const target = asText(condition.value);
      const positive =
        code <= 12 ? text.includes(target) : code <= 14 ? text === target : code <= 16 ? text.startsWith(target) : text.endsWith(target);
      // even codes are the negations (12, 14, 16, 18)
      return code % 2 === 1 ? positive : !positive;
    }
    case 21:
    case 22:
    case 23:
    case 24:
    case 25:
    case 26: {
      const a = asNumber(value);
      const b = asNumber(condition.value);
      if (Number.isNaN(a) || Number.isNaN(b)) return false;
      return [a > b, a >= b, a < b, a <= b, a === b, a !== b][code - 21]!;
    }
    case 31:
    case 32:
    case 33: {
      const a = asInstant(value, options);
      const b = asInstant(condition.value, options);
      if (!a || !b) return false;
      if (code === 31) return a.getTime() < b.getTime();
      if (code === 32) return a.getTime() > b.getTime();
      // "equal" compares calendar days in the company's time zone
      return dayInZone(a, options.timeZone) === dayInZone(b, options.timeZone);
    }
    case 41:
      return !field.exists || isEmptyValue(value);
    case 42:
      return field.exists && !isEmptyValue(value);
    case 43:
      return !field.exists;
    default:
      return false;
  }
}

/**
 * A condition's field at run time: a field that is one lone `{{…}}` reference tells a missing value (43 "does
 * not exist") from a present empty one; any other text is rendered and counts as present.
 */
export function resolveConditionField(field: string, ctx: TemplateContext): ResolvedField {
  const parts = parseTemplate(field);
  if (parts.length === 1 && parts[0]!.kind === 'ref') {
    const { found, value } = resolveRef(parts[0]!.ref, ctx);
    return { exists: found, value };
  }
  return { exists: true, value: renderTemplate(field, ctx) };
}

/**
 * OR of AND groups; an empty filter passes everything (a find-data step without conditions finds every row).
 * An incomplete row never passes (spec §5): a step must refuse it first with `filterProblem`.
 */
export function evaluateFilter(groups: FilterGroups, resolve: (field: string) => ResolvedField, options: EvaluateOptions = {}): boolean {
  const nonEmpty = groups.filter((g) => g.length > 0);
  if (nonEmpty.length === 0) return true;
  return nonEmpty.some((group) => group.every((c) => conditionProblem(c) === undefined && evaluateCondition(c, resolve(c.field), options)));
}

/**
 * What a condition row lacks (zh-CN), or undefined when it has every needed part (spec §5): a field, a known
 * operator, and a value unless the operator needs none (41–43). The filter-error variant needs all three.
 */
export function conditionProblem(row: FilterCondition, variant: 'filter' | 'filterError' = 'filter'): string | undefined {
  if (typeof row.field !== 'string' || row.field.trim() === '') return '未选择字段';
  const info = row.operator === undefined || row.operator === null ? undefined : operatorInfo(row.operator);
  if (!info) return '未选择比较方式';
  const valueFilled = row.value !== undefined && row.value !== null && String(row.value).trim() !== '';
  if ((variant === 'filterError' || info.needsValue) && !valueFilled) return '未填写比较值';
  return undefined;
}

/**
 * Why a data filter (or a switch branch) cannot be evaluated (zh-CN, naming the row), or undefined when it is
 * complete. spec §4–§5: the engine fails such a step instead of letting the run through.
 */
export function filterProblem(groups: FilterGroups, variant: 'filter' | 'filterError' = 'filter'): string | undefined {
  if (groups.flat().length === 0) return '未设置任何条件';
  const single = groups.length === 1;
  for (const [g, group] of groups.entries()) {
    for (const [r, row] of group.entries()) {
      const problem = conditionProblem(row, variant);
      if (problem) return `${single ? '' : `第 ${g + 1} 组`}第 ${r + 1} 个条件${problem}`;
    }
  }
  return undefined;
}

/**
 * spec §5: a data filter step is complete only when every condition row has all its needed parts;
 * the filter-error variant needs all three items (field, operator, value) filled on every row.
 */
export function isFilterComplete(groups: FilterGroups, variant: 'filter' | 'filterError' = 'filter'): boolean {
  return filterProblem(groups, variant) === undefined;
}

/** Conditions as saved (OR-of-AND groups, or a flat list of rows meaning one AND group) as groups. */
export function toFilterGroups(value: unknown): FilterGroups {
  if (!Array.isArray(value)) return [];
  if (value.every((v) => v && typeof v === 'object' && !Array.isArray(v))) return value.length > 0 ? [value as FilterCondition[]] : [];
  return value.filter(Array.isArray) as FilterGroups;
}
