import type { RunningPlatform, StartPlatformOptions } from '@huiliu/platform';
import { metricValue } from '@huiliu/platform/test/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayParts } from '../server';
import { inProcessFetch } from './in-process-fetch';
import { mountGateway } from './mount';

/** As gateway/src/test/stack.ts: a non-literal specifier keeps the platform's test helpers out of `tsc -p gateway`. */
async function startTestPlatform(options: Pick<StartPlatformOptions, 'mount'>): Promise<RunningPlatform> {
  const harness = '@huiliu/platform/test/harness';
  const { startTestPlatform: start } = (await import(harness)) as { startTestPlatform(o: typeof options): Promise<RunningPlatform> };
  return start(options);
}

describe('embedded mode’s one process', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({
      mount: (app) => mountGateway(app, createGatewayParts({ platformUrl: 'http://platform.internal/', upstream: { fetch: inProcessFetch(app) } })),
    });
  });
  afterAll(() => platform?.close());

  it('answers one /metrics with the platform’s, the gateway’s and the process’s figures, each once', async () => {
    const query = await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($input: SignUpInput!) { signUp(input: $input) { userid } }',
        variables: { input: { companyName: '嵌入公司', uname: '嵌入', email: `embedded-${process.pid}@example.com`, password: 'correct-horse-9' } },
      }),
    });
    expect(query.status).toBe(200);
    const reply = await fetch(`${platform.url}/metrics`);
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(metricValue(text, 'huiliu_gateway_graphql_requests_total')).toBe(1);
    expect(metricValue(text, 'huiliu_gateway_upstream_calls_total{kind="client",method="POST",outcome="ok"}')).toBe(1);
    expect(metricValue(text, 'huiliu_runs_started_total')).toBe(0);
    for (const name of ['huiliu_queue_depth', 'huiliu_gateway_upstream_calls_total', 'huiliu_process_cpu_user_seconds_total']) {
      expect(text.split('\n').filter((line) => line.startsWith(`# HELP ${name} `))).toHaveLength(1);
    }
  });

  it('answers /readyz from the platform for the whole process', async () => {
    const reply = await fetch(`${platform.url}/readyz`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ code: 0, msg: 'ok', data: { db: 'pglite', runtime: 'none' } });
  });
});
