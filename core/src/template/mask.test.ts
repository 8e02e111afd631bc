import { describe, expect, it } from 'vitest';
import { maskSecrets, SECRET_MASK } from './mask';

describe('maskSecrets', () => {
  it('masks a secret wherever it appears, deeply', () => {
    const value = { headers: { authorization: 'Bearer sk-12345' }, body: ['sk-12345', { note: 'key=sk-12345;' }], n: 5 };
    expect(maskSecrets(value, ['sk-12345'])).toEqual({
      headers: { authorization: `Bearer ${SECRET_MASK}` },
      body: [SECRET_MASK, { note: `key=${SECRET_MASK};` }],
      n: 5,
    });
  });

  it('masks the longer of two overlapping secrets whole', () => {
    expect(maskSecrets('abcdefgh', ['abcd', 'abcdefgh'])).toBe(SECRET_MASK);
  });

  it('leaves values alone when there is no usable secret', () => {
    const value = { a: '1' };
    expect(maskSecrets(value, [])).toBe(value);
    expect(maskSecrets(value, ['1'])).toBe(value);
  });

  it('masks secrets used as object keys', () => {
    expect(maskSecrets({ 'token-abcd': 1 }, ['token-abcd'])).toEqual({ [SECRET_MASK]: 1 });
  });
});
