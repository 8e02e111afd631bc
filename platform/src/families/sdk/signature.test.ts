import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalString, signParams, signatureMatches } from './signature';

describe('canonicalString', () => {
  it.each([
    [
      'sorts by name and leaves sign out',
      { timestamp: 1700000000, corp_id: 'hlc_a', sign: 'x', nonce: 'n-1' },
      'corp_id=hlc_a&nonce=n-1&timestamp=1700000000',
    ],
    [
      'writes objects and arrays as compact JSON, percent-encoded',
      { b: { k: [1, 'two'] }, a: [1, 2] },
      'a=%5B1%2C2%5D&b=%7B%22k%22%3A%5B1%2C%22two%22%5D%7D',
    ],
    ['leaves absent parameters out and keeps empty text', { a: undefined, b: null, c: '' }, 'c='],
    ['percent-encodes values as encodeURIComponent does', { q: 'a&b=c 中文' }, 'q=a%26b%3Dc%20%E4%B8%AD%E6%96%87'],
  ])('%s', (_name, params, expected) => {
    expect(canonicalString(params)).toBe(expected);
  });

  it('never reads one value holding & and = as two parameters (a captured sign cannot be re-cut)', () => {
    expect(canonicalString({ a: '1&b=2' })).not.toBe(canonicalString({ a: '1', b: '2' }));
  });
});

describe('signParams', () => {
  const params = { corp_id: 'hlc_demo', timestamp: 1700000000, nonce: 'abcdef12', user_identify: 'u-1' };

  it('is the hex HMAC-SHA256 of the canonical string (the worked example of docs/rest-contract-sdk.md)', () => {
    const expected = createHmac('sha256', 'secret-1').update('corp_id=hlc_demo&nonce=abcdef12&timestamp=1700000000&user_identify=u-1').digest('hex');
    expect(signParams('secret-1', params)).toBe(expected);
  });

  it('matches its own sign, in either case, and nothing else', () => {
    const sign = signParams('secret-1', params);
    expect(signatureMatches('secret-1', params, sign)).toBe(true);
    expect(signatureMatches('secret-1', params, sign.toUpperCase())).toBe(true);
    expect(signatureMatches('secret-2', params, sign)).toBe(false);
    expect(signatureMatches('secret-1', { ...params, user_identify: 'u-2' }, sign)).toBe(false);
    expect(signatureMatches('secret-1', params, sign.slice(1))).toBe(false);
    expect(signatureMatches('secret-1', params, '')).toBe(false);
  });
});
