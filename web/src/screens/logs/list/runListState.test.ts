import { describe, expect, it } from 'vitest';
import { pageCount } from '../../../util/listPaging';
import { initialRunListState, runListReducer, runListStateFor, toRunQueryVariables } from './runListState';

describe('run list state', () => {
  it('asks for the first page of 15 with no filter at first', () => {
    expect(toRunQueryVariables(initialRunListState)).toEqual({ filter: {}, limit: 15, offset: 0 });
  });

  it('opens filtered to one pipeline when the address names it (/data-log?process_id=…)', () => {
    expect(toRunQueryVariables(runListStateFor('3234567890123456789'))).toEqual({
      filter: { processId: '3234567890123456789' },
      limit: 15,
      offset: 0,
    });
    expect(runListStateFor(null)).toBe(initialRunListState);
  });

  it('sends every filter that is set, keeping a long pipeline id as text', () => {
    const state = runListReducer(initialRunListState, {
      type: 'filter',
      patch: { processId: '9000000000000000001', status: 'filtered', startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(toRunQueryVariables(state).filter).toEqual({
      processId: '9000000000000000001',
      status: 'filtered',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('ignores a date range whose end is before its start', () => {
    const state = runListReducer(initialRunListState, { type: 'filter', patch: { startDate: '2026-02-01', endDate: '2026-01-01' } });
    expect(toRunQueryVariables(state).filter).toEqual({});
  });

  it('goes back to page 1 when a filter changes, and keeps the page when nothing changed', () => {
    const onPage3 = runListReducer(initialRunListState, { type: 'page', page: 3 });
    expect(toRunQueryVariables(onPage3).offset).toBe(30);
    expect(runListReducer(onPage3, { type: 'filter', patch: { status: '' } })).toBe(onPage3);
    expect(runListReducer(onPage3, { type: 'filter', patch: { status: 'failed' } }).page).toBe(1);
  });

  it('counts at least one page', () => {
    expect([0, 1, 15, 16].map(pageCount)).toEqual([1, 1, 1, 2]);
  });
});
