import { PAGE_SIZE } from '@huiliu/core';
import { isDateRangeInvalid } from '../../../util/listPaging';
import type { PipelineFilter } from '../../../gql/graphql';

/** spec §3 pipeline-list filters as the screen holds them ('' / 'all' mean "no filter"). */
export interface ListFilters {
  keyword: string;
  /** YYYY-MM-DD from a date input. */
  startDate: string;
  endDate: string;
  appId: string;
  status: 'all' | 'on' | 'off';
  share: 'all' | 'shared' | 'unshared';
  favourite: 'all' | 'yes' | 'no';
}

export interface ListState {
  filters: ListFilters;
  /** 1-based. */
  page: number;
}

export type ListAction = { type: 'filter'; patch: Partial<ListFilters> } | { type: 'page'; page: number };

export const initialListState: ListState = {
  filters: { keyword: '', startDate: '', endDate: '', appId: '', status: 'all', share: 'all', favourite: 'all' },
  page: 1,
};

/** A changed filter starts again at page 1: the old page may not exist in the new result. */
export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'filter': {
      const filters = { ...state.filters, ...action.patch };
      const changed = (Object.keys(action.patch) as (keyof ListFilters)[]).some((k) => state.filters[k] !== filters[k]);
      return changed ? { filters, page: 1 } : state;
    }
    case 'page':
      return action.page === state.page ? state : { ...state, page: Math.max(1, Math.floor(action.page)) };
  }
}

/** The `pipelines` query variables: spec §3 filters, page size 15 (spec §9), sort 'created_at desc'. */
export function toQueryVariables(state: ListState): { filter: PipelineFilter; limit: number; offset: number } {
  const f = state.filters;
  const filter: PipelineFilter = { sort: 'CREATED_AT_DESC' };
  const keyword = f.keyword.trim();
  if (keyword) filter.keyword = keyword;
  if (!isDateRangeInvalid(f)) {
    if (f.startDate) filter.startDate = f.startDate;
    if (f.endDate) filter.endDate = f.endDate;
  }
  if (f.appId) filter.appId = f.appId;
  if (f.status !== 'all') filter.status = f.status === 'on' ? 'ON' : 'OFF';
  if (f.share !== 'all') filter.shareStatus = f.share === 'shared' ? 'SHARED' : 'NOT_SHARED';
  if (f.favourite !== 'all') filter.favourite = f.favourite === 'yes';
  return { filter, limit: PAGE_SIZE, offset: (state.page - 1) * PAGE_SIZE };
}
