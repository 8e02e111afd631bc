import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildPlatform } from '../app';
import { livePipeline, syncOrderPipeline } from '../test/engine-fixtures';
import { usePlatform } from '../test/harness';
import { redactUrl } from './logger';

function logSink(): { stream: Writable; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('redactUrl', () => {
  it.each([
    ['/v1/api/data/webhook/accept/Abc_def-1234567890xyz', '/v1/api/data/webhook/accept/[REDACTED]'],
    ['/v1/api/data/webhook/accept/Abc_def-1234567890xyz?order=1', '/v1/api/data/webhook/accept/[REDACTED]?order=1'],
    ['/v1/api/data/webhook/accept?key=Abc_def-1234567890xyz&order=1', '/v1/api/data/webhook/accept?key=[REDACTED]&order=1'],
    ['/v1/api/data/webhook/accept?order=1&KEY=Abc_def-1234567890xyz', '/v1/api/data/webhook/accept?order=1&KEY=[REDACTED]'],
    // encoded forms the router and the query parser still understand
    ['/v1/api/data/webhook/%61ccept/Abc_def-1234567890xyz', '/v1/api/data/webhook/%61ccept/[REDACTED]'],
    ['/v1/api/data/webhook/accept?%6Bey=Abc_def-1234567890xyz', '/v1/api/data/webhook/accept?%6Bey=[REDACTED]'],
    ['/v1/api/user/info?token=t0ken&uid=1', '/v1/api/user/info?token=[REDACTED]&uid=1'],
  ])('hides the secret in %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it.each([
    '/v1/api/data/webhook/accept',
    '/v1/api/data/webhook/accept/list?process_id=1',
    '/v1/api/data/webhook/accept/detail?accept_id=1',
    '/v1/api/process/environmentvariables/list?keyword=key&variable_key=API',
    '/v1/api/data/webhook/fetch?process_id=123456789012345678',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

describe('webhook accepts in the request log', () => {
  const sink = logSink();
  const f = usePlatform('pglite', { logger: { level: 'info', stream: sink.stream } });

  it('never prints the key, in the path form or the query form', async () => {
    const me = await f.signUp();
    const { key } = await livePipeline(f, me.token, syncOrderPipeline());
    const body = JSON.stringify({ order_id: '1', amount: 5 });
    const headers = { 'content-type': 'application/json' };
    const byPath = await f.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept/${key}`, headers, payload: body });
    const byQuery = await f.app.inject({ method: 'POST', url: `/v1/api/data/webhook/accept?key=${key}&source=shop`, headers, payload: body });
    expect([byPath.statusCode, byQuery.statusCode]).toEqual([200, 200]);
    const log = sink.text();
    expect(log).toContain('"url":"/v1/api/data/webhook/accept/[REDACTED]"');
    expect(log).toContain('"url":"/v1/api/data/webhook/accept?key=[REDACTED]&source=shop"');
    expect(log).not.toContain(key);
  });

  it('scrubs the key from an error logged while serving a webhook', async () => {
    const errors = logSink();
    const app = buildPlatform({ db: f.db, logger: { level: 'info', stream: errors.stream } });
    const key = 'Abc_def-1234567890xyz';
    // what a failed lookup looks like: the database error names the query's parameters
    app.post('/boom/webhook/accept/:key', { config: { public: true } }, async () => {
      throw new Error(`Failed query: select … where key = $1\nparams: ${key}`);
    });
    try {
      const res = await app.inject({ method: 'POST', url: `/boom/webhook/accept/${key}?key=${key}` });
      expect(res.statusCode).toBe(500);
      expect(errors.text()).toContain('params: [REDACTED]');
      expect(errors.text()).not.toContain(key);
    } finally {
      await app.close();
    }
  });
});
