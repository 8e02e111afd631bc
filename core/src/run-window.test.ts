import { describe, expect, it } from 'vitest';
import { analyticsWindow, dayStart, periodBounds, presetWindow, RUN_DATE_PRESETS } from './run-window';

const iso = (w: { from?: Date; to?: Date }) => ({ from: w.from?.toISOString(), to: w.to?.toISOString() });

describe('run log date presets (issue 16)', () => {
  // 2024-03-10 05:30 UTC: 13:30 in Shanghai, 00:30 (EST → EDT that night) in New York
  const now = new Date('2024-03-10T05:30:00Z');

  it('reads each preset as a window of the company zone ending now (yesterday: at today’s midnight)', () => {
    const shanghai = Object.fromEntries(RUN_DATE_PRESETS.map((p) => [p, iso(presetWindow(p, now, 'Asia/Shanghai'))]));
    expect(shanghai).toEqual({
      lastHour: { from: '2024-03-10T04:30:00.000Z', to: '2024-03-10T05:30:00.000Z' },
      today: { from: '2024-03-09T16:00:00.000Z', to: '2024-03-10T05:30:00.000Z' },
      yesterday: { from: '2024-03-08T16:00:00.000Z', to: '2024-03-09T16:00:00.000Z' },
      last7Days: { from: '2024-03-02T16:00:00.000Z', to: '2024-03-10T05:30:00.000Z' },
      last30Days: { from: '2024-02-09T16:00:00.000Z', to: '2024-03-10T05:30:00.000Z' },
    });
  });

  it('follows the zone’s own midnight and its daylight-saving offset in New York', () => {
    // 00:30 on 10 March in New York: today began at 05:00 UTC (EST), yesterday at 05:00 UTC the day before
    expect(iso(presetWindow('today', now, 'America/New_York'))).toEqual({ from: '2024-03-10T05:00:00.000Z', to: now.toISOString() });
    expect(iso(presetWindow('yesterday', now, 'America/New_York'))).toEqual({ from: '2024-03-09T05:00:00.000Z', to: '2024-03-10T05:00:00.000Z' });
    // the next day starts at 04:00 UTC: the clocks moved forward in between
    expect(dayStart('2024-03-10', 'America/New_York', 1).toISOString()).toBe('2024-03-11T04:00:00.000Z');
  });

  it('lets the preset win over the days and leaves an unnamed end open', () => {
    const zone = 'Asia/Shanghai';
    expect(iso(periodBounds({ date_preset: 'today', start_date: '2020-01-01' }, now, zone))).toEqual(iso(presetWindow('today', now, zone)));
    expect(iso(periodBounds({ start_date: '2024-03-01', end_date: '2024-03-02' }, now, zone))).toEqual({
      from: '2024-02-29T16:00:00.000Z',
      to: '2024-03-02T16:00:00.000Z',
    });
    expect(iso(periodBounds({ end_date: '2024-03-02' }, now, zone))).toEqual({ from: undefined, to: '2024-03-02T16:00:00.000Z' });
    expect(iso(periodBounds({}, now, zone))).toEqual({ from: undefined, to: undefined });
  });

  it('reads days before 1970 or at the end of 9999 as the days runs can have', () => {
    expect(iso(periodBounds({ start_date: '0001-01-01', end_date: '9999-12-31' }, now, 'UTC'))).toEqual({
      from: '1970-01-01T00:00:00.000Z',
      to: '9999-12-31T00:00:00.000Z',
    });
  });

  it('gives the statistics the last 30 days when the view names no window', () => {
    const zone = 'Asia/Shanghai';
    expect(iso(analyticsWindow({}, now, zone))).toEqual(iso(presetWindow('last30Days', now, zone)));
    expect(iso(analyticsWindow({ end_date: '2024-01-31' }, now, zone))).toEqual({ from: '2023-12-31T16:00:00.000Z', to: '2024-01-31T16:00:00.000Z' });
    expect(iso(analyticsWindow({ start_date: '2024-03-01' }, now, zone))).toEqual({ from: '2024-02-29T16:00:00.000Z', to: now.toISOString() });
  });
});
