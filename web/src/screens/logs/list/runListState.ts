import { PAGE_SIZE } from '@huiliu/core';
import { isDateRangeInvalid } from '../../../util/listPaging';
import type { RunFilter, RunStatus } from '../../../gql/graphql';

/** The run log's filters as the screen holds them ('' means "no filter"). */
export interface RunListFilters {
  processId: string;
  status: RunStatus | '';
  /** YYYY-MM-DD from a date input. */
  startDate: string;
  endDate: string;
}

export interface RunListState {
  filters: RunListFilters;
  /** 1-based. */
  page: number;
}

export type RunListAction = { type: 'filter'; patch: Partial<RunListFilters> } | { type: 'page'; page: number };

export const initialRunListState: RunListState = {
  filters: { processId: '', status: '', startDate: '', endDate: '' },
  page: 1,
};

/** The run log opened for one pipeline (`/data-log?process_id=…`, as the simplified creation's success panel links it). */
export function runListStateFor(processId: string | null): RunListState {
  return processId ? { ...initialRunListState, filters: { ...initialRunListState.filters, processId } } : initialRunListState;
}

/** A changed filter starts again at page 1: the old page may not exist in the new result. */
export function runListReducer(state: RunListState, action: RunListAction): RunListState {
  switch (action.type) {
    case 'filter': {
      const filters = { ...state.filters, ...action.patch };
      const changed = (Object.keys(action.patch) as (keyof RunListFilters)[]).some((k) => state.filters[k] !== filters[k]);
      return changed ? { filters, page: 1 } : state;
    }
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, Math.floor(action.page)) };
  }
}

/** The `runs` query variables: the filters that are set, page size 15 (spec §9). */
export function toRunQueryVariables(state: RunListState): { filter: RunFilter; limit: number; offset: number } {
  const f = state.filters;
  const filter: RunFilter = {};
  if (f.processId) filter.processId = f.processId;
  if (f.status) filter.status = f.status;
  if (!isDateRangeInvalid(f)) {
    if (f.startDate) filter.startDate = f.startDate;
    if (f.endDate) filter.endDate = f.endDate;
  }
  return { filter, limit: PAGE_SIZE, offset: (state.page - 1) * PAGE_SIZE };
}
