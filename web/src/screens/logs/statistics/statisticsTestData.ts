import type { Answer } from '../../apps/testClient';

/** Shanghai midnights of three days (UTC 16:00 the day before). */
const DAYS = ['2026-11-20T16:00:00Z', '2026-11-21T16:00:00Z', '2026-11-22T16:00:00Z'];

/** A summary of 1,234 runs: 1,170 succeeded, 50 failed; p95 1.2 s; the month's quota 1,234 of 10,000. */
export function aSummary(overrides: Record<string, unknown> = {}) {
  return {
    from: '2026-10-22T16:00:00Z',
    to: '2026-11-23T04:00:00Z',
    timeZone: 'Asia/Shanghai',
    totals: { total: 1234, success: 1170, failed: 50, filtered: 10, partial: 3, cancelled: 1, queued: 0, running: 0 },
    successRate: 0.9516,
    durations: { count: 1234, p50Ms: 350, p95Ms: 1234, p99Ms: 7_545_000 },
    quota: { month: '2026-11', used: 1234, limit: 10_000 },
    topFailingPipelines: [
      {
        processId: '3234567890123456789',
        title: '大额订单推送（旧名）',
        pipeline: { processId: '3234567890123456789', title: '大额订单推送' },
        failed: 40,
        total: 400,
        lastFailedAt: '2026-11-22T02:04:09Z',
      },
    ],
    topFailingApps: [{ appId: '1007', app: { appId: '1007', appName: '发送数据', appNameEn: 'Send data' }, failedSteps: 45, runs: 40 }],
    topErrors: [{ message: '对方返回 HTTP 400', count: 40, lastSeenAt: '2026-11-22T02:04:09Z', lastLogId: '9000000000000000001' }],
    ...overrides,
  };
}

/** Three days: the last with no finished run (its rate and durations are null). */
export function aSeries() {
  const day = (start: string, success: number, failed: number, rate: number | null, p50: number | null) => ({
    start,
    total: success + failed,
    success,
    failed,
    filtered: 0,
    partial: 0,
    cancelled: 0,
    successRate: rate,
    p50Ms: p50,
    p95Ms: p50 === null ? null : p50 * 3,
    p99Ms: p50 === null ? null : p50 * 5,
  });
  return [day(DAYS[0]!, 600, 30, 0.952, 300), day(DAYS[1]!, 570, 20, 0.966, 400), day(DAYS[2]!, 0, 0, null, null)];
}

/** The statistics' operations answered with these figures (any of them replaced through `answers`). */
export function statisticsAnswers(answers: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    RunAnalyticsSummary: () => ({ data: { runAnalytics: aSummary() } }),
    RunAnalyticsSeries: () => ({ data: { runAnalytics: { series: aSeries() } } }),
    RunPipelineOptions: () => ({ data: { runPipelineOptions: [{ processId: '3234567890123456789', title: '大额订单推送' }] } }),
    RunAppOptions: () => ({ data: { apps: [{ appId: '1007', appName: '发送数据', appNameEn: 'Send data' }] } }),
    ...answers,
  };
}
