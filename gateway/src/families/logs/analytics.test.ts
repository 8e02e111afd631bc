import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishedRun, livePipeline, orderPipeline, postWebhook } from '../../test/pipelines';
import { startStack, type Stack } from '../../test/stack';

/**
 * Issue 16 through GraphQL: the statistics' fields, what each costs in platform calls, and the list's new filters. The
 * runs are real webhook runs (nothing listens on port 9 of loopback: the send step fails; amounts under 100 stop at the
 * filter), four pipelines failing, so the top lists have rows to load pipelines and apps for.
 */
let stack: Stack;
let token: string;
let processIds: string[];
const failed: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  ({ token } = await stack.signUp('统计分析'));
  processIds = [];
  for (const title of ['甲', '乙', '丙', '丁']) {
    const { processId, url } = await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'), title);
    processIds.push(processId);
    failed.push((await postWebhook(url, '{"order_id":"A-1","amount":500}')).log_id);
    await postWebhook(url, '{"order_id":"B-2","amount":1}');
  }
  const { log_id } = await postWebhook((await livePipeline(stack, token, orderPipeline('http://127.0.0.1:9/'), '戊')).url, '{"amount":2}');
  for (const id of [...failed, log_id]) await finishedRun(stack, token, id);
}, 60_000);
afterAll(() => stack?.close());

/** The platform calls of one query (the gateway's session check aside), sorted. */
async function callsOf(query: string, variables?: Record<string, unknown>, as = token) {
  const before = stack.upstreamCalls.length;
  const reply = await stack.gql(query, variables, as);
  expect(reply.errors).toBeUndefined();
  return {
    data: reply.data!,
    calls: stack.upstreamCalls
      .slice(before)
      .filter((c) => c !== 'GET /v1/api/user/info')
      .sort(),
  };
}

const SUMMARY = `from to timeZone successRate totals { total success failed filtered partial cancelled queued running }
  durations { count avgMs p50Ms p95Ms p99Ms maxMs } quota { month used limit plan }`;

describe('run analytics through GraphQL', () => {
  it('answers the figures with one platform call, and the series and each top list with one more only when asked', async () => {
    const summary = await callsOf(`{ runAnalytics { ${SUMMARY} } }`);
    expect(summary.calls).toEqual(['POST /v1/api/log/analytics/summary']);
    const a = summary.data.runAnalytics;
    expect(a.totals).toEqual({ total: 9, success: 0, failed: 4, filtered: 5, partial: 0, cancelled: 0, queued: 0, running: 0 });
    expect(a.successRate).toBe(0);
    expect(a.durations.count).toBe(9);
    expect(a.durations.p50Ms).toBeGreaterThanOrEqual(0);
    expect(a.quota).toMatchObject({ used: 9, plan: 'free' });
    expect(a.timeZone).toBe('Asia/Shanghai');

    const all = await callsOf(`{ runAnalytics(filter: { datePreset: today }) {
      totals { total } series(bucket: hour) { start total failed successRate p95Ms }
      topFailingPipelines { processId title failed total lastFailedAt pipeline { title } }
      topFailingApps { appId failedSteps runs app { appName } }
      topErrors { message count lastSeenAt lastLogId }
    } }`);
    expect(all.calls).toEqual([
      'GET /v1/api/dataprocess/batch',
      'GET /v1/api/process/app/batch',
      'POST /v1/api/log/analytics/failures',
      'POST /v1/api/log/analytics/failures',
      'POST /v1/api/log/analytics/failures',
      'POST /v1/api/log/analytics/series',
      'POST /v1/api/log/analytics/summary',
    ]);
    const r = all.data.runAnalytics;
    expect(r.series.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(9);
    expect(r.topFailingPipelines.map((p: { title: string; pipeline: { title: string } }) => [p.title, p.pipeline.title]).sort()).toEqual([
      ['丁', '丁'],
      ['丙', '丙'],
      ['乙', '乙'],
      ['甲', '甲'],
    ]);
    expect(r.topFailingApps).toEqual([{ appId: '1007', failedSteps: 4, runs: 4, app: { appName: '发送数据' } }]);
    expect(r.topErrors).toHaveLength(1);
    expect(r.topErrors[0]).toMatchObject({ count: 4, lastLogId: expect.stringMatching(/^\d+$/) });
  });

  it('loads the pipelines and apps of a top list with the same calls for one row as for many', async () => {
    const query = `query ($limit: Int) { runAnalytics { topFailingPipelines(limit: $limit) { processId pipeline { title creator { uname } } }
      topFailingApps(limit: $limit) { app { appName } } } }`;
    const one = await callsOf(query, { limit: 1 });
    const many = await callsOf(query, { limit: 50 });
    expect([one.data.runAnalytics.topFailingPipelines.length, many.data.runAnalytics.topFailingPipelines.length]).toEqual([1, 4]);
    expect(many.calls).toEqual(one.calls);
    expect(one.calls).toEqual([
      'GET /v1/api/base/users',
      'GET /v1/api/dataprocess/batch',
      'GET /v1/api/process/app/batch',
      'POST /v1/api/log/analytics/failures',
      'POST /v1/api/log/analytics/failures',
      'POST /v1/api/log/analytics/summary',
    ]);
  });

  it('filters the run list by app, trigger, date preset and trigger data', async () => {
    const runs = async (filter: Record<string, unknown>) =>
      (await stack.gql(`query ($f: RunFilter) { runs(filter: $f) { total items { logId } } }`, { f: filter }, token)).data?.runs;
    expect((await runs({ appId: '1007', triggerType: 'webhook', datePreset: 'last7Days' })).total).toBe(4);
    expect((await runs({ keyword: 'a-1' })).items.map((r: { logId: string }) => r.logId).sort()).toEqual([...failed].sort());
    expect((await runs({ triggerType: 'schedule' })).total).toBe(0);
    expect((await runs({ datePreset: 'yesterday' })).total).toBe(0);
    const bad = await stack.gql(
      `{ runAnalytics(filter: { startDate: "2024-05-02", endDate: "2024-05-01" }) { totals { total } } }`,
      undefined,
      token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 4000 });
  });

  it('exports the view’s runs and its series as CSV files', async () => {
    const reply = await callsOf(
      `query ($p: ID) {
      exportRuns(filter: { processId: $p }) { fileName content rows truncated }
      exportRunAnalytics(filter: { datePreset: today }, bucket: hour) { fileName content rows truncated }
    }`,
      { p: processIds[0] },
    );
    expect(reply.calls).toEqual(['POST /v1/api/log/export', 'POST /v1/api/log/export']);
    const { exportRuns, exportRunAnalytics } = reply.data;
    expect(exportRuns).toMatchObject({ rows: 2, truncated: false, fileName: expect.stringMatching(/^runs-\d{12}\.csv$/) });
    expect(exportRuns.content.startsWith('\ufeff运行ID,')).toBe(true);
    expect(exportRuns.content).toContain(`\t${failed[0]},\t${processIds[0]},甲,failed,webhook,`);
    expect(exportRunAnalytics.fileName).toMatch(/^run-analytics-hour-\d{8}-\d{8}\.csv$/);
    expect(exportRunAnalytics.content.trimEnd().split('\r\n').at(-1)).toMatch(/^合计,9,0,4,5,0,0,0,/);
  });

  it('shows another company none of these runs', async () => {
    const other = await stack.signUp('别家');
    const reply = await callsOf(
      `{ runAnalytics { totals { total } topFailingPipelines { processId } topErrors { count } } exportRuns { rows } }`,
      undefined,
      other.token,
    );
    expect(reply.data).toEqual({ runAnalytics: { totals: { total: 0 }, topFailingPipelines: [], topErrors: [] }, exportRuns: { rows: 0 } });
  });
});
