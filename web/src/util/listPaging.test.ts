import { describe, expect, it } from 'vitest';
import { isDateRangeInvalid, pageCount } from './listPaging';

describe('isDateRangeInvalid', () => {
  it.each([
    [{ startDate: '', endDate: '' }, false],
    [{ startDate: '2026-11-02', endDate: '' }, false],
    [{ startDate: '2026-11-02', endDate: '2026-11-02' }, false],
    [{ startDate: '2026-11-02', endDate: '2026-11-01' }, true],
  ])('%j → %s', (range, invalid) => {
    expect(isDateRangeInvalid(range)).toBe(invalid);
  });
});

describe('pageCount', () => {
  it('counts pages of 15, at least one', () => {
    expect([0, 1, 15, 16, 31].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  });
});
