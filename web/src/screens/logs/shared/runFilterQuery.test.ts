import { describe, expect, it } from 'vitest';
import {
  EMPTY_RUN_FILTERS,
  patchRunFilters,
  runFilterSearch,
  runFiltersFromQuery,
  runFiltersToQuery,
  sameRunFilters,
  toRunFilter,
  type RunFilterValues,
} from './runFilterQuery';

const filters = (patch: Partial<RunFilterValues>): RunFilterValues => ({ ...EMPTY_RUN_FILTERS, ...patch });

describe('the run log filters in the address', () => {
  it('read every filter back from the query they were written to, long ids as text', () => {
    const all = filters({
      processId: '3234567890123456789',
      appId: '1007',
      status: 'failed',
      triggerType: 'webhook',
      startDate: '2026-11-01',
      endDate: '2026-11-22',
      keyword: '订单 42',
    });
    const query = runFiltersToQuery(all);
    expect(query.toString()).toBe(
      'process_id=3234567890123456789&app_id=1007&status=failed&trigger_type=webhook&start_date=2026-11-01&end_date=2026-11-22&keyword=%E8%AE%A2%E5%8D%95+42',
    );
    expect(runFiltersFromQuery(query)).toEqual(all);
  });

  it('open the list of one pipeline as other screens link it (/data-log?process_id=…)', () => {
    expect(runFiltersFromQuery(new URLSearchParams('process_id=42'))).toEqual(filters({ processId: '42' }));
  });

  it('drop what a hand-edited link gets wrong instead of sending it to be refused', () => {
    const query = new URLSearchParams('process_id=abc&app_id=1e3&status=broken&trigger_type=fax&date_preset=someday&start_date=22/11/2026');
    expect(runFiltersFromQuery(query)).toEqual(EMPTY_RUN_FILTERS);
  });

  it('keep the other parameters of a screen (page, bucket) and remove the filters no longer set', () => {
    const base = new URLSearchParams('status=failed&page=3&bucket=hour');
    expect(runFiltersToQuery(filters({ datePreset: 'today' }), base).toString()).toBe('page=3&bucket=hour&date_preset=today');
    expect(base.toString()).toBe('status=failed&page=3&bucket=hour');
  });

  it('make a link’s query string, empty without filters', () => {
    expect(runFilterSearch(EMPTY_RUN_FILTERS)).toBe('');
    expect(runFilterSearch(filters({ status: 'failed', datePreset: 'last7Days' }))).toBe('?status=failed&date_preset=last7Days');
  });
});

describe('changing the filters', () => {
  it('clears the date range when a preset is chosen, and the preset when a date is typed', () => {
    const ranged = filters({ startDate: '2026-11-01', endDate: '2026-11-02' });
    expect(patchRunFilters(ranged, { datePreset: 'yesterday' })).toEqual(filters({ datePreset: 'yesterday' }));
    expect(patchRunFilters(filters({ datePreset: 'today' }), { startDate: '2026-11-01' })).toEqual(filters({ startDate: '2026-11-01' }));
  });

  it('tells a change from none, ignoring spaces around a keyword', () => {
    expect(sameRunFilters(filters({ keyword: ' 订单 ' }), filters({ keyword: '订单' }))).toBe(true);
    expect(sameRunFilters(filters({ status: 'failed' }), EMPTY_RUN_FILTERS)).toBe(false);
  });
});

describe('toRunFilter', () => {
  it('asks for no filter at first', () => {
    expect(toRunFilter(EMPTY_RUN_FILTERS)).toEqual({});
  });

  it('sends every filter that is set, keeping a long pipeline id as text and the keyword trimmed', () => {
    expect(
      toRunFilter(filters({ processId: '9000000000000000001', appId: '1007', status: 'filtered', triggerType: 'schedule', keyword: ' 42 ' })),
    ).toEqual({ processId: '9000000000000000001', appId: '1007', status: 'filtered', triggerType: 'schedule', keyword: '42' });
  });

  it('sends a preset instead of a range, and a range only when its end is not before its start', () => {
    expect(toRunFilter(filters({ datePreset: 'last30Days', startDate: '2026-01-01' }))).toEqual({ datePreset: 'last30Days' });
    expect(toRunFilter(filters({ startDate: '2026-01-01', endDate: '2026-01-31' }))).toEqual({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(toRunFilter(filters({ startDate: '2026-02-01', endDate: '2026-01-01' }))).toEqual({});
  });
});
