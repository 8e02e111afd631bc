import { ERRORS, REQUEST_RETRIES } from '@huiliu/core';
import { metricValue } from '@huiliu/platform/test/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './index';
import { startFakeServer } from './test/fake-server';
import { startStack, type Stack } from './test/stack';

async function scrape(url: string): Promise<string> {
  const reply = await fetch(`${url}/metrics`);
  expect(reply.status).toBe(200);
  return reply.text();
}

describe('the gateway’s metrics', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack({ metricsToken: null });
    ({ token } = await stack.signUp());
  });
  afterAll(() => stack?.close());

  it('counts every platform call a GraphQL query made, by method and outcome, and the request itself', async () => {
    const before = await scrape(stack.gateway.url);
    const callsBefore = stack.upstreamCalls.length;
    const reply = await stack.gql<{ me: { uname: string } }>('{ me { uname } }', {}, token);
    expect(reply.errors).toBeUndefined();
    const after = await scrape(stack.gateway.url);
    const grew = (series: string) => (metricValue(after, series) ?? 0) - (metricValue(before, series) ?? 0);
    // exactly the requests the platform received, as the counting hop in front of it saw them
    const received = stack.upstreamCalls.slice(callsBefore);
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((call) => call.startsWith('GET '))).toBe(true);
    expect(grew('huiliu_gateway_upstream_calls_total{kind="client",method="GET",outcome="ok"}')).toBe(received.length);
    expect(grew('huiliu_gateway_graphql_requests_total')).toBe(1);
    expect(grew('huiliu_gateway_graphql_request_seconds_count')).toBe(1);
  });

  it('counts a platform refusal as an error, apart from the calls that succeeded', async () => {
    const refused = 'huiliu_gateway_upstream_calls_total{kind="client",method="POST",outcome="error"}';
    const before = metricValue(await scrape(stack.gateway.url), refused) ?? 0;
    const reply = await stack.gql('mutation { login(input: { email: "nobody@example.com", password: "wrong-horse-1" }) { token } }');
    expect(reply.errors?.[0]?.extensions.upstreamCode).toBe(ERRORS.LOGIN_FAILED.code);
    expect(metricValue(await scrape(stack.gateway.url), refused)).toBe(before + 1);
  });

  it('counts a REST request passed through to the platform as kind rest', async () => {
    const series = 'huiliu_gateway_upstream_calls_total{kind="rest",method="POST",outcome="ok"}';
    const before = metricValue(await scrape(stack.gateway.url), series) ?? 0;
    const reply = await fetch(`${stack.gateway.url}/v1/api/data/webhook/accept/no-such-key`, { method: 'POST', body: '{}' });
    // the platform's answer, whatever it is, is an answer
    expect(reply.status).toBe(404);
    expect(metricValue(await scrape(stack.gateway.url), series)).toBe(before + 1);
  });

  it('shows the process figures beside its own', async () => {
    expect(metricValue(await scrape(stack.gateway.url), 'huiliu_process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('the gateway’s metrics with the platform down', () => {
  it('counts every attempt that got no answer as unavailable, the client’s retries and the pass-through alike', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    const gateway = await startGateway({ platformUrl: gone.url, upstream: { retryDelayMs: 0 }, metricsToken: null });
    try {
      const reply = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer some-session' },
        body: JSON.stringify({ query: '{ me { uname } }' }),
      });
      expect(((await reply.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
      expect((await fetch(`${gateway.url}/v1/api/user/info`)).status).toBe(ERRORS.UPSTREAM_UNAVAILABLE.http);
      const text = await scrape(gateway.url);
      expect(metricValue(text, 'huiliu_gateway_upstream_calls_total{kind="client",method="GET",outcome="unavailable"}')).toBe(REQUEST_RETRIES + 1);
      expect(metricValue(text, 'huiliu_gateway_upstream_calls_total{kind="rest",method="GET",outcome="unavailable"}')).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});
