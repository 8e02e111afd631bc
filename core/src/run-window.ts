import { resolveDatePreset, startOfDay } from './filter/dates';

/**
 * The run log's date presets (issue 16): spec §5's now−1h, today, today−1d, today−7d and today−1mo read as windows that
 * end now (yesterday ends at today's midnight), in the company's time zone.
 */
export const RUN_DATE_PRESETS = ['lastHour', 'today', 'yesterday', 'last7Days', 'last30Days'] as const;
export type RunDatePreset = (typeof RUN_DATE_PRESETS)[number];

/** The width of one bar of the run statistics' time axis, in the company's zone (weeks start on Monday). */
export const TIME_BUCKETS = ['hour', 'day', 'week'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

/** A window of run creation times: `from` inclusive, `to` exclusive. */
export interface RunWindow {
  from: Date;
  to: Date;
}

/** The window a preset stands for at `now` in `timeZone`. */
export function presetWindow(preset: RunDatePreset, now: Date, timeZone: string): RunWindow {
  const at = (p: Parameters<typeof resolveDatePreset>[0]) => resolveDatePreset(p, now, timeZone);
  switch (preset) {
    case 'lastHour':
      return { from: at('now-1h'), to: now };
    case 'today':
      return { from: at('today'), to: now };
    case 'yesterday':
      return { from: at('today-1d'), to: at('today') };
    case 'last7Days':
      return { from: at('today-7d'), to: now };
    case 'last30Days':
      return { from: at('today-1mo'), to: now };
  }
}

/** Midnight that starts the calendar day `day` (YYYY-MM-DD) in `timeZone`; `plusDays` moves it by whole days. */
export function dayStart(day: string, timeZone: string, plusDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + plusDays));
  return startOfDay(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

/** What a view of the run log names of time: a preset, or whole days (both ends inclusive). */
export interface RunPeriod {
  date_preset?: RunDatePreset | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/**
 * The bounds a view puts on run creation times: the preset wins over the days; either end may be open (absent) when the
 * view names none.
 */
export function periodBounds(period: RunPeriod, now: Date, timeZone: string): { from?: Date; to?: Date } {
  if (period.date_preset) return presetWindow(period.date_preset, now, timeZone);
  return {
    ...(period.start_date ? { from: dayStart(withinRuns(period.start_date), timeZone) } : {}),
    ...(period.end_date ? { to: dayStart(withinRuns(period.end_date), timeZone, 1) } : {}),
  };
}

/**
 * A day named in a view, moved inside the days runs can have: 0001-01-01 or 9999-12-31 are valid days, but the first
 * is read as 1901 by Date.UTC and the day after the second is year 10000, whose ISO text (+010000-…) PostgreSQL refuses.
 * No run was made before 1970 or will be after 9999, so the answer is the same.
 */
function withinRuns(day: string): string {
  return day < '1970-01-01' ? '1970-01-01' : day > '9999-12-30' ? '9999-12-30' : day;
}

/**
 * The statistics' window (issue 16): the view's bounds, an open start read as the last 30 days' start (before `to` when
 * only the end is named) and an open end as now.
 */
export function analyticsWindow(period: RunPeriod, now: Date, timeZone: string): RunWindow {
  const bounds = periodBounds(period, now, timeZone);
  const to = bounds.to ?? now;
  const from = bounds.from ?? presetWindow('last30Days', to, timeZone).from;
  return { from, to };
}
