import { monthInZone, planLimits, presetWindow, type RunStatus } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { seedPipeline, seedRuns, type SeedRun } from '../../test/run-seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ERRORS = ['目标返回 500：Internal Server Error', '请求超时', '字段 order_id 缺失'];

/** What percentile_cont computes: linear interpolation between the closest ranks. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

/** The figures the platform must give for these runs, computed here from what was stored. */
function figures(runs: SeedRun[]) {
  const by = (s: RunStatus) => runs.filter((r) => r.status === s).length;
  const durations = runs.map((r) => r.durationMs).filter((d): d is number => typeof d === 'number');
  const sorted = [...durations].sort((a, b) => a - b);
  const finished = runs.length - by('queued') - by('running');
  return {
    totals: {
      total: runs.length,
      ...Object.fromEntries((['success', 'failed', 'filtered', 'partial', 'cancelled', 'queued', 'running'] as const).map((s) => [s, by(s)])),
    },
    success_rate: finished ? by('success') / finished : null,
    durations: {
      count: durations.length,
      avg_ms: durations.length ? durations.reduce((a, b) => a + b, 0) / durations.length : null,
      p50_ms: percentile(sorted, 0.5),
      p95_ms: percentile(sorted, 0.95),
      p99_ms: percentile(sorted, 0.99),
      max_ms: sorted.at(-1) ?? null,
    },
  };
}

/** Floats from SQL compared with the model's to 1e-6. */
function close(got: Record<string, unknown>, want: Record<string, unknown>) {
  for (const [key, value] of Object.entries(want)) {
    if (typeof value === 'number' && !Number.isInteger(value)) expect(got[key], key).toBeCloseTo(value, 6);
    else expect(got[key], key).toEqual(value);
  }
}

describe.each(drivers())('run analytics over stored runs (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  let stranger: SignedUp;
  let pipelines: string[];
  let theirs: string;
  const recent: SeedRun[] = [];
  const now = Date.now();

  beforeAll(async () => {
    me = await f.signUp();
    stranger = await f.signUp();
    pipelines = [];
    for (const title of ['订单同步', '库存同步', '客户同步']) pipelines.push(await seedPipeline(f.db, me.company_id, me.userid, title));
    theirs = await seedPipeline(f.db, stranger.company_id, stranger.userid, '别家流程');
    const statuses: RunStatus[] = ['failed', 'filtered', 'partial', 'cancelled', 'success', 'success', 'failed', 'success', 'success', 'success'];
    for (let i = 0; i < 80; i++) {
      const status: RunStatus = i === 4 ? 'queued' : i === 5 ? 'running' : statuses[i % 10]!;
      recent.push({
        processId: pipelines[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0]!,
        status,
        createdAt: new Date(now - (i + 1) * 3 * HOUR),
        durationMs: status === 'queued' || status === 'running' ? null : ((i * 7919) % 1000) + 1,
        error: status === 'failed' ? ERRORS[i % 3]! : null,
        steps: [{ appId: i % 3 ? '1007' : '2001', status: status === 'failed' || status === 'partial' ? 'failed' : 'success' }],
      });
    }
    await seedRuns(f.db, me.company_id, recent);
    // outside the default 30 days, and another company's runs inside it: neither counts
    await seedRuns(f.db, me.company_id, [
      { processId: pipelines[0]!, status: 'failed', createdAt: new Date(now - 40 * DAY), steps: [{ appId: '1007', status: 'failed' }] },
    ]);
    await seedRuns(
      f.db,
      stranger.company_id,
      Array.from({ length: 5 }, (_, i) => ({
        processId: theirs,
        status: 'failed' as const,
        createdAt: new Date(now - i * HOUR),
        steps: [{ appId: '1007', status: 'failed' as const }],
      })),
    );
  });

  const post = async (path: string, body: Record<string, unknown>, token = me.token) => {
    const res = await f.call('POST', `/v1/api/log/analytics/${path}`, { token, body });
    expect([res.status, res.code], res.raw).toEqual([200, 0]);
    return res.data;
  };

  it('sums up the last 30 days: counts by status, success rate, exact duration percentiles, the month’s quota', async () => {
    const summary = await post('summary', {});
    const want = figures(recent);
    expect(summary.totals).toEqual(want.totals);
    expect(summary.success_rate).toBeCloseTo(want.success_rate!, 9);
    close(summary.durations, want.durations);
    expect(summary.time_zone).toBe('Asia/Shanghai');
    expect(Date.parse(summary.to)).toBeGreaterThanOrEqual(now);
    expect(Date.parse(summary.to) - Date.parse(summary.from)).toBeGreaterThan(28 * DAY);
    const month = monthInZone(new Date(), 'Asia/Shanghai');
    const used = [...recent, { createdAt: new Date(now - 40 * DAY) }].filter((r) => r.createdAt >= month.start).length;
    expect(summary.quota).toEqual({ month: month.key, used, limit: planLimits('free').maxRunsPerMonth, plan: 'free' });
  });

  it('sums up a filtered view, and nothing of another company’s', async () => {
    const weekStart = presetWindow('last7Days', new Date(), 'Asia/Shanghai').from;
    for (const body of [{ status: 'failed' }, { process_id: pipelines[1] }, { app_id: '1007' }, { date_preset: 'last7Days' }]) {
      const summary = await post('summary', body);
      const keep = (r: SeedRun) =>
        ('status' in body ? r.status === body.status : true) &&
        ('process_id' in body ? r.processId === body.process_id : true) &&
        ('app_id' in body ? r.steps?.[0]?.appId === body.app_id : true) &&
        ('date_preset' in body ? r.createdAt >= weekStart : true);
      const want = figures(recent.filter(keep));
      expect({ body, totals: summary.totals }).toEqual({ body, totals: want.totals });
      close(summary.durations, want.durations);
    }
    // the widest days a view may name: every run of mine, the one of 40 days ago included
    expect((await post('summary', { start_date: '0001-01-01', end_date: '9999-12-31' })).totals.total).toBe(recent.length + 1);
    const foreign = await post('summary', { process_id: theirs });
    expect(foreign.totals.total).toBe(0);
    expect(foreign.durations).toEqual({ count: 0, avg_ms: null, p50_ms: null, p95_ms: null, p99_ms: null, max_ms: null });
    expect(foreign.success_rate).toBeNull();
    const theirsSummary = await post('summary', {}, stranger.token);
    expect(theirsSummary.totals).toMatchObject({ total: 5, failed: 5 });
  });

  it('ranks the failing pipelines, apps and error messages of the view', async () => {
    const failedRuns = recent.filter((r) => r.status === 'failed');
    const pipelinesWant = pipelines
      .map((id) => ({ id, failed: failedRuns.filter((r) => r.processId === id).length, total: recent.filter((r) => r.processId === id).length }))
      .filter((p) => p.failed > 0)
      .sort((a, b) => b.failed - a.failed || (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    const top = await post('failures', { kind: 'pipelines' });
    expect(top.kind).toBe('pipelines');
    expect(top.list.map((p: { process_id: string; failed: number; total: number }) => [p.process_id, p.failed, p.total])).toEqual(
      pipelinesWant.map((p) => [p.id, p.failed, p.total]),
    );
    const newestFailure = failedRuns.filter((r) => r.processId === pipelinesWant[0]!.id).sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
    expect(top.list[0]).toMatchObject({ title: expect.any(String), last_failed_at: newestFailure.createdAt.toISOString() });
    expect((await post('failures', { kind: 'pipelines', limit: 1 })).list).toHaveLength(1);

    const failedSteps = recent.filter((r) => r.steps?.[0]?.status === 'failed');
    const apps = await post('failures', { kind: 'apps' });
    const appsWant = ['1007', '2001']
      .map((app_id) => ({ app_id, failed_steps: failedSteps.filter((r) => r.steps![0]!.appId === app_id).length }))
      .map((a) => ({ ...a, runs: a.failed_steps }))
      .filter((a) => a.failed_steps > 0)
      .sort((a, b) => b.failed_steps - a.failed_steps || a.app_id.localeCompare(b.app_id));
    expect(apps.list).toEqual(appsWant);

    const errors = await post('failures', { kind: 'errors', limit: 50 });
    const errorsWant = ERRORS.map((message) => ({ message, count: failedRuns.filter((r) => r.error === message).length }))
      .filter((e) => e.count > 0)
      .sort((a, b) => b.count - a.count || (a.message < b.message ? -1 : 1));
    expect(errors.list.map((e: { message: string; count: number }) => ({ message: e.message, count: e.count }))).toEqual(errorsWant);
    expect(errors.list[0].last_log_id).toMatch(/^\d{16,19}$/);
    // a view without failures has no top lists; the stranger's failures are not mine
    expect((await post('failures', { kind: 'errors', status: 'success' })).list).toEqual([]);
    expect((await post('failures', { kind: 'pipelines', process_id: theirs })).list).toEqual([]);
    expect((await post('failures', { kind: 'apps' }, stranger.token)).list).toEqual([{ app_id: '1007', failed_steps: 5, runs: 5 }]);
  });

  it('refuses malformed statistics requests with 400 naming the field in Chinese', async () => {
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['series', { bucket: 'month' }, 'bucket'],
      ['series', { bucket: 'hour', start_date: '2023-01-01', end_date: '2023-12-31' }, 'bucket'],
      ['failures', { kind: 'steps' }, 'kind'],
      ['failures', { kind: 'apps', limit: 51 }, 'limit'],
      ['failures', {}, 'kind'],
      ['summary', { date_preset: 'nextWeek' }, 'date_preset'],
      ['summary', { start_date: '2024-05-02', end_date: '2024-05-01' }, 'end_date'],
    ];
    for (const [path, body, field] of bad) {
      const res = await f.call('POST', `/v1/api/log/analytics/${path}`, { token: me.token, body });
      expect([path, res.status, res.code], res.raw).toEqual([path, 400, 4000]);
      expect(res.msg).toContain(field);
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const anonymous = await f.call('POST', '/v1/api/log/analytics/summary', { body: {} });
    expect([anonymous.status, anonymous.code]).toEqual([401, 2101]);
  });
});
