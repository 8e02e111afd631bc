import { dayInZone, type RunStatus } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { seedPipeline, seedRuns, type SeedRun } from '../../test/run-seed';

const HOUR = 3_600_000;
const iso = (t: number) => new Date(t).toISOString();

/** percentile_cont's linear interpolation. */
function percentile(values: number[], p: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  return sorted[lo]! + (sorted[Math.ceil(pos)]! - sorted[lo]!) * (pos - lo);
}

/** One expected bar: the counts and figures of the runs the model put in it. */
function bar(start: string, runs: SeedRun[]) {
  const by = (s: RunStatus) => runs.filter((r) => r.status === s).length;
  const durations = runs.map((r) => r.durationMs).filter((d): d is number => typeof d === 'number');
  const finished = runs.length - by('queued') - by('running');
  return {
    start,
    total: runs.length,
    success: by('success'),
    failed: by('failed'),
    filtered: by('filtered'),
    partial: by('partial'),
    cancelled: by('cancelled'),
    success_rate: finished ? by('success') / finished : null,
    p50_ms: percentile(durations, 0.5),
    p95_ms: percentile(durations, 0.95),
    p99_ms: percentile(durations, 0.99),
  };
}

describe.each(drivers())('run series in the company’s time zone (%s)', (kind) => {
  const f = usePlatform(kind);
  let newYork: SignedUp;
  let shanghai: SignedUp;
  // New York, 9–11 March 2024: the clocks go forward on the 10th (02:00 → 03:00), so the window has 71 hours
  const nyFrom = Date.parse('2024-03-09T05:00:00Z');
  const nyTo = Date.parse('2024-03-12T04:00:00Z');
  const nyRuns: SeedRun[] = [];
  const shRuns: SeedRun[] = [];

  beforeAll(async () => {
    newYork = await f.signUp();
    shanghai = await f.signUp();
    await f.call('POST', '/v1/api/base/company', { token: newYork.token, body: { time_zone: 'America/New_York' } });
    const ny = await seedPipeline(f.db, newYork.company_id, newYork.userid, '纽约');
    const statuses: RunStatus[] = ['success', 'failed', 'success', 'filtered', 'running'];
    for (let h = 0; h < 71; h++) {
      if (h % 5 === 0) continue; // empty hours stay in the series
      for (let n = 0; n < (h % 3) + 1; n++) {
        const status = statuses[(h + n) % 5]!;
        nyRuns.push({
          processId: ny,
          status,
          createdAt: new Date(nyFrom + h * HOUR + n * 600_000 + 1),
          durationMs: status === 'running' ? null : 10 + ((h * 37 + n * 11) % 90),
        });
      }
    }
    await seedRuns(f.db, newYork.company_id, nyRuns);
    // just outside the window on either side
    await seedRuns(f.db, newYork.company_id, [
      { processId: ny, status: 'success', createdAt: new Date(nyFrom - 1) },
      { processId: ny, status: 'success', createdAt: new Date(nyTo) },
    ]);
    const sh = await seedPipeline(f.db, shanghai.company_id, shanghai.userid, '上海');
    for (let d = 0; d < 20; d++) {
      shRuns.push({
        processId: sh,
        status: d % 4 ? 'success' : 'failed',
        createdAt: new Date(Date.parse('2024-02-29T16:30:00Z') + d * 24 * HOUR),
        durationMs: 100 + d,
      });
    }
    await seedRuns(f.db, shanghai.company_id, shRuns);
  });

  const series = async (token: string, body: Record<string, unknown>) => {
    const res = await f.call('POST', '/v1/api/log/analytics/series', { token, body });
    expect([res.status, res.code], res.raw).toEqual([200, 0]);
    return res.data;
  };

  it('counts each hour of the zone, the hour daylight saving skips left out and empty hours kept', async () => {
    const reply = await series(newYork.token, { bucket: 'hour', start_date: '2024-03-09', end_date: '2024-03-11' });
    expect({ from: reply.from, to: reply.to, time_zone: reply.time_zone, bucket: reply.bucket }).toEqual({
      from: iso(nyFrom),
      to: iso(nyTo),
      time_zone: 'America/New_York',
      bucket: 'hour',
    });
    const want = Array.from({ length: 71 }, (_, h) =>
      bar(
        iso(nyFrom + h * HOUR),
        nyRuns.filter((r) => Math.floor((+r.createdAt - nyFrom) / HOUR) === h),
      ),
    );
    expect(reply.list).toHaveLength(71);
    for (const [i, got] of (reply.list as Array<Record<string, unknown>>).entries()) {
      const { p50_ms, p95_ms, p99_ms, success_rate, ...counts } = want[i]!;
      expect(got).toMatchObject(counts);
      for (const [key, value] of Object.entries({ p50_ms, p95_ms, p99_ms, success_rate })) {
        if (value === null) expect(got[key], `${i} ${key}`).toBeNull();
        else expect(got[key], `${i} ${key}`).toBeCloseTo(value, 6);
      }
    }
  });

  it('counts each day of the zone from its own midnight', async () => {
    const reply = await series(newYork.token, { bucket: 'day', start_date: '2024-03-09', end_date: '2024-03-11' });
    const days = ['2024-03-09', '2024-03-10', '2024-03-11'];
    const starts = ['2024-03-09T05:00:00.000Z', '2024-03-10T05:00:00.000Z', '2024-03-11T04:00:00.000Z'];
    const want = days.map((day, i) =>
      bar(
        starts[i]!,
        nyRuns.filter((r) => dayInZone(r.createdAt, 'America/New_York') === day),
      ),
    );
    expect(reply.list.map((b: { start: string; total: number }) => [b.start, b.total])).toEqual(want.map((b) => [b.start, b.total]));
    for (const [i, got] of (reply.list as Array<Record<string, number>>).entries()) expect(got.p95_ms).toBeCloseTo(want[i]!.p95_ms!, 6);
  });

  it('counts weeks from Monday in the zone, the first week reaching back before the window', async () => {
    const reply = await series(shanghai.token, { bucket: 'week', start_date: '2024-03-01', end_date: '2024-03-20' });
    // Mondays 26 Feb, 4, 11 and 18 March at midnight in Shanghai
    const mondays = ['2024-02-25T16:00:00.000Z', '2024-03-03T16:00:00.000Z', '2024-03-10T16:00:00.000Z', '2024-03-17T16:00:00.000Z'];
    const weekOf = (r: SeedRun) => mondays.filter((m) => +r.createdAt >= Date.parse(m)).length - 1;
    const inWindow = shRuns.filter((r) => dayInZone(r.createdAt, 'Asia/Shanghai') <= '2024-03-20');
    expect(reply.list.map((b: { start: string; total: number; failed: number }) => [b.start, b.total, b.failed])).toEqual(
      mondays.map((m, i) => {
        const week = inWindow.filter((r) => weekOf(r) === i);
        return [m, week.length, week.filter((r) => r.status === 'failed').length];
      }),
    );
  });

  it('defaults to the last 30 days by day, ending with today', async () => {
    const reply = await series(shanghai.token, {});
    expect(reply.bucket).toBe('day');
    expect(reply.list.length).toBeGreaterThanOrEqual(29);
    expect(reply.list.length).toBeLessThanOrEqual(32);
    expect(dayInZone(new Date(reply.list.at(-1).start), 'Asia/Shanghai')).toBe(dayInZone(new Date(), 'Asia/Shanghai'));
    expect(reply.list.every((b: { total: number; success_rate: unknown }) => b.total === 0 && b.success_rate === null)).toBe(true);
  });
});
