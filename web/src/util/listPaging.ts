import { PAGE_SIZE } from '@huiliu/core';

/** The date filter of a list screen (YYYY-MM-DD, '' when unset). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** An end date before the start date matches nothing; list screens flag it and ignore the range. */
export function isDateRangeInvalid(range: DateRange): boolean {
  return range.startDate !== '' && range.endDate !== '' && range.endDate < range.startDate;
}

/** Number of pages for a total (at least 1, so "page 1 of 1" shows for an empty list; spec §9 page size). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
