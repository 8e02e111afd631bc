import { ERRORS } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import { usePlatform } from '../../test/harness';

const C = '/v1/api/main/company';

// issue 7 / issue 13: the two invite calls open without a token are limited per address like sign-in and sign-up
describe('attempts at invite links from one address', () => {
  const window = { windowMs: 60_000 };
  const t = usePlatform('pglite', {
    trustProxy: 1,
    attemptLimits: {
      login: { perAddress: { max: 4, ...window }, perAccount: { max: 100, ...window } },
      register: { perAddress: { max: 3, ...window }, perAccount: { max: 100, ...window } },
    },
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('limits link checks per address, with Retry-After, and counts each caller apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'GET', url: `${C}/checkurl?token=guess${i}`, headers: from('203.0.113.21') });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const other = await t.app.inject({ method: 'GET', url: `${C}/checkurl?token=guess`, headers: from('203.0.113.22') });
    expect(other.statusCode).toBe(404);
  });

  it('limits registrations through links per address, malformed ones included', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${C}/regist`,
        headers: { 'content-type': 'application/json', ...from('198.51.100.31') },
        payload: JSON.stringify({ token: `guess${i}`, uname: '人', email: `guess${i}@example.com`, password: i === 0 ? 'short' : 'long-enough-1' }),
      });
      codes.push(res.json<{ code: number }>().code);
    }
    expect(codes).toEqual([
      ERRORS.BAD_REQUEST.code,
      ERRORS.INVITE_NOT_FOUND.code,
      ERRORS.INVITE_NOT_FOUND.code,
      ERRORS.TOO_MANY_ATTEMPTS.code,
      ERRORS.TOO_MANY_ATTEMPTS.code,
    ]);
  });
});
