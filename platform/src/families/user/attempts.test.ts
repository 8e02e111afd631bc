import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../test/harness';

describe('sign-in attempts', () => {
  const t = usePlatform('pglite');

  it('stops a password guesser after 10 tries on one account, even when the 11th guess is right', async () => {
    const me = await t.signUp();
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.call('POST', '/v1/api/user/login', { body: { email: me.email, password: `wrong-${i}` } });
      codes.push(res.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(ERRORS.LOGIN_FAILED.code));
    expect(new Set(codes.slice(10))).toEqual(new Set([ERRORS.TOO_MANY_ATTEMPTS.code]));
    const right = await t.call('POST', '/v1/api/user/login', { body: { email: me.email.toUpperCase(), password: me.password } });
    expect([right.status, right.code]).toEqual([429, ERRORS.TOO_MANY_ATTEMPTS.code]);
    expect(right.msg).toMatch(/^尝试次数过多，请稍后再试（请 \d+ 秒后重试）$/);
    expect(right.data.retry_after).toBeGreaterThan(0);
  });

  it('lets another account of the same address sign in meanwhile', async () => {
    const other = await t.signUp();
    const res = await t.call('POST', '/v1/api/user/login', { body: { email: other.email, password: other.password } });
    expect(res.code).toBe(0);
  });
});

describe('attempts from one address', () => {
  const limits = {
    login: { perAddress: { max: 5, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
    register: { perAddress: { max: 3, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
  };
  const t = usePlatform('pglite', { attemptLimits: limits, trustProxy: 1 });

  it('counts every account tried from one address, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/user/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        payload: JSON.stringify({ email: `nobody${i}@example.com`, password: 'x' }),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });

  it('counts the caller behind the gateway, not the gateway', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/user/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      payload: JSON.stringify({ email: 'someone@example.com', password: 'x' }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits sign-ups per address too', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/api/user/register',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        payload: JSON.stringify({ company_name: `公司${i}`, uname: '人', email: `new${i}.${Date.now()}@example.com`, password: 'password-123' }),
      });
      codes.push(res.json<{ code: number }>().code);
    }
    expect(codes).toEqual([0, 0, 0, ERRORS.TOO_MANY_ATTEMPTS.code, ERRORS.TOO_MANY_ATTEMPTS.code]);
  });
});
