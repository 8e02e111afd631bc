import { dayInZone, presetWindow, RUN_DATE_PRESETS, type RunStatus, type TriggerType } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, usePlatform, type SignedUp } from '../../test/harness';
import { seedPipeline, seedRuns, type SeedRun } from '../../test/run-seed';

const HOUR = 3_600_000;
const now = Date.now();

interface Stored extends SeedRun {
  id: string;
}

/** The list's filters, one model of them: what the platform must answer for the runs this file stored. */
function expected(stored: Stored[], body: Record<string, unknown>, timeZone: string): Stored[] {
  const keyword = typeof body.keyword === 'string' ? body.keyword.toLowerCase() : undefined;
  const window = body.date_preset ? presetWindow(body.date_preset as (typeof RUN_DATE_PRESETS)[number], new Date(), timeZone) : undefined;
  return stored
    .filter((r) => !body.process_id || r.processId === body.process_id)
    .filter((r) => !body.status || r.status === body.status)
    .filter((r) => !body.trigger_type || (r.triggerType ?? 'webhook') === body.trigger_type)
    .filter((r) => !body.app_id || (r.steps ?? []).some((s) => s.appId === body.app_id))
    .filter((r) => !keyword || JSON.stringify(r.triggerData).toLowerCase().includes(keyword) || r.id === keyword)
    .filter((r) => !window || (r.createdAt >= window.from && r.createdAt < window.to))
    .filter((r) => window || !body.start_date || dayInZone(r.createdAt, timeZone) >= (body.start_date as string))
    .filter((r) => window || !body.end_date || dayInZone(r.createdAt, timeZone) <= (body.end_date as string))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

describe.each(drivers())('the run list’s filters over stored runs (%s)', (kind) => {
  const f = usePlatform(kind);
  let me: SignedUp;
  let stranger: SignedUp;
  let orders: string;
  let stock: string;
  let theirs: string;
  const mine: Stored[] = [];
  let strangerRun: string;

  beforeAll(async () => {
    me = await f.signUp();
    stranger = await f.signUp();
    orders = await seedPipeline(f.db, me.company_id, me.userid, '订单同步');
    stock = await seedPipeline(f.db, me.company_id, me.userid, '库存同步');
    theirs = await seedPipeline(f.db, stranger.company_id, stranger.userid, '订单同步');
    const runs: SeedRun[] = Array.from({ length: 40 }, (_, i) => ({
      processId: i % 2 ? stock : orders,
      status: (i % 5 === 0 ? 'failed' : i % 7 === 0 ? 'filtered' : 'success') as RunStatus,
      triggerType: (i % 3 === 0 ? 'schedule' : 'webhook') as TriggerType,
      triggerData: { order: `ORD-${i}`, customer: i % 2 ? '张三' : '李四', note: '100%_done' },
      createdAt: new Date(now - i * 12 * HOUR - 60_000),
      steps: [{ appId: i % 4 === 0 ? '1007' : '2001' }, { appId: '1003', status: i % 5 === 0 ? 'failed' : 'success' }],
    }));
    const ids = await seedRuns(f.db, me.company_id, runs);
    runs.forEach((r, i) => mine.push({ ...r, id: ids[i]! }));
    // the stranger's run shares the app, the keyword and the time: none of it may show
    const [theirRun] = await seedRuns(f.db, stranger.company_id, [
      { processId: theirs, status: 'failed', createdAt: new Date(now - 1000), triggerData: { order: 'ORD-1' }, steps: [{ appId: '1007' }] },
    ]);
    strangerRun = theirRun!;
  });

  const list = async (body: Record<string, unknown>, token = me.token) => {
    const res = await f.call('POST', '/v1/api/log/list', { token, body });
    expect([res.status, res.code], res.raw).toEqual([200, 0]);
    return { ids: (res.data.list as Array<{ log_id: string }>).map((r) => r.log_id), total: res.data.total as number };
  };
  const check = async (body: Record<string, unknown>) => {
    const want = expected(mine, body, 'Asia/Shanghai');
    const { limit = 15, offset = 0 } = body as { limit?: number; offset?: number };
    const got = await list(body);
    expect({ body, ...got }).toEqual({ body, ids: want.slice(offset, offset + limit).map((r) => r.id), total: want.length });
    return want.length;
  };

  it('filters by each field alone', async () => {
    const today = dayInZone(new Date(now), 'Asia/Shanghai');
    const weekAgo = dayInZone(new Date(now - 7 * 24 * HOUR), 'Asia/Shanghai');
    const bodies: Array<Record<string, unknown>> = [
      {},
      { process_id: orders },
      { app_id: '1007' },
      { app_id: '1003' },
      { status: 'failed' },
      { status: 'filtered' },
      { trigger_type: 'schedule' },
      { keyword: 'ord-1' },
      { keyword: '张三' },
      // LIKE's wildcards are plain characters
      { keyword: '100%_' },
      { keyword: 'ord%1' },
      { keyword: 'ord_1' },
      { keyword: mine[7]!.id },
      { start_date: weekAgo },
      { end_date: weekAgo },
      { start_date: weekAgo, end_date: today },
      ...RUN_DATE_PRESETS.map((date_preset) => ({ date_preset })),
    ];
    const totals: Record<string, number> = {};
    for (const body of bodies) totals[JSON.stringify(body)] = await check(body);
    // the model itself is not vacuous: the filters narrow, and a wildcard would have matched
    expect(totals['{}']).toBe(40);
    expect([totals['{"status":"failed"}'], totals['{"keyword":"ord%1"}'], totals['{"keyword":"ord_1"}']]).toEqual([8, 0, 0]);
  });

  it.each(['America/New_York', 'Asia/Shanghai'])('reads the date presets in the company’s zone (%s)', async (timeZone) => {
    const company = await f.signUp();
    const zoned = await f.call('POST', '/v1/api/base/company', { token: company.token, body: { time_zone: timeZone } });
    expect(zoned.data.time_zone).toBe(timeZone);
    const pipeline = await seedPipeline(f.db, company.company_id, company.userid, '时区');
    // a run a minute either side of every preset's start (the starts are the zone's midnights and now − 1 h)
    const at = new Date();
    const edges = RUN_DATE_PRESETS.map((p) => presetWindow(p, at, timeZone).from.getTime());
    const instants = edges.flatMap((t) => [t - 60_000, t + 60_000]).filter((t) => t < at.getTime() - 5_000);
    const runs: SeedRun[] = instants.map((t) => ({ processId: pipeline, status: 'success', createdAt: new Date(t) }));
    const ids = await seedRuns(f.db, company.company_id, runs);
    const stored = runs.map((r, i) => ({ ...r, id: ids[i]! }));
    for (const date_preset of RUN_DATE_PRESETS) {
      const want = expected(stored, { date_preset }, timeZone);
      const res = await f.call('POST', '/v1/api/log/list', { token: company.token, body: { date_preset, limit: 100 } });
      expect({ date_preset, ids: res.data.list.map((r: { log_id: string }) => r.log_id) }).toEqual({ date_preset, ids: want.map((r) => r.id) });
    }
    // the runs sit where the zones disagree: read in the other zone, some preset would answer differently
    const other = timeZone === 'Asia/Shanghai' ? 'America/New_York' : 'Asia/Shanghai';
    const idsIn = (zone: string, date_preset: string) => expected(stored, { date_preset }, zone).map((r) => r.id);
    expect(RUN_DATE_PRESETS.some((p) => JSON.stringify(idsIn(other, p)) !== JSON.stringify(idsIn(timeZone, p)))).toBe(true);
  });

  it('combines the filters and pages through them', async () => {
    const combos: Array<Record<string, unknown>> = [
      { status: 'success', trigger_type: 'webhook' },
      { process_id: stock, app_id: '2001', keyword: '张三' },
      { status: 'failed', date_preset: 'last7Days', app_id: '1003' },
      { process_id: orders, status: 'success', start_date: dayInZone(new Date(now - 10 * 24 * HOUR), 'Asia/Shanghai') },
    ];
    for (const body of combos) {
      const total = await check(body);
      for (let offset = 0; offset < total; offset += 3) await check({ ...body, limit: 3, offset });
    }
    // the preset wins over the days
    await check({ date_preset: 'today', start_date: '2001-01-01', end_date: '2001-01-02' });
    // the widest days a view may name (year 1 to 9999) answer like no days at all
    await check({ start_date: '0001-01-01', end_date: '9999-12-31', status: 'failed' });
    // a page past the end is empty and keeps the total
    expect(await list({ status: 'failed', offset: 100 })).toEqual({ ids: [], total: expected(mine, { status: 'failed' }, 'Asia/Shanghai').length });
  });

  it('never shows another company’s runs, whatever the filter names', async () => {
    expect((await list({})).ids).not.toContain(strangerRun);
    expect(await list({ process_id: theirs })).toEqual({ ids: [], total: 0 });
    expect(await list({ keyword: strangerRun })).toEqual({ ids: [], total: 0 });
    expect((await list({ app_id: '1007' })).ids).not.toContain(strangerRun);
    expect(await list({ app_id: '1007' }, stranger.token)).toEqual({ ids: [strangerRun], total: 1 });
    expect(await list({ app_id: 'nonsense', process_id: 'nonsense' })).toEqual({ ids: [], total: 0 });
  });

  it('refuses a malformed filter with 400 naming the field in Chinese', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ date_preset: 'tomorrow' }, 'date_preset'],
      [{ trigger_type: 'email' }, 'trigger_type'],
      [{ app_id: 'x'.repeat(41) }, 'app_id'],
      [{ keyword: 'k'.repeat(201) }, 'keyword'],
      [{ start_date: '2024-03-02', end_date: '2024-03-01' }, 'end_date'],
      [{ status: 'done' }, 'status'],
    ];
    for (const [body, field] of bad) {
      const res = await f.call('POST', '/v1/api/log/list', { token: me.token, body });
      expect([res.status, res.code], res.raw).toEqual([400, 4000]);
      expect(res.msg).toContain(field);
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
