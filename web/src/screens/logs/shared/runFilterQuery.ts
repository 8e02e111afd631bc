import { RUN_STATUSES, TRIGGER_TYPES } from '@huiliu/core';
import type { RunDatePreset, RunFilter, RunStatus, RunTrigger } from '../../../gql/graphql';
import { isDateRangeInvalid } from '../../../util/listPaging';

/**
 * The run log's filters as the screens hold them: every member a string, '' for "no filter". The run list
 * (/data-log) and the statistics (/data-log/statistics) read and write the same ones in the address, so a view can
 * be shared and either screen opens the other on the same runs.
 */
export interface RunFilterValues {
  processId: string;
  /** Runs that executed a step of this catalogue app. */
  appId: string;
  status: RunStatus | '';
  triggerType: RunTrigger | '';
  /** Wins over the date range (the platform reads it so too). */
  datePreset: RunDatePreset | '';
  /** YYYY-MM-DD from a date input, inclusive, company time zone. */
  startDate: string;
  endDate: string;
  /** Words of the trigger data (or a run id). */
  keyword: string;
}

export const EMPTY_RUN_FILTERS: RunFilterValues = {
  processId: '',
  appId: '',
  status: '',
  triggerType: '',
  datePreset: '',
  startDate: '',
  endDate: '',
  keyword: '',
};

/** spec §5 date presets as the run log offers them, in the order of the picker. */
export const RUN_DATE_PRESETS: readonly RunDatePreset[] = ['lastHour', 'today', 'yesterday', 'last7Days', 'last30Days'];

/**
 * The address's name of each filter: snake_case like the REST bodies, and `process_id` as the links from other
 * screens already write it (`/data-log?process_id=…`).
 */
export const RUN_FILTER_PARAMS: Readonly<Record<keyof RunFilterValues, string>> = {
  processId: 'process_id',
  appId: 'app_id',
  status: 'status',
  triggerType: 'trigger_type',
  datePreset: 'date_preset',
  startDate: 'start_date',
  endDate: 'end_date',
  keyword: 'keyword',
};

const KEYS = Object.keys(RUN_FILTER_PARAMS) as (keyof RunFilterValues)[];
const ID = /^\d{1,20}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(allowed: readonly string[], value: string): T | '' {
  return allowed.includes(value) ? (value as T) : '';
}

/**
 * The filters an address asks for. What a hand-edited or outdated link gets wrong (an unknown status, a
 * non-numeric id, a malformed day) is dropped rather than sent to be refused.
 */
export function runFiltersFromQuery(query: URLSearchParams): RunFilterValues {
  const get = (key: keyof RunFilterValues) => query.get(RUN_FILTER_PARAMS[key])?.trim() ?? '';
  const id = (key: keyof RunFilterValues) => (ID.test(get(key)) ? get(key) : '');
  const day = (key: keyof RunFilterValues) => (DAY.test(get(key)) ? get(key) : '');
  return {
    processId: id('processId'),
    appId: id('appId'),
    status: oneOf<RunStatus>(RUN_STATUSES, get('status')),
    triggerType: oneOf<RunTrigger>(TRIGGER_TYPES, get('triggerType')),
    datePreset: oneOf<RunDatePreset>(RUN_DATE_PRESETS, get('datePreset')),
    startDate: day('startDate'),
    endDate: day('endDate'),
    keyword: get('keyword'),
  };
}

/**
 * `base` with the filters written into it: set ones by their name, unset ones removed. Other parameters (the
 * list's `page`, the statistics' `bucket`) are kept; `base` itself is not changed.
 */
export function runFiltersToQuery(filters: RunFilterValues, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) query.set(RUN_FILTER_PARAMS[key], value);
    else query.delete(RUN_FILTER_PARAMS[key]);
  }
  return query;
}

/** The filters as a query string for a link ('?status=failed…', or '' with none set). */
export function runFilterSearch(filters: RunFilterValues): string {
  const query = runFiltersToQuery(filters).toString();
  return query ? `?${query}` : '';
}

/**
 * Filters after a change made in the filter bar: choosing a preset clears the date range, typing a date clears
 * the preset, so what the bar shows is what the platform applies.
 */
export function patchRunFilters(filters: RunFilterValues, patch: Partial<RunFilterValues>): RunFilterValues {
  const next = { ...filters, ...patch };
  if (patch.datePreset) return { ...next, startDate: '', endDate: '' };
  if (patch.startDate || patch.endDate) return { ...next, datePreset: '' };
  return next;
}

/** Whether two sets of filters ask for the same runs. */
export function sameRunFilters(a: RunFilterValues, b: RunFilterValues): boolean {
  return KEYS.every((key) => a[key].trim() === b[key].trim());
}

/**
 * The GraphQL `RunFilter` for `runs`, `runAnalytics` and the exports: only what is set; long ids stay strings;
 * a date range whose end is before its start is left out (the bar flags it), and so is a range under a preset.
 */
export function toRunFilter(filters: RunFilterValues): RunFilter {
  const filter: RunFilter = {};
  if (filters.processId) filter.processId = filters.processId;
  if (filters.appId) filter.appId = filters.appId;
  if (filters.status) filter.status = filters.status;
  if (filters.triggerType) filter.triggerType = filters.triggerType;
  if (filters.datePreset) filter.datePreset = filters.datePreset;
  else if (!isDateRangeInvalid(filters)) {
    if (filters.startDate) filter.startDate = filters.startDate;
    if (filters.endDate) filter.endDate = filters.endDate;
  }
  const keyword = filters.keyword.trim();
  if (keyword) filter.keyword = keyword;
  return filter;
}
