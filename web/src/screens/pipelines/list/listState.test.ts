import { describe, expect, it } from 'vitest';
import { isDateRangeInvalid, pageCount } from '../../../util/listPaging';
import { initialListState, listReducer, toQueryVariables, type ListState } from './listState';

const onPage3: ListState = { ...initialListState, page: 3 };

describe('pipeline list state', () => {
  it('asks for the first 15 pipelines, newest first, with no filters at the start', () => {
    expect(toQueryVariables(initialListState)).toEqual({ filter: { sort: 'CREATED_AT_DESC' }, limit: 15, offset: 0 });
  });

  it('pages by 15', () => {
    expect(toQueryVariables(onPage3)).toMatchObject({ limit: 15, offset: 30 });
  });

  it('maps every filter to the spec §3 query fields and keeps the app id a string', () => {
    const state = listReducer(initialListState, {
      type: 'filter',
      patch: {
        keyword: '  订单 ',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        appId: '1234567890123456789',
        status: 'off',
        share: 'shared',
        favourite: 'no',
      },
    });
    expect(toQueryVariables(state).filter).toEqual({
      sort: 'CREATED_AT_DESC',
      keyword: '订单',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      appId: '1234567890123456789',
      status: 'OFF',
      shareStatus: 'SHARED',
      favourite: false,
    });
  });

  it('sends status ON for enabled pipelines and favourite true for favourites', () => {
    const state = listReducer(initialListState, { type: 'filter', patch: { status: 'on', favourite: 'yes', share: 'unshared' } });
    expect(toQueryVariables(state).filter).toMatchObject({ status: 'ON', favourite: true, shareStatus: 'NOT_SHARED' });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(listReducer(onPage3, { type: 'filter', patch: { status: 'on' } }).page).toBe(1);
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    expect(listReducer(onPage3, { type: 'filter', patch: { status: 'all' } })).toBe(onPage3);
  });

  it('ignores a date range whose end is before its start and says so', () => {
    const state = listReducer(initialListState, { type: 'filter', patch: { startDate: '2026-02-01', endDate: '2026-01-01' } });
    expect(isDateRangeInvalid(state.filters)).toBe(true);
    expect(toQueryVariables(state).filter).toEqual({ sort: 'CREATED_AT_DESC' });
  });

  it('counts pages, with one page for an empty list', () => {
    expect([pageCount(0), pageCount(15), pageCount(16), pageCount(31)]).toEqual([1, 1, 2, 3]);
  });

  it('never goes below page 1', () => {
    expect(listReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
  });
});
