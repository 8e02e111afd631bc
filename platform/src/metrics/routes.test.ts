import { aPipeline, ERRORS } from '@huiliu/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { platformEngine } from '../app';
import { startPlatform } from '../start';
import { livePipeline, syncOrderPipeline } from '../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../test/harness';
import { metricValue } from '../test/metrics';
import { migratedSnapshot } from '../test/snapshot';

const filterPipeline = () =>
  aPipeline()
    .withStep('filter', { app_id: '1003', action_id: 'filter', params: { conditions: [[{ field: '{{1.amount}}', operator: 21, value: 100 }]] } })
    .build();

describe('/metrics after real webhook runs', () => {
  const t = usePlatform('pglite', { metricsToken: null });
  let me: SignedUp;
  beforeAll(async () => {
    me = await t.signUp();
  });

  async function scrape(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  }

  it('counts a queued webhook run started and finished, its step and its accept', async () => {
    const before = await scrape();
    const { key } = await livePipeline(t, me.token, filterPipeline());
    const accepted = await t.call('POST', `/v1/api/data/webhook/accept/${key}`, { body: { amount: 200 } });
    expect(accepted.code, accepted.raw).toBe(0);
    await platformEngine(t.app).idle();
    const after = await scrape();
    const grew = (series: string) => (metricValue(after, series) ?? 0) - (metricValue(before, series) ?? 0);
    expect(grew('huiliu_runs_started_total')).toBe(1);
    expect(grew('huiliu_runs_finished_total{status="success"}')).toBe(1);
    expect(grew('huiliu_runs_failed_total')).toBe(0);
    expect(grew('huiliu_step_duration_seconds_count{app_id="1003"}')).toBe(1);
    expect(grew('huiliu_webhook_accept_seconds_count{mode="async"}')).toBe(1);
    expect(metricValue(after, 'huiliu_queue_depth')).toBe(0);
  });

  it('counts a synchronous delivery under its own mode and each of its steps by app', async () => {
    const before = await scrape();
    const { key } = await livePipeline(t, me.token, syncOrderPipeline());
    const answered = await t.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept/${key}`, payload: { amount: 500, order_id: 'A1' } });
    expect(answered.statusCode).toBe(201);
    await platformEngine(t.app).idle();
    const after = await scrape();
    const grew = (series: string) => (metricValue(after, series) ?? 0) - (metricValue(before, series) ?? 0);
    expect(grew('huiliu_webhook_accept_seconds_count{mode="sync"}')).toBe(1);
    expect(grew('huiliu_step_duration_seconds_count{app_id="1009"}')).toBe(1);
    expect(grew('huiliu_runs_finished_total{status="success"}')).toBe(1);
  });

  it('shows every final status, the accept modes and the process figures before anything happened to them', async () => {
    const text = await scrape();
    for (const status of ['success', 'filtered', 'failed', 'partial', 'cancelled']) {
      expect(metricValue(text, `huiliu_runs_finished_total{status="${status}"}`)).toBeGreaterThanOrEqual(0);
    }
    expect(metricValue(text, 'huiliu_webhook_accept_seconds_count{mode="sample"}')).toBe(0);
    expect(metricValue(text, 'huiliu_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('/metrics with HUILIU_METRICS_TOKEN', () => {
  const t = usePlatform('pglite', { metricsToken: 'scrape-secret' });

  it('answers only the bearer of the token, with 401 / 2101 otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'scrape-secret', 'Bearer scrape-secret-and-more']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect([res.statusCode, res.json<{ code: number }>().code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(res.statusCode).toBe(200);
    // its own registry: the runs of the other platform built in this process are not counted here
    expect(metricValue(res.body, 'huiliu_runs_started_total')).toBe(0);
  });
});

describe('/readyz', () => {
  let runtimeAnswers: boolean | Error = true;
  const t = usePlatform('pglite', {
    readiness: async () => {
      if (runtimeAnswers instanceof Error) throw runtimeAnswers;
      return runtimeAnswers;
    },
  });

  it('is ready while the database and the runtime answer', async () => {
    runtimeAnswers = true;
    const res = await t.call('GET', '/readyz');
    expect([res.status, res.data]).toEqual([200, { db: 'pglite', runtime: 'ok' }]);
  });

  it('is not ready, 503, when the runtime says no or fails, and names it', async () => {
    for (const answer of [false, new Error('ECONNREFUSED')]) {
      runtimeAnswers = answer;
      const res = await t.call('GET', '/readyz');
      expect([res.status, res.code, res.data]).toEqual([503, ERRORS.UPSTREAM_UNAVAILABLE.code, { db: 'ok', runtime: 'down' }]);
    }
    // liveness is another question: the process still answers
    expect((await t.call('GET', '/healthz')).status).toBe(200);
  });
});

describe('/readyz while the platform closes', () => {
  it('answers 503 / 5031 from the moment close begins, while the port still serves', async () => {
    let entered!: () => void;
    const closing = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const platform = await startPlatform({
      dataDir: 'memory',
      loadDataDir: await migratedSnapshot(),
      strictReplies: true,
      // a later preClose hook holds the close open, as requests still in would, with the port listening
      mount: (app) => {
        app.addHook('preClose', async () => {
          entered();
          await held;
        });
      },
    });
    expect((await fetch(`${platform.url}/readyz`)).status).toBe(200);
    const closed = platform.close();
    await closing;
    const res = await fetch(`${platform.url}/readyz`);
    expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([503, ERRORS.SHUTTING_DOWN.code]);
    expect((await fetch(`${platform.url}/healthz`)).status).toBe(200);
    release();
    await closed;
  });
});
