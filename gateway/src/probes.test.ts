import { Agent, get } from 'node:http';
import { ERRORS } from '@huiliu/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './index';
import { startFakeServer } from './test/fake-server';
import { startStack, type Stack } from './test/stack';

describe('the distributed gateway’s /readyz and /metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ metricsToken: 'scrape-secret' });
  });
  afterAll(() => stack?.close());

  it('is ready when the platform behind it is, and passes on what the platform said', async () => {
    const reply = await fetch(`${stack.gateway.url}/readyz`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ code: 0, msg: 'ok', data: { gateway: 'ok', platform: { db: 'pglite', runtime: 'none' } } });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /metrics only to the bearer of HUILIU_METRICS_TOKEN, 401 / 2101 to anyone else', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'scrape-secret' }] as Record<string, string>[]) {
      const refused = await fetch(`${stack.gateway.url}/metrics`, { headers });
      expect([refused.status, ((await refused.json()) as { code: number }).code]).toEqual([401, ERRORS.UNAUTHENTICATED.code]);
    }
    const reply = await fetch(`${stack.gateway.url}/metrics`, { headers: { authorization: 'Bearer scrape-secret' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await reply.text()).toContain('# TYPE huiliu_gateway_upstream_calls_total counter');
  });
});

describe('the distributed gateway not ready', () => {
  it('answers 503 while the platform is not ready, naming what the platform said', async () => {
    const platform = await startFakeServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: ERRORS.UPSTREAM_UNAVAILABLE.code, msg: ERRORS.UPSTREAM_UNAVAILABLE.msg, data: { db: 'ok', runtime: 'down' } }));
    });
    const gateway = await startGateway({ platformUrl: platform.url });
    try {
      const reply = await fetch(`${gateway.url}/readyz`);
      expect(reply.status).toBe(503);
      expect(await reply.json()).toMatchObject({ code: ERRORS.UPSTREAM_UNAVAILABLE.code, data: { gateway: 'ok', platform: { runtime: 'down' } } });
    } finally {
      await gateway.close();
      await platform.close();
    }
  });

  it('answers 503 / 5031 once its close began, to a request on a connection still open', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const holding = new Promise<void>((resolve) => (arrived = resolve));
    const platform = await startFakeServer((req, res) => {
      if (req.url === '/v1/api/hold') {
        arrived();
        void held.then(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"ok","data":null}'));
      } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":"ok","data":{}}');
    });
    const gateway = await startGateway({ platformUrl: platform.url });
    // one keep-alive socket: the second request waits for the first and goes out on the same connection
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const status = (path: string) =>
      new Promise<number>((resolve, reject) =>
        get(`${gateway.url}${path}`, { agent }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject),
      );
    try {
      const first = status('/v1/api/hold');
      await holding;
      const closed = gateway.close(5_000);
      const ready = status('/readyz');
      release();
      expect(await first).toBe(200);
      expect(await ready).toBe(ERRORS.SHUTTING_DOWN.http);
      await closed;
    } finally {
      agent.destroy();
      await platform.close();
    }
  });
});
