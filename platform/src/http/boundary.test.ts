import { Writable } from 'node:stream';
import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { buildPlatform } from '../app';
import { usePlatform } from '../test/harness';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(String(chunk));
    done();
  },
});

describe('the envelope at the boundary', () => {
  const t = usePlatform('pglite', { logger: { level: 'info', stream } });

  it('reports the driver on /healthz', async () => {
    const res = await t.call('GET', '/healthz');
    expect([res.status, res.code, res.msg, res.data]).toEqual([200, 0, 'ok', { db: 'pglite' }]);
  });

  it('wraps an unknown route in the envelope', async () => {
    const res = await t.call('GET', '/v1/api/nothing-here');
    expect([res.status, res.code, res.msg, res.data]).toEqual([404, ERRORS.ROUTE_NOT_FOUND.code, ERRORS.ROUTE_NOT_FOUND.msg, null]);
  });

  it('refuses malformed JSON with 4001', async () => {
    const res = await t.call('POST', '/v1/api/user/login', { body: '{"email": "a@b.c", ' });
    expect([res.status, res.code, res.msg]).toEqual([400, 4001, ERRORS.MALFORMED_JSON.msg]);
  });

  it('refuses JSON nested past the depth limit with 4001 and says why, instead of overflowing the stack', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.call('POST', '/v1/api/user/login', { body: `{"email":${deep}}` });
    expect([res.status, res.code, res.msg]).toEqual([400, 4001, 'JSON 嵌套层级过深（最多 128 层）']);
  });

  it('refuses a body over 1 MiB with 413 / 4013', async () => {
    const res = await t.call('POST', '/v1/api/user/login', { body: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024) } });
    expect([res.status, res.code]).toEqual([413, 4013]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await t.call('POST', '/v1/api/user/login', { body: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect([res.status, res.code]).toEqual([415, ERRORS.UNSUPPORTED_MEDIA_TYPE.code]);
  });

  it('treats a missing body as missing fields, not as a crash', async () => {
    const res = await t.call('POST', '/v1/api/user/login');
    expect([res.status, res.code]).toEqual([400, 4000]);
  });

  it('refuses wrong types with a Chinese message naming the field', async () => {
    const res = await t.call('POST', '/v1/api/user/login', { body: { email: 123, password: true } });
    expect(res.code).toBe(4000);
    expect(res.msg).toMatch(/email.*[\u4e00-\u9fff]|[\u4e00-\u9fff].*email/);
  });

  it('never writes a token or a password to the log', async () => {
    const me = await t.signUp();
    await t.call('GET', '/v1/api/user/info', { token: me.token });
    await t.call('GET', '/v1/api/user/info', { query: { token: me.token } });
    await t.call('POST', '/v1/api/user/login', { body: { email: me.email, password: me.password } });
    await t.call('GET', '/v1/api/user/info', { query: { token: me.token }, headers: { 'x-debug': 'yes' } });
    const log = logLines.join('');
    expect(log).toContain('/v1/api/user/info?token=[REDACTED]');
    expect(log).not.toContain(me.token);
    expect(log).not.toContain(me.password);
  });
});

describe('the catch-all', () => {
  const t = usePlatform('pglite');

  it('hides an unexpected failure behind INTERNAL', async () => {
    const app = buildPlatform({ db: t.db });
    app.get('/boom', { config: { public: true } }, async () => {
      throw new Error('connection string postgres://secret@db');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg, data: null });
      expect(res.body).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});
