import { describe, expect, it } from 'vitest';
import { EMPTY_RUN_FILTERS } from '../shared/runFilterQuery';
import { bucketFromQuery, bucketToQuery, withDefaultWindow } from './statisticsQuery';

describe('statistics address', () => {
  it('reads the bucket, with 天 when the address names none or a wrong one', () => {
    expect(bucketFromQuery(new URLSearchParams('bucket=hour'))).toBe('hour');
    expect(bucketFromQuery(new URLSearchParams('bucket=month'))).toBe('day');
    expect(bucketFromQuery(new URLSearchParams(''))).toBe('day');
  });

  it('writes the bucket beside the filters, leaving the default out', () => {
    const params = new URLSearchParams('status=failed');
    expect(bucketToQuery('week', params).toString()).toBe('status=failed&bucket=week');
    expect(bucketToQuery('day', new URLSearchParams('bucket=week&keyword=x')).toString()).toBe('keyword=x');
  });

  it('names the last 30 days when the filters name no window, as the platform reads them', () => {
    const filters = (patch: Partial<typeof EMPTY_RUN_FILTERS>) => ({ ...EMPTY_RUN_FILTERS, ...patch });
    expect(withDefaultWindow(filters({ status: 'failed' }))).toEqual(filters({ status: 'failed', datePreset: 'last30Days' }));
    expect(withDefaultWindow(filters({ startDate: '2026-11-01' }))).toEqual(filters({ startDate: '2026-11-01' }));
    expect(withDefaultWindow(filters({ datePreset: 'today' }))).toEqual(filters({ datePreset: 'today' }));
  });
});
